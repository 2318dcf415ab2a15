// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { readSettings } from '../../scripts/content/words.ts';

// The staff's guide (docs/editing.md) against the content manager as configured.
const root = join(import.meta.dirname, '..', '..');
const guide = readFileSync(join(root, 'docs', 'editing.md'), 'utf8');
const { collections } = readSettings(
  readFileSync(join(root, 'public', 'admin', 'config.yml'), 'utf8'),
);

test('the guide names the collections the content manager shows, no more and no fewer', () => {
  const listed = /The left column lists what you can edit: (.*?)\.\s+Click/s.exec(guide)?.[1] ?? '';
  const named = [...listed.matchAll(/\*\*(.+?)\*\*/gs)].map((match) =>
    match[1]!.replace(/\s+/g, ' '),
  );
  expect(named.toSorted()).toEqual(collections.map(({ label }) => label).toSorted());
});

test('every picture the guide shows exists', () => {
  const pictures = [...guide.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((match) => match[1]!);
  expect(pictures.length).toBeGreaterThan(0);
  for (const picture of pictures)
    expect(existsSync(join(root, 'docs', picture)), picture).toBe(true);
});
