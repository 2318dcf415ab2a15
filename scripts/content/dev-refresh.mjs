// The content step inside a development server (Vite's): after an edit or a save in the CMS.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ContentError, root } from './load.mjs';
import { writeContent } from './content.mjs';
import { inWords, readSettings } from './words.mjs';

/**
 * For a development server (Vite's): after `before` (if given), rewrites the content and reloads
 * the open page. Returns the content's problems in the content manager's words, none when it
 * passes; with problems, the files the site reads stay as they were and the terminal lists them.
 */
export async function refreshContent(server, before = async () => {}) {
  let problems = [];
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

