// One RSS 2.0 feed per language that has articles (/publication/feed.xml, /ja/publication/feed.xml):
// its articles newest first, with the language set and absolute URLs, as feed readers resolve none.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Feed } from 'feed';

/** Writes the feeds into `dist` from each language's texts (`resources`) and the site's facts. */
export async function writeFeeds(dist, resources, server) {
  const { articlesIn, articlePath, feedPath, languages, listingPath, localizePath, paths } = server;
  const { siteUrl, urlIn } = server;
  for (const { code: lng } of languages) {
    const articles = articlesIn(lng);
    if (articles.length === 0) continue;
    const texts = resources[lng];
    const feed = new Feed({
      id: urlIn(lng, listingPath()),
      link: urlIn(lng, listingPath()),
      title: texts.publications.feedTitle,
      description: texts.publications.description,
      language: lng,
      updated: new Date(Math.max(...articles.map((article) => Date.parse(article.updated)))),
      generator: false,
      copyright: texts.common.firm.name,
      feedLinks: { rss: urlIn(lng, feedPath) },
    });
    for (const article of articles) {
      const own = texts[`article-${article.slug}`];
      const url = urlIn(lng, articlePath(article.slug));
      feed.addItem({
        title: own.title,
        id: url,
        link: url,
        description: own.summary,
        // The page's own HTML, already through the allowlist (scripts/content/article-html.mjs).
        content: own.body.replace(/(href|src)="\//g, `$1="${siteUrl}/`),
        author: article.authors.map((id) => ({
          name: own.people[id],
          link: urlIn(lng, paths.profile(id)),
        })),
        category: article.areas.map((id) => ({ name: own.areas[id] })),
        date: new Date(article.updated),
        published: new Date(article.published),
      });
    }
    const file = join(dist, localizePath(lng, feedPath));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, feed.rss2());
  }
}
