import { feedPath, feedType } from '../../data/articles';
import { localizePath, type SiteLanguage } from '../../data/languages';
import { siteUrl } from '../../data/site-urls';

/** Announces the feed of the page's language in the head (React moves the tag there). */
export function FeedLink({ lng, title }: { lng: SiteLanguage; title: string }) {
  return (
    <link
      rel="alternate"
      type={feedType}
      hrefLang={lng}
      title={title}
      href={`${siteUrl}${localizePath(lng, feedPath)}`}
    />
  );
}
