// @vitest-environment node
import { cpSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { cmsJson, outOfOrder } from '../../scripts/content/order.ts';
import { readJson } from '../../scripts/check/project-copy.ts';

const root = join(import.meta.dirname, '..', '..');
const reversed = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).reverse());

describe('entries are written as the content manager writes them', () => {
  const lawyers = join(root, 'content', 'lawyers');
  const [name] = readdirSync(lawyers);
  const entry = readJson<Record<string, Record<string, unknown>>>(join(lawyers, name!));

  test('a part of more than eight fields has one order, whatever order it was read in', () => {
    const en = entry.en!;
    expect(Object.keys(en).length).toBeGreaterThan(8);
    expect(cmsJson({ ...entry, en: reversed(en) })).toBe(cmsJson(entry));
  });

  test('a part of eight fields or fewer keeps the order it was read in', () => {
    const small = Object.fromEntries(Object.entries(entry.en!).slice(0, 8));
    expect(Object.keys(JSON.parse(cmsJson(reversed(small))))).toEqual(Object.keys(small).reverse());
  });

  test('a file out of that order is named, and written in it, a one-field edit then being one line', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'order-')), 'content');
    cpSync(join(root, 'content'), dir, { recursive: true });
    const file = join(dir, 'lawyers', name!);
    writeFileSync(file, JSON.stringify({ ...entry, en: reversed(entry.en!) }, null, 2));
    const [found, ...others] = outOfOrder(dir).filter((f) => f.file === file);
    expect(others).toEqual([]);
    writeFileSync(file, found!.text);
    expect(outOfOrder(dir).map((f) => f.file)).not.toContain(file);
    const edited = cmsJson({ ...entry, en: { ...entry.en, name: 'Another Name' } }).split('\n');
    const changed = found!.text.split('\n').filter((line, i) => line !== edited[i]);
    expect(changed).toHaveLength(1);
  });
});
