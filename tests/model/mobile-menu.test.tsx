import { act, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { mobileMenuMachine } from '../../src/machines/mobile-menu-machine';
import * as header from '../../src/views/layout/header.css';
import { installMatchMedia, renderRoute, type RouteResult } from '../views/render';
import { describeViewModel } from './harness';

/** Width queries follow `window.innerWidth`, so a resize can flip them. */
function matchWidth(query: string): boolean {
  const [, bound, px] = /\((min|max)-width:\s*(\d+)px\)/.exec(query) ?? [];
  if (!bound) return false;
  return bound === 'min' ? window.innerWidth >= Number(px) : window.innerWidth <= Number(px);
}
installMatchMedia(matchWidth);

function resizeTo(width: number) {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
}

let page: RouteResult;
const toggle = () => screen.getByRole('button', { name: 'Menu' });
const navigation = () => screen.getByRole('navigation', { name: 'Main' });
const pageLinks = () => within(within(navigation()).getByRole('list')).getAllByRole('link');

function menuShows(open: boolean) {
  expect(toggle()).toHaveAttribute('aria-expanded', String(open));
  expect(toggle()).toHaveAttribute('aria-controls', navigation().id);
  // Without the Popover API (jsdom) the panel's class shows or hides the navigation.
  expect(navigation()).toHaveClass(header.panel[open ? 'open' : 'closed'], { exact: true });
}

const close = { type: 'menu.close' } as const;

describeViewModel({
  name: 'mobile menu',
  machine: mobileMenuMachine,
  starts: [
    {
      label: '/about at 375 px',
      render: () => {
        resizeTo(375);
        page = renderRoute('/about');
      },
    },
  ],
  actions: [
    { label: 'tap Menu', event: { type: 'menu.toggle' }, run: () => page.user.click(toggle()) },
    {
      label: 'tap the link of the page shown',
      event: close,
      run: () =>
        page.user.click(pageLinks().find((link) => link.getAttribute('aria-current') === 'page')!),
    },
    {
      label: 'tap Publication',
      event: close,
      run: async () => {
        await page.user.click(within(navigation()).getByRole('link', { name: 'Publication' }));
        expect(page.pathname()).toBe('/publication');
      },
    },
    { label: 'press Escape', event: close, run: () => page.user.keyboard('{Escape}') },
    { label: 'widen the window to 1280 px', event: close, run: () => act(() => resizeTo(1280)) },
  ],
  states: { closed: () => menuShows(false), open: () => menuShows(true) },
});
