#!/usr/bin/env node
// `node scripts/check/firm-swap.mjs [command…]`: the firm's launch day in a project copy. In content/
// alone another lawyer replaces the first and the firm takes another name in every language; then
// the content step and the command (default: the Vitest tests) run there and must stay green.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { projectCopy, readJson as json, writeJson } from './project-copy.mjs';

const successor = {
  id: 'TestSuccessor',
  en: 'Daw Test Successor',
  ja: 'テスト・サクセサー',
  my: 'ဒေါ်စမ်းသပ်',
};
const firm = { en: 'Example Law Chambers', ja: 'エグザンプル法律事務所', my: 'နမူနာ ဥပဒေရုံး' };

const copy = projectCopy('firm-swap-');
// A repository of its own: the development servers' tests list the project's files with git.
spawnSync('git', ['init', '-q'], { cwd: copy });

const content = join(copy, 'content');
const files = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
const lawyers = files(join(content, 'lawyers')).map((file) => ({ file, entry: json(file) }));
const [{ file, entry }] = lawyers.sort((a, b) => a.entry.en.order - b.entry.en.order);
const firmFile = join(content, 'firm.json');
const old = json(firmFile);

// Every text that names the lawyer or the firm, in any language, names the new ones.
const swaps = [[entry.en.id, successor.id]];
for (const [lng, texts] of Object.entries(entry)) swaps.push([texts.name, successor[lng]]);
for (const [lng, texts] of Object.entries(old)) if (texts.name) swaps.push([texts.name, firm[lng]]);
for (const path of files(content)) {
  const text = readFileSync(path, 'utf8');
  const swapped = swaps.reduce((s, [from, to]) => s.replaceAll(from, to), text);
  if (swapped !== text) writeFileSync(path, swapped);
}
const lawyerFile = join(dirname(file), `${successor.id}.json`);
renameSync(file, lawyerFile);
const lawyer = json(lawyerFile);
const portrait = `/images/professionals/test-successor${extname(lawyer.en.portrait)}`;
renameSync(join(copy, 'public', lawyer.en.portrait), join(copy, 'public', portrait));
lawyer.en.portrait = portrait;
writeJson(lawyerFile, lawyer);
const facts = json(firmFile);
for (const lng of Object.keys(facts)) facts[lng].name = firm[lng];
facts.en.shortName = 'Example';
writeJson(firmFile, facts);

console.log(`The firm's launch day in ${copy}: ${swaps.map(([a, b]) => `${a} → ${b}`).join(', ')}`);
const run = (command, args) =>
  spawnSync(command, args, { cwd: copy, stdio: 'inherit', env: process.env }).status ?? 1;
const [command, ...args] =
  process.argv.length > 2 ? process.argv.slice(2) : ['npx', 'vitest', 'run'];
process.exitCode =
  run(process.execPath, ['--import', 'tsx', 'scripts/content/content.ts']) || run(command, args);
if (process.exitCode === 0) rmSync(copy, { recursive: true, force: true });
