import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { detection, pageAddress } from '../../i18n/config';
import { usePage } from '../use-page';

/**
 * The language shown is the page's (docs/decisions/0017): i18next follows a navigation to another
 * language's page and caches the choice. `?lng=` leads to the same page in that language, without
 * the parameter, as the boot script does on a full load.
 */
export function useLanguageFromPath(): void {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { lng } = usePage();

  useEffect(() => {
    if (!new URLSearchParams(location.search).has(detection.lookupQuerystring)) return;
    void navigate(pageAddress(lng, location), { replace: true });
  }, [location, lng, navigate]);

  useEffect(() => {
    if (i18n.language !== lng) void i18n.changeLanguage(lng);
  }, [i18n, lng]);
}
