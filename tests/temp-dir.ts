import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A run's temporary folders (content copies, outboxes) in one, removed when the run ends: left
// behind, they pile up in /tmp, which every wrangler server's file watcher then lists.
export default function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'vitest-'));
  process.env.TMPDIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
