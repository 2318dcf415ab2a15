import { useTranslation } from 'react-i18next';
import { languages, ogLocale, type SiteLanguage } from '../../data/languages';
import { usePage } from '../use-page';
import { scriptJson } from '../../i18n/resources';
import { alternateUrls, siteUrl, urlIn } from '../../data/site-urls';
import { paths } from '../../data/routes';
import { breadcrumbJsonLd, type JsonLd } from '../../seo/structured-data';

interface PageHeadProps {
  /** Names the page in the tab before the firm's name (the main routes); else the firm alone. */
  label?: string;
  /** Names a shared link before the firm's name ('': the firm alone); `label` when absent. */
  subject?: string;
  description: string;
  type?: 'website' | 'profile' | 'article';
  /** The languages the page exists in, when not all (an article not yet translated). */
  among?: readonly SiteLanguage[];
  /** Beside the page's own WebPage; a FAQPage is the page's own and takes its place. */
  jsonLd?: readonly JsonLd[];
  /** The main page this one is listed on: the breadcrumb home › there › `subject`, after `jsonLd`. */
  parent?: 'expertise' | 'professionals' | 'publication';
  /** A 404 page answers many URLs: no address of its own, kept out of the index. */
  notFound?: boolean;
}

// React puts the tags into <head> (prerendered and after each navigation); the JSON-LD stays in the
// page, where search engines read it.
export function PageHead(props: PageHeadProps) {
  const { label, subject = label, description, type = 'website', parent, notFound } = props;
  const among = props.among ?? languages.map(({ code }) => code);
  const { lng, path } = usePage();
  const { t } = useTranslation();
  // The firm's name in the page's language, where the firm gives one (content/firm.json).
  const firm = t('firm.name');
  const withFirm = (part?: string) => (part ? `${part} - ${firm}` : firm);
  const title = withFirm(subject);
  const url = urlIn(lng, path);
  const image = `${siteUrl}/images/social-card.png`;
  const imageAlt = t('meta.socialImageAlt');
  const page = { '@type': 'WebPage', url, name: title, description, inLanguage: lng } as const;
  const jsonLd = [...(props.jsonLd ?? [])];
  if (import.meta.env.SSR && parent) {
    const crumbs: [string, string][] = [
      [t('nav.home'), paths.home],
      [t(`nav.${parent}`), paths[parent]],
      [subject!, path],
    ];
    jsonLd.push(breadcrumbJsonLd(lng, crumbs));
  }
  const own = jsonLd.some((item) => item['@type'] === 'FAQPage') ? jsonLd : [page, ...jsonLd];
  const graph = { '@context': 'https://schema.org', '@graph': own };
  const others = among.filter((code) => code !== lng);
  return (
    <>
      <title>{withFirm(label)}</title>
      <meta name="description" content={description} />
      {notFound ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={url} />
          {alternateUrls(path, siteUrl, among).map(({ hreflang, href }) => (
            <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
          ))}
          <meta property="og:type" content={type} />
          <meta property="og:site_name" content={firm} />
          <meta property="og:locale" content={ogLocale(lng)} />
          {others.map((code) => (
            <meta key={code} property="og:locale:alternate" content={ogLocale(code)} />
          ))}
          <meta property="og:title" content={title} />
          <meta property="og:description" content={description} />
          <meta property="og:url" content={url} />
          <meta property="og:image" content={image} />
          <meta property="og:image:type" content="image/png" />
          <meta property="og:image:width" content="1200" />
          <meta property="og:image:height" content="630" />
          <meta property="og:image:alt" content={imageAlt} />
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="twitter:title" content={title} />
          <meta name="twitter:description" content={description} />
          <meta name="twitter:image" content={image} />
          <meta name="twitter:image:alt" content={imageAlt} />
          {/* For crawlers, which read the prerendered page. Hydrating, React keeps what the server
              wrote: pages pass `jsonLd` on the server only, so the app carries no builder. */}
          <script
            type="application/ld+json"
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? scriptJson(graph) : '' }}
          />
        </>
      )}
    </>
  );
}
