// Runs in /admin/ beside Decap CMS: a save or deletion that would break the site is refused, saying
// why in the staff's words, and the content's current problems are listed. It wraps Decap's backend,
// so it sees exactly the files a save writes, and runs the build's own check on them; Decap shows
// the thrown error as "Failed to persist entry" and saves nothing (docs/decisions/0029).
import professionals from '../../locales/en/professionals.json';
import icons from '../../src/data/service-icons.json';
import spoken from '../../src/data/spoken-languages.json';
import { languages } from '../../src/data/languages.ts';
import { tokens } from '../../src/views/theme/tokens.ts';
import { checkContent, problemLine, type Files, type Problem } from '../content/check.ts';
import { escapeXml, inWords, readSettings, type Settings } from '../content/words.ts';

// Decap's backend as the guard uses it (decap-cms-core's `Implementation`).
type Loaded = { file: { path: string }; data: string };
type DataFile = { path: string; newPath?: string; raw: string; slug: string };
type Saved = { dataFiles: DataFile[]; assets: { path: string }[] };
type Implementation = {
  allEntriesByFolder?: Implementation['entriesByFolder'];
  entriesByFolder(folder: string, extension: string | undefined, depth: number): Promise<Loaded[]>;
  entriesByFiles(files: { path: string }[]): Promise<Loaded[]>;
  getMedia(folder: string): Promise<{ path: string }[]>;
  persistEntry(entry: Saved, options?: { newEntry?: boolean }): Promise<unknown>;
  deleteFiles(paths: string[], message: string): Promise<unknown>;
  authenticate(...args: unknown[]): Promise<unknown>;
  restoreUser(...args: unknown[]): Promise<unknown>;
};
type Content = {
  entries: Map<string, string>;
  media: Set<string>;
  folders: string[];
  taken?: string[];
};

const vocabulary = {
  codes: languages.map((language) => language.code),
  titles: Object.keys(professionals.titles),
  icons: Object.keys(icons),
  spoken: Object.keys(spoken),
};
const contentDir = 'content';

// The settings as Decap reads them.
const settings = fetch('/admin/config.yml')
  .then((response) => response.text())
  .then(readSettings);

/** The folders of public/ whose files the content names, as the backend's paths. */
const mediaFolders = ({ media_folder: main, collections }: Settings) => [
  main,
  ...[...JSON.stringify(collections).matchAll(/"media_folder":"\/?([^"]+)"/g)].map((m) => m[1]!),
];

/** Every entry's file (`content/…` → its text) and every file of the media folders. */
async function readAll(backend: Implementation): Promise<Content> {
  const given = await settings;
  const folders = mediaFolders(given);
  const files = given.collections.flatMap((c) => c.files ?? []).map(({ file }) => ({ path: file }));
  // GitHub's entriesByFolder gives the first 20 files; its allEntriesByFolder gives all.
  const byFolder = backend.allEntriesByFolder ?? backend.entriesByFolder;
  const read = await Promise.all([
    ...given.collections.flatMap((c) =>
      c.folder ? [byFolder.call(backend, c.folder, c.extension, 1)] : [],
    ),
    backend.entriesByFiles(files),
  ]);
  const media = await Promise.all(folders.map((f) => backend.getMedia(f).catch(() => [])));
  return {
    entries: new Map(read.flat().map(({ file, data }) => [file.path, data])),
    media: new Set(media.flat().map(({ path }) => path)),
    folders,
  };
}

/** The check's problems of the content in `entries`, as lines (`problemLine`) and objects. */
function problemsOf({ entries, media, folders }: Content) {
  const inside = (folder: string) =>
    [...entries.keys()]
      .filter((path) => path.startsWith(`${contentDir}/${folder}/`))
      .map((path) => path.slice(contentDir.length + folder.length + 2))
      .filter((name) => !name.includes('/'));
  const files: Files = {
    dir: contentDir,
    list: inside,
    read(path: string) {
      const text = entries.get(`${contentDir}/${path}`);
      if (text === undefined) throw new Error('the file is missing');
      return text;
    },
    // A file outside the media folders is taken as there: the build still checks it.
    has: (path) =>
      media.has(`public${path}`) ||
      !folders.some((folder) => `public${path}`.startsWith(`${folder}/`)),
  };
  return checkContent(files, { ...vocabulary, drafts: true }).problems;
}

