import { render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { lazyPage } from '../../src/views/lazy-page';
import { deferred } from '../deferred';

function Greeting({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}
const fallback = <p role="status">Loading…</p>;

test('before its chunk is there the page shows the fallback, then itself', async () => {
  const chunk = deferred<typeof Greeting>();
  const Page = lazyPage(() => chunk.promise, fallback);
  render(<Page name="Yangon" />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  chunk.resolve(Greeting);
  expect(await screen.findByRole('heading', { name: 'Hello Yangon' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('once preloaded it renders in the first pass, with no fallback (what hydration needs)', async () => {
  const load = vi.fn(async () => Greeting);
  const Page = lazyPage(load, fallback);
  await Page.preload();
  await Page.preload();
  render(<Page name="Mandalay" />);
  // Synchronously there: no await between render and the assertion.
  expect(screen.getByRole('heading', { name: 'Hello Mandalay' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(load, 'the chunk is fetched once').toHaveBeenCalledTimes(1);
});
