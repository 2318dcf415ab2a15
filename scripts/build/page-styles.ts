// A page inlines only the stylesheet's rules its own scripts can use (decision 0033): the whole
// sheet would push a Burmese home page's HTML past the first round trip of a slow connection.
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';

/** A chunk of Vite's manifest. */
export type Chunk = { file: string; imports?: string[]; dynamicImports?: string[] };

/**
 * The scripts a page can run before the visitor leaves it: what the entry loads, of the pages the
 * app may load only `page` (the app loads the whole sheet before it shows another).
 */
export function pageScripts(manifest: Record<string, Chunk>, entry: string, page: string) {
  const scripts = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key]!;
    const another = /\/pages\/[\w-]+-page\.tsx$/.test(key) && !key.endsWith(`/${page}.tsx`);
    if (another || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit(entry);
  return [...scripts].filter((file) => file.endsWith('.js'));
}

/**
 * Whether a built script only imports others: the entry's own file, once its module sits in the
 * boot group's chunk (vite.config.ts). A page that named it would fetch a file that brings nothing.
 */
export const onlyImports = (code: string) => /^\s*(import\s*"[^"]+";?\s*)*$/.test(code);

/**
 * `css` less each rule whose every selector names a class `scripts` never mention: what renders a
 * page, in any state, is in its scripts, so its classes are (a view renders the same in the
 * prerenderer). Rules naming no class (the theme, the elements, fonts) stay, and the bytes kept
 * are the sheet's own.
 */
export function stylesUsedBy(css: string, scripts: string): string {
  const used = (selector: selectorParser.Selector) => {
    let all = true;
    selector.walkClasses((part) => void (all &&= scripts.includes(part.value)));
    return all;
  };
  const sheet = postcss.parse(css);
  sheet.walkRules((rule) => {
    // Inside @keyframes the "selectors" are offsets.
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name))
      return;
    const selectors = selectorParser().astSync(rule.selector).nodes;
    if (!selectors.some(used)) rule.remove();
  });
  sheet.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return sheet.toString();
}
