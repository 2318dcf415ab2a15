import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { render as prerender } from '../../src/entry-server';
import { readEmbedded } from '../../src/i18n/resources';
import { Root } from '../../src/views/Root';
import { RenderedYear, useCurrentYear } from '../../src/views/use-current-year';
import { createTestI18n, enResources } from './render';

// Issue 19 item 5: a page prerendered in one year and opened in the next hydrates without a
// mismatch (React #418), then shows the visitor's year.

const builtIn = new Date(2030, 5, 15);
const visitedOn = new Date(2031, 0, 1, 9);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  document.getElementById('i18n-resources')?.remove();
});

/** Renders the year it is given by the hook, and notes each one. */
function Probe({ seen }: { seen: number[] }) {
  const year = useCurrentYear();
  seen.push(year);
  return <p>{year}</p>;
}

describe('useCurrentYear', () => {
  test('hydrating, it gives the year the HTML was rendered in, then the current year', async () => {
    vi.setSystemTime(visitedOn);
    const ui = (seen: number[]) => (
      <RenderedYear value={2030}>
        <Probe seen={seen} />
      </RenderedYear>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui([]));
    document.body.append(container);
    expect(container).toHaveTextContent('2030');
    const seen: number[] = [];
    const onRecoverableError = vi.fn();

    render(ui(seen), { container, hydrate: true, onRecoverableError });

    await waitFor(() => expect(container).toHaveTextContent('2031'));
    expect(seen[0]).toBe(2030);
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  test('rendering afresh, or with no rendered year, it gives the current year at once', () => {
    vi.setSystemTime(visitedOn);
    const seen: number[] = [];
    render(
      <RenderedYear value={2030}>
        <Probe seen={seen} />
      </RenderedYear>,
    );
    expect(renderToString(<Probe seen={[]} />)).toBe('<p>2031</p>');
    expect(seen).toEqual([2031]);
  });
});

test('a page prerendered in 2030 and opened on 1 January 2031 hydrates cleanly, then shows 2031', async () => {
  vi.setSystemTime(builtIn);
  const page = prerender('/professionals', 'en', enResources);
  expect(page.html).toContain('© 2030 Lotus Bridge Legal');
  expect(page.html).toContain('25 years of experience');

  vi.setSystemTime(visitedOn);
  document.head.insertAdjacentHTML('beforeend', page.embeddedScript);
  const container = document.createElement('div');
  container.innerHTML = page.html;
  document.body.append(container);
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/professionals']}>{children}</MemoryRouter>
  );
  const consoleError = vi.spyOn(console, 'error');
  const onRecoverableError = vi.fn();

  render(
    <Root i18n={createTestI18n()} router={Router} renderedYear={readEmbedded(document)?.year} />,
    { container, hydrate: true, onRecoverableError },
  );

  await waitFor(() => expect(screen.getByText(/© 2031 Lotus Bridge Legal/)).toBeInTheDocument());
  expect(screen.getByText('26 years of experience')).toBeInTheDocument();
  expect(screen.getByText('19 years of experience')).toBeInTheDocument();
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(consoleError).not.toHaveBeenCalled();
});
