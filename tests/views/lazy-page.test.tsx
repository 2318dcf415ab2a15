import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { lazyPage } from '../../src/views/lazy-page';
import { deferred } from '../deferred';

function Greeting({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

describe('lazyPage: route-level code splitting', () => {
  test('before its chunk is there the page shows the fallback, then itself', async () => {
    const chunk = deferred<typeof Greeting>();
    const Page = lazyPage(() => chunk.promise, <p role="status">Loading…</p>);
    render(<Page name="Yangon" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    chunk.resolve(Greeting);
    expect(await screen.findByRole('heading', { name: 'Hello Yangon' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  test('once preloaded it renders in the first pass, with no fallback (what hydration needs)', async () => {
    let loads = 0;
    const Page = lazyPage(
      async () => {
        loads += 1;
        return Greeting;
      },
      <p role="status">Loading…</p>,
    );
    await Page.preload();
    await Page.preload();
    render(<Page name="Mandalay" />);
    // Synchronously there: no await between render and the assertion.
    expect(screen.getByRole('heading', { name: 'Hello Mandalay' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loads, 'the chunk is fetched once').toBe(1);
  });
});
