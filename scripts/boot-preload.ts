import type { Plugin } from 'vite';

/** What this module needs of a chunk in the bundle. */
export interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  name?: string;
  isDynamicEntry?: boolean;
  facadeModuleId?: string | null;
  isEntry?: boolean;
  moduleIds?: readonly string[];
  imports?: readonly string[];
  dynamicImports?: readonly string[];
}

const bootModule = /[\\/]src[\\/]boot\.ts$/;
/** The site's own modules: a library's chunk may share a name with another (`dist`, `es`). */
const appModule = /[\\/]src[\\/]/;

/**
 * The boot script imports the app in three steps, evaluated a task apart (src/boot.ts); each step's
 * import would fetch its files only when that step starts, after the previous one has been
 * evaluated, and its module's own imports only once that module has arrived. These are the files
 * of every step, in the order the steps need them, without what the boot script itself imports
 * statically (already there): the boot script asks for them all when the first step starts, a
 * few per task, which costs a phone on a slow link one round trip instead of several (decisions
 * 0012, 0014). Vite's helper lists none for the boot script's imports (vite.config.ts).
 */
export function bootStepFiles(bundle: Record<string, BundleChunk>): {
  boot: string;
  files: string[];
} {
  const chunks = Object.values(bundle).filter((chunk) => chunk.type === 'chunk');
  // The entry is index.html's facade: it imports the chunk that holds the boot script with what
  // it shares with the app (vite.config.ts), and Vite's HTML plugin then names that chunk in the
  // page itself. Without the group, the entry chunk would hold the boot script.
  const holder = chunks.find((chunk) => chunk.moduleIds?.some((id) => bootModule.test(id)));
  const boot = chunks.find(
    (chunk) =>
      chunk.isEntry && holder && (chunk === holder || chunk.imports?.includes(holder.fileName)),
  );
  if (!boot || !holder) throw new Error('boot-preload: no entry chunk holds src/boot.ts');
  const present = withImports(bundle, boot.fileName, new Set());
  const files = new Set<string>();
  for (const step of holder.dynamicImports ?? []) {
    for (const file of withImports(bundle, step, new Set()))
      if (!present.has(file)) files.add(file);
  }
  return { boot: boot.fileName, files: [...files] };
}

/** `fileName` and every file it imports statically, directly or not, added to `into`. */
function withImports(
  bundle: Record<string, BundleChunk>,
  fileName: string,
  into: Set<string>,
): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of bundle[fileName]?.imports ?? []) withImports(bundle, imported, into);
  return into;
}

/**
 * For each chunk the app loads on demand (a page, a deferred section), by its name: its file and
 * what it imports that the boot script and its steps have not fetched already. The prerenderer
 * names a page's own list in the page, and the boot script fetches it with the steps' files
 * (decision 0012), instead of when `main` runs, a round trip later.
 */
export function onDemandFiles(
  bundle: Record<string, BundleChunk>,
  steps: { boot: string; files: readonly string[] },
): Record<string, string[]> {
  const fetched = new Set([...withImports(bundle, steps.boot, new Set()), ...steps.files]);
  const lists: Record<string, string[]> = {};
  for (const chunk of Object.values(bundle)) {
    const own = chunk.isDynamicEntry && appModule.test(chunk.facadeModuleId ?? '');
    if (chunk.type !== 'chunk' || !own || !chunk.name || fetched.has(chunk.fileName)) continue;
    if (chunk.name in lists) {
      throw new Error(`boot-preload: two chunks loaded on demand are named "${chunk.name}"`);
    }
    lists[chunk.name] = [...withImports(bundle, chunk.fileName, new Set())].filter(
      (file) => !fetched.has(file),
    );
  }
  return lists;
}

/**
 * What the client build leaves in dist/ for the prerenderer (scripts/build.mjs), which writes the
 * lists into the pages: `app`, the steps' files (`bootStepFiles(…).files`), the same on every
 * page; `pages`, each on-demand chunk's files (`onDemandFiles`), by chunk name.
 */
const bootFilesAsset = 'boot-files.json';

/** Lists the files for the prerenderer (`bootFilesAsset`) once the client bundle is written. */
export function bootPreload(): Plugin {
  return {
    name: 'boot-preload',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const chunks = bundle as unknown as Record<string, BundleChunk>;
      const steps = bootStepFiles(chunks);
      this.emitFile({
        type: 'asset',
        fileName: bootFilesAsset,
        source: JSON.stringify({ app: steps.files, pages: onDemandFiles(chunks, steps) }),
      });
    },
  };
}
