import { feedPath } from '../../data/articles';
import { localizePath, type SiteLanguage } from '../../data/languages';
import { siteUrl } from '../../data/site-urls';

/** Announces the feed of the page's language in the head (React moves the tag there). */
export function FeedLink({ lng, title }: { lng: SiteLanguage; title: string }) {
  return (
    <link
      rel="alternate"
      type="application/rss+xml"
      hrefLang={lng}
      title={title}
      href={`${siteUrl}${localizePath(lng, feedPath)}`}
    />
  );
}
