import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ContentError, root } from './load.mjs';
import { writeContent } from './content.mjs';
import { inWords, readSettings } from './words.mjs';

// The content step inside Vite's development server: after `before`, rewrites the content and
// reloads the page. Returns the problems in the CMS's words; with problems, the site's files stay.
export async function refreshContent(server, before = async () => {}) {
  let problems = [];
  try {
    await before();
    writeContent();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    server.config.logger.error(error.message);
    const settings = readSettings(readFileSync(join(root, 'public', 'admin', 'config.yml'), 'utf8'));
    problems = [...new Set(error.problems.map((problem) => inWords(problem, settings)))];
  }
  server.ws.send({ type: 'full-reload' });
  return problems;
}
