// One RSS 2.0 feed per language that has articles (/publication/feed.xml, /ja/publication/feed.xml):
// its articles newest first, with the language set and absolute URLs, as feed readers resolve none.
import { Feed } from 'feed';
import type { Resource } from 'i18next';
import { articlePath, articlesIn, feedPath, listingPath } from '../../src/data/articles';
import { articles as published } from './pages';
import { languages, localizePath } from '../../src/data/languages';
import { paths } from '../../src/data/routes';
import { urlIn } from '../../src/data/site-urls';

type Names = Record<string, string>;
type ArticleTexts = { title: string; summary: string; body: string; people: Names; areas: Names };
type Texts = {
  publications: { feedTitle: string; description: string };
  common: { firm: { name: string } };
} & Record<`article-${string}`, ArticleTexts>;

/** Each feed as `{ path, text }` from each language's texts (`resources`), for the site at `siteUrl`. */
export const feeds = (resources: Resource, siteUrl: string) =>
  languages.flatMap(({ code: lng }) => {
    const articles = articlesIn(published, lng);
    if (articles.length === 0) return [];
    const texts = resources[lng] as unknown as Texts;
    const at = (path: string) => urlIn(lng, path, siteUrl);
    const feed = new Feed({
      id: at(listingPath()),
      link: at(listingPath()),
      title: texts.publications.feedTitle,
      description: texts.publications.description,
      language: lng,
      updated: new Date(Math.max(...articles.map((article) => Date.parse(article.updated)))),
      generator: false,
      copyright: texts.common.firm.name,
      feedLinks: { rss: at(feedPath) },
    });
    for (const article of articles) {
      const own = texts[`article-${article.slug}`]!;
      const url = at(articlePath(article.slug));
      feed.addItem({
        title: own.title,
        id: url,
        link: url,
        description: own.summary,
        // The page's own HTML, already through the allowlist (scripts/content/article-html.ts).
        content: own.body.replace(/(href|src)="\//g, `$1="${siteUrl}/`),
        author: article.authors.map((id) => ({
          name: own.people[id],
          link: at(paths.profile(id)),
        })),
        category: article.areas.map((id) => ({ name: own.areas[id] })),
        date: new Date(article.updated),
        published: new Date(article.published),
      });
    }
    return [{ path: localizePath(lng, feedPath), text: feed.rss2() }];
  });
