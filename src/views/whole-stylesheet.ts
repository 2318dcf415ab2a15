// A prerendered page inlines only its own rules of the stylesheet (decision 0033): before the app
// shows another page, it loads the whole sheet, which the inline one names with the page's address.
const inline = () => document.querySelector<HTMLElement>('style[data-whole]');
let loading: Promise<boolean> | undefined;
let loaded = false;

/** Whether the page at `address` has its rules: the HTML's own, or the whole sheet is there. */
export const hasStylesFor = (address: string) =>
  import.meta.env.SSR || loaded || (inline()?.dataset.page ?? address) === address;

/** Loads the whole sheet once; false when it failed (then the next call tries again). */
export function loadWholeStylesheet(): Promise<boolean> {
  const href = inline()?.dataset.whole;
  if (loaded || !href) return Promise.resolve(true);
  return (loading ??= new Promise((resolve) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    link.onload = () => {
      // Every rule of the inline sheet is in the whole one: kept, its font faces would be twice.
      inline()?.remove();
      resolve((loaded = true));
    };
    link.onerror = () => {
      link.remove();
      loading = undefined;
      resolve(false);
    };
    document.head.append(link);
  }));
}
