import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { languages, splitLanguage } from '../../data/languages';
import { site } from '../../data/site';
import { alternateUrls, ogLocale, siteUrl, urlIn, type JsonLd } from './structured-data';

/** The firm's names, as the description texts interpolate them. */
export const firmNames = { firm: site.firmName, alliance: site.allianceFirmName };

const withFirm = (label?: string) => (label ? `${label} - ${site.firmName}` : site.firmName);

interface PageHeadProps {
  /** Names the page in the tab before the firm's name (the main routes); else the firm alone. */
  label?: string;
  /** Names a shared link before the firm's name ('': the firm alone); `label` when absent. */
  subject?: string;
  description: string;
  type?: 'website' | 'profile';
  /** Beside the page's own WebPage; a FAQPage is the page's own and takes its place. */
  jsonLd?: readonly JsonLd[];
  /** A 404 page answers many URLs: no address of its own, kept out of the index. */
  notFound?: boolean;
}

/**
 * A page's title, description, canonical address, alternates in every language, link-preview
 * tags and structured data. React puts the tags into <head>, the prerendered one and the
 * browser's after each navigation; the JSON-LD stays in the page, where search engines read it.
 */
export function PageHead(props: PageHeadProps) {
  const { label, subject = label, description, type = 'website', jsonLd = [], notFound } = props;
  const { t } = useTranslation();
  const { lng, path } = splitLanguage(useLocation().pathname);
  const title = withFirm(subject);
  const url = urlIn(lng, path);
  const image = `${siteUrl}/images/social-card.png`;
  const imageAlt = t('meta.socialImageAlt', firmNames);
  const page = { '@type': 'WebPage', url, name: title, description, inLanguage: lng } as const;
  const data = jsonLd.some((item) => item['@type'] === 'FAQPage') ? jsonLd : [page, ...jsonLd];
  const others = languages.filter(({ code }) => code !== lng);
  const properties = [
    ['og:type', type],
    ['og:site_name', site.firmName],
    ['og:locale', ogLocale(lng)],
    ...others.map(({ code }) => ['og:locale:alternate', ogLocale(code)]),
    ['og:title', title],
    ['og:description', description],
    ['og:url', url],
    ['og:image', image],
    ['og:image:type', 'image/png'],
    ['og:image:width', '1200'],
    ['og:image:height', '630'],
    ['og:image:alt', imageAlt],
  ];
  const twitter = { card: 'summary_large_image', title, description, image, 'image:alt': imageAlt };
  return (
    <>
      <title>{withFirm(label)}</title>
      <meta name="description" content={description} />
      {notFound ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={url} />
          {alternateUrls(path).map(({ hreflang, href }) => (
            <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
          ))}
          {properties.map(([property, content], index) => (
            <meta key={index} property={property} content={content} />
          ))}
          {Object.entries(twitter).map(([name, content]) => (
            <meta key={name} name={`twitter:${name}`} content={content} />
          ))}
          {/* For crawlers, which read the prerendered page: the app keeps what the server wrote
              (hydrating, React leaves it as it is) and builds none, so the JSON-LD builders stay
              out of the browser's JavaScript (pages pass `jsonLd` on the server only). */}
          <script
            type="application/ld+json"
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? graph(data) : '' }}
          />
        </>
      )}
    </>
  );
}

/** The page's JSON-LD as one graph, `<` escaped: no text can close the element or open a comment. */
const graph = (items: readonly JsonLd[]) =>
  JSON.stringify({ '@context': 'https://schema.org', '@graph': items }).replace(/</g, '\\u003c');
