import { beforeEach, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from './render';

// What each page shows is tested in Chromium against the built site (tests/e2e/pages.spec.ts).
// Here: the app's own answer to the old service ids, which the host answers with a 301 before the
// app runs, but which an app without that host (npm run dev) or an in-app link still meets.

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

test.each([
  ['/expertise/corporate-law', 'General Corporate', '/expertise/general-corporate'],
  ['/expertise/mediation', 'Dispute Resolution', '/expertise/dispute-resolution'],
])('%s lands on %s', (path, name, target) => {
  const { pathname } = renderRoute(path);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(name);
  expect(pathname()).toBe(target);
});
