import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localizePath, siteLanguageOf, splitLanguage } from '../../data/languages';
import { detection } from '../../i18n/config';

/**
 * The language shown is the URL's (docs/decisions/0017): after a client navigation to another
 * language's page (the switcher's links), i18next changes to it, and the client caches the
 * choice in localStorage. A link asking for a language with `?lng=` leads to the same page in that
 * language, without the parameter; the boot script does the same on a full load.
 */
export function useLanguageFromPath(): void {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const { lng, path } = splitLanguage(pathname);

  useEffect(() => {
    const params = new URLSearchParams(search);
    const asked = params.get(detection.lookupQuerystring);
    if (asked === null) return;
    params.delete(detection.lookupQuerystring);
    const rest = params.size > 0 ? `?${params}` : '';
    const target = localizePath(siteLanguageOf(asked) ?? lng, path);
    void navigate(`${target}${rest}${hash}`, { replace: true });
  }, [search, hash, lng, path, navigate]);

  useEffect(() => {
    if (i18n.language !== lng) void i18n.changeLanguage(lng);
  }, [i18n, lng]);
}
