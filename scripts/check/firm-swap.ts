// `npx tsx scripts/check/firm-swap.ts [command…]`: the firm's launch day in a project copy. In content/
// alone another lawyer replaces the first and the firm takes another name in every language; then
// the content step and the command (default: the Vitest tests) run there and must stay green.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { editJson, projectCopy, readJson } from './project-copy';

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
const files = readdirSync(content, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name));
const order = (file: string) => readJson(file).en.order;
const [file = ''] = files
  .filter((f) => f.includes('/lawyers/'))
  .sort((a, b) => order(a) - order(b));
const entry = readJson(file);
const firmFile = join(content, 'firm.json');
const lng = (code: string) => code as keyof typeof firm;

// Every text that names the lawyer or the firm, in any language, names the new ones.
const swaps = [[entry.en.id, successor.id]];
for (const [code, texts] of Object.entries(entry))
  swaps.push([String(texts.name), successor[lng(code)]]);
for (const [code, texts] of Object.entries(readJson(firmFile)))
  if (texts.name) swaps.push([String(texts.name), firm[lng(code)]]);
for (const path of files) {
  const text = readFileSync(path, 'utf8');
  const swapped = swaps.reduce((s, [from, to]) => s.replaceAll(from!, to!), text);
  if (swapped !== text) writeFileSync(path, swapped);
}
const lawyerFile = join(content, 'lawyers', `${successor.id}.json`);
renameSync(file, lawyerFile);
editJson(lawyerFile, (lawyer) => {
  const portrait = `/images/professionals/test-successor${extname(lawyer.en.portrait)}`;
  renameSync(join(copy, 'public', lawyer.en.portrait), join(copy, 'public', portrait));
  lawyer.en.portrait = portrait;
});
editJson(firmFile, (facts) => {
  for (const code of Object.keys(facts)) facts[code]!.name = firm[lng(code)];
  facts.en.shortName = 'Example';
});

console.log(`The firm's launch day in ${copy}: ${swaps.map(([a, b]) => `${a} → ${b}`).join(', ')}`);
const run = (command: string, args: string[]) =>
  spawnSync(command, args, { cwd: copy, stdio: 'inherit' }).status ?? 1;
const [command = 'npx', ...args] =
  process.argv.length > 2 ? process.argv.slice(2) : ['npx', 'vitest', 'run'];
process.exitCode =
  run(process.execPath, ['--import', 'tsx', 'scripts/content/content.ts']) || run(command, args);
if (process.exitCode === 0) rmSync(copy, { recursive: true, force: true });
