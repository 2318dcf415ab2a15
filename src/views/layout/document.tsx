import type { PropsWithChildren } from 'react';
import { embeddedResourcesId, scriptJson, type EmbeddedResources } from '../../i18n/resources';
import { tokens } from '../theme/tokens';
import { mainId } from './layout';

/** What Vite built for every page; a language's own font ('my'), its @font-face. */
export interface PageAssets {
  /** The entry module and those it imports, each named: fetched at once, run once. */
  scripts: readonly string[];
  /** The page's own rules of the stylesheet, and where the whole one is when they are not all. */
  css: string;
  wholeCss?: string;
  fonts: Readonly<Partial<Record<string, { css: string }>>>;
}

type Props = PropsWithChildren<PageAssets & { lng: string; dir: string; texts: EmbeddedResources }>;

// The whole prerendered page, on the server only; the stylesheet is inline, so the first paint
// needs the HTML alone.
export function Document({ lng, dir, scripts, css, wholeCss, fonts, texts, children }: Props) {
  const font = fonts[lng];
  return (
    <html lang={lng} dir={dir} data-year={texts.year}>
      <head>
        <meta charSet="UTF-8" />
        {font && (
          <style href="font" precedence="font">
            {font.css}
          </style>
        )}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* No paint before the whole header is parsed: a long page was painted with the
            header's brand but not its menu, which then moved it. */}
        <link rel="expect" href={`#${mainId}`} {...{ blocking: 'render' }} />
        <meta name="theme-color" content={tokens.color.inverseSurface} />
        <link rel="icon" href="/icons/favicon-48.png" sizes="48x48" type="image/png" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        {scripts.map((src) => (
          <script key={src} type="module" crossOrigin="" src={src} />
        ))}
        <style data-whole={wholeCss} data-page={wholeCss && texts.path}>
          {css}
        </style>
      </head>
      <body>
        <div id="root">{children}</div>
        <script
          type="application/json"
          id={embeddedResourcesId}
          dangerouslySetInnerHTML={{ __html: scriptJson(texts) }}
        />
      </body>
    </html>
  );
}
