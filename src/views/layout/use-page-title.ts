import { useEffect } from 'react';
import { site } from '../../data/site';
import { documentTitle } from '../../data/routes';

export function usePageTitle(pageLabel?: string): void {
  useEffect(() => {
    document.title = documentTitle(site.firmName, pageLabel);
  }, [pageLabel]);
}
