// `npm run content`: checks the content, then writes the translation files and the facts modules;
// nothing is written until every entry passes.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ViteDevServer } from 'vite';
import { factsModules } from './facts-modules.ts';
import { ContentError, codes, loadContent, root } from './load.ts';
import { localeFiles } from './locale-files.ts';
import { inWords, readSettings } from './words.ts';

export function writeContent() {
  const content = loadContent();
  for (const warning of content.warnings) console.warn(`Warning: ${warning}`);
  const localesDir = join(root, 'public', 'locales');
  // Replaced in place, then the stale removed: the dev server reading meanwhile never misses one.
  for (const [lng, files] of Object.entries(localeFiles(content))) {
    const dir = join(localesDir, lng);
    mkdirSync(dir, { recursive: true });
    for (const [ns, texts] of Object.entries(files))
      writeFileSync(join(dir, `${ns}.json`), `${JSON.stringify(texts, null, 2)}\n`);
    for (const name of readdirSync(dir))
      if (!Object.hasOwn(files, basename(name, '.json')))
        rmSync(join(dir, name), { recursive: true });
  }
  for (const name of readdirSync(localesDir).filter((name) => !codes.some((c) => c === name)))
    rmSync(join(localesDir, name), { recursive: true });
  const generated = join(root, 'src', 'data', 'generated');
  mkdirSync(generated, { recursive: true });
  for (const [name, module] of factsModules(content)) {
    const target = join(generated, name);
    // Rewritten only when it changes, so the development server does not reload for nothing.
    if (!existsSync(target) || readFileSync(target, 'utf8') !== module)
      writeFileSync(target, module);
  }
  return content;
}

export function writeContentOrExit() {
  try {
    return writeContent();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

// The content step inside Vite's development server: after `before`, rewrites the content and
// reloads the page. Returns the problems in the CMS's words; with problems, the site's files stay.
export async function refreshContent(server: ViteDevServer, before = async () => {}) {
  let problems: string[] = [];
  try {
    await before();
    writeContent();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    server.config.logger.error(error.message);
    const settings = readSettings(
      readFileSync(join(root, 'public', 'admin', 'config.yml'), 'utf8'),
    );
    problems = [...new Set(error.problems.map((problem) => inWords(problem, settings)))];
  }
  server.ws.send({ type: 'full-reload' });
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) writeContentOrExit();
