import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { site } from '../../data/site';
import { documentTitle } from '../../data/routes';
import { looseText } from '../../i18n/loose';

/**
 * Keeps the document title and meta description in step with the page and the language.
 * The prerendered HTML already has both in English; descriptions are applied only where the
 * loaded texts have them (the English ones are not shipped to the browser a second time).
 */
export function usePageTitle(
  pageLabel?: string,
  descriptionKey?: string,
  values?: Record<string, string>,
): void {
  const { t, i18n } = useTranslation();
  const description =
    descriptionKey && i18n.exists(`common:meta.description.${descriptionKey}`)
      ? looseText(t, `meta.description.${descriptionKey}`, {
          firm: site.firmName,
          alliance: site.allianceFirmName,
          ...values,
        })
      : undefined;

  useEffect(() => {
    document.title = documentTitle(site.firmName, pageLabel);
  }, [pageLabel]);

  useEffect(() => {
    if (description)
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);
}
