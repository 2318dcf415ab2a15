// The content the e2e tests' second site is built from: the firm's, with eight short English
// articles more, so English has a second listing page while Japanese and Burmese have one.
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function draftsContent(root) {
  const dir = join(mkdtempSync(join(tmpdir(), 'drafts-')), 'content');
  cpSync(join(root, 'content'), dir, { recursive: true });
  for (let n = 1; n <= 8; n++) {
    const front = [
      `title: Test article ${n}`,
      `summary: A short English article that only the tests publish (${n}).`,
      `published: 2025-01-0${n}`,
      'authors: [ZawMinHtet]',
      'practiceAreas: [employment]',
    ];
    writeFileSync(
      join(dir, 'articles', `test-article-${n}.en.md`),
      `---\n${front.join('\n')}\n---\n\nBody ${n}.\n`,
    );
  }
  return dir;
}
