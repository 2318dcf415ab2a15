// A prerendered page inlines only its own rules of the stylesheet (decision 0033): before the app
// shows another page, it loads the whole sheet, which the inline one names.
const whole = () => document.querySelector<HTMLElement>('style[data-whole]')?.dataset.whole;
let loading: Promise<boolean> | undefined;
let loaded = false;

/** Whether every rule is there: the whole sheet loaded, or inline from the start. */
export const hasWholeStylesheet = () => loaded || !whole();

/** Loads the whole sheet once; false when it failed (then the next call tries again). */
export function loadWholeStylesheet(): Promise<boolean> {
  const href = whole();
  if (loaded || !href) return Promise.resolve(true);
  return (loading ??= new Promise((resolve) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    link.onload = () => resolve((loaded = true));
    link.onerror = () => {
      link.remove();
      loading = undefined;
      resolve(false);
    };
    document.head.append(link);
  }));
}
