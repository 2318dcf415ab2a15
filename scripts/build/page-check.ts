/** What makes a rendered page unfit to ship, read from its HTML: a page without a title. */
export function pageProblems(html: string): string[] {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim();
  return title ? [] : ['the page has no <title>'];
}