// The names a new entry would take from another: Decap names it `<name>-1` when `<name>` is taken,
// but sees only the entries it loaded and, for an update (a file per language), a path without the
// language: it would write over the files.
function takenNames(content: Content, dataFiles: DataFile[]) {
  const names = dataFiles.flatMap(({ path, slug }) => {
    if (content.entries.has(path)) return [slug];
    const name = /^(.+)-\d+$/.exec(slug)?.[1];
    return name && content.entries.has(path.replace(slug, name)) ? [name] : [];
  });
  return [...new Set(names)];
}

/** The panel that lists problems in /admin/: `heading`, the lines, and a close button. */
function show(id: string, heading: string, lines: string[]) {
  document.getElementById(id)?.remove();
  if (lines.length === 0) return;
  const panel = Object.assign(document.createElement('section'), { id, role: 'alert' });
  panel.setAttribute('aria-labelledby', `${id}-heading`);
  const { color } = tokens;
  panel.style.cssText = `position: fixed; inset-inline: 1rem; bottom: 1rem; z-index: 10000;
    max-height: 40vh; overflow: auto; padding: 1rem 1.25rem; font: 15px/1.5 system-ui, sans-serif;
    background: ${color.surfaceRaised}; color: ${color.text}; border: 2px solid ${color.error};
    border-radius: ${tokens.radius.md}`;
  // Every text escaped: the lines quote what the staff typed.
  panel.innerHTML = `<h2 id="${id}-heading" style="font: bold 17px/1.4 system-ui, sans-serif">
    ${escapeXml(heading)}</h2><ul>${lines.map((line) => `<li>${escapeXml(line)}</li>`).join('')}</ul>
    <button type="button">Close</button>`;
  panel.querySelector('button')!.addEventListener('click', () => panel.remove());
  document.body.append(panel);
}

/** Lists the problems the content has now (a hand edit, a save before this check existed). */
async function showCurrent(backend: Implementation) {
  const words = await wordsOf(problemsOf(await readAll(backend)));
  show('content-problems', 'The site cannot be published until these are corrected', words);
}

const wordsOf = async (problems: Problem[]) => {
  const given = await settings;
  return [...new Set(problems.map((problem) => inWords(problem, given)))];
};

/** Refuses `change` of the content when it adds a problem, saying which, in the panel and notice. */
async function refuseBreaking(backend: Implementation, change: (after: Content) => void) {
  const before = await readAll(backend);
  const after: Content = {
    ...before,
    entries: new Map(before.entries),
    media: new Set(before.media),
  };
  change(after);
  const known = new Set(problemsOf(before).map(problemLine));
  const added = problemsOf(after).filter((problem) => !known.has(problemLine(problem)));
  const taken = after.taken ?? [];
  if (added.length === 0 && taken.length === 0) return;
  const lines = [
    ...taken.map(
      (name) => `Another entry is already saved as "${name}": choose another web address name.`,
    ),
    ...(await wordsOf(added)),
  ];
  show('content-refused', 'Not saved: the site would break', lines);
  throw new Error(`Not saved, the site would break. ${lines.join(' · ')}`);
}

/** Decap's backend `implementation`, with its writes checked first. */
function guarded(implementation: Implementation) {
  const { persistEntry, deleteFiles, authenticate, restoreUser } = implementation;
  const refresh = () => void showCurrent(implementation).catch(console.error);
  return Object.assign(implementation, {
    async persistEntry(entry: Saved, options?: { newEntry?: boolean }) {
      await refuseBreaking(implementation, (after) => {
        if (options?.newEntry) after.taken = takenNames(after, entry.dataFiles);
        for (const { path, newPath, raw } of entry.dataFiles) {
          if (newPath) after.entries.delete(path);
          after.entries.set(newPath ?? path, raw);
        }
        for (const asset of entry.assets) after.media.add(asset.path);
      });
      document.getElementById('content-refused')?.remove();
      return persistEntry.call(implementation, entry, options).finally(refresh);
    },
    async deleteFiles(paths: string[], message: string) {
      await refuseBreaking(implementation, (after) => {
        for (const path of paths) after.entries.delete(path);
      });
      return deleteFiles.call(implementation, paths, message).finally(refresh);
    },
    // Once signed in, the content can be read: its current problems are listed.
    authenticate: (...args: unknown[]) => authenticate.apply(implementation, args).finally(refresh),
    restoreUser: (...args: unknown[]) => restoreUser.apply(implementation, args).finally(refresh),
  });
}

type Backend = { init(...args: unknown[]): Implementation };
const { CMS } = window as unknown as { CMS: { getBackend(name: string): Backend } };
for (const name of ['github', 'proxy']) {
  const backend = CMS.getBackend(name);
  const { init } = backend;
  backend.init = (...args) => guarded(init(...args));
}
