// Serves dist/ with Cloudflare Pages' own runtime, `wrangler pages dev`, offline: its URL rules,
// _headers, _redirects and nearest 404.html, as production applies them (docs/decisions/0019).
// CLI (`npm run preview`, Playwright): scripts/serve/site.ts [--port 4173] [--root dist]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PORTS, ROOT } from '../env.ts';
import { isMain, listen, serveFromCli, type Running } from './server';

/** A later date than this wrangler's workerd knows fails to start. */
const COMPATIBILITY_DATE = '2026-04-01';

/** Resolves with `port` (a free one for 0); rejects with EADDRINUSE when it is taken. */
export async function claimPort(port: number) {
  const probe = net.createServer();
  const free = await listen(probe, port);
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

/** Its state and bundles, outside the project, where lint would see them; removed when it stops. */
export const workingFolder = (port: number) => path.join(os.tmpdir(), `wrangler-site-${port}`);

/** Starts the runtime on 127.0.0.1 (`port` 0: any free port) and resolves once it answers. */
export async function startSite(
  { port = PORTS.site, root = path.join(ROOT, 'dist') } = {},
  tries = 3,
): Promise<Running> {
  if (!existsSync(path.join(root, 'index.html')))
    throw new Error(`${root} holds no site: build it first (npm run build).`);
  const sitePort = await claimPort(port);
  const cwd = workingFolder(sitePort);
  mkdirSync(cwd, { recursive: true });
  const wrangler = createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js');
  // Its devtools inspector on a free port too: several may run at once.
  const args = [
    ...['pages', 'dev', path.resolve(root), '--ip', '127.0.0.1', '--port', String(sitePort)],
    ...['--compatibility-date', COMPATIBILITY_DATE, '--log-level', 'error'],
    ...['--inspector-port', String(await claimPort(0)), '--show-interactive-dev-session=false'],
  ];
  // Its own state (a debug log of every response, 2 GB a day of tests and benches; the registry of
  // running workers) goes where XDG_CONFIG_HOME says: its working folder, not the user's ~/.config.
  const child = spawn(process.execPath, [wrangler, ...args], {
    cwd,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', XDG_CONFIG_HOME: cwd },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Its errors tell why it did not start; once it serves, they are the browser's aborted requests.
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${sitePort}`;
  // Left behind, one per free port, the folders would pile up in /tmp.
  const close = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(cwd, { recursive: true, force: true });
  };
  for (const started = Date.now(); Date.now() - started < 60_000; ) {
    if (await fetch(url, { redirect: 'manual' }).then(Boolean, () => false)) {
      child.stderr.removeAllListeners('data').resume();
      return { url, port: sitePort, close } satisfies Running;
    }
    const code = await Promise.race([exited, new Promise((r) => setTimeout(r, 200, 'running'))]);
    if (code === 'running') continue;
    rmSync(cwd, { recursive: true, force: true });
    // A free port claimed for it can be taken before it binds it (its own helpers bind any free
    // port too): another one then.
    if (port === 0 && tries > 1 && errors.includes('Address already in use'))
      return startSite({ port, root }, tries - 1);
    throw new Error(`wrangler pages dev exited (${code}) before serving:\n${errors}`);
  }
  await close();
  throw new Error(`wrangler pages dev did not answer on ${url} within a minute.`);
}

if (isMain(import.meta)) {
  const { values } = parseArgs({
    options: { port: { type: 'string' }, root: { type: 'string', default: 'dist' } },
  });
  const port = Number(values.port ?? process.env.PORT ?? PORTS.site);
  await serveFromCli(
    () => startSite({ port, root: values.root }),
    ({ url }) => `Serving ${values.root}/ with Cloudflare Pages' runtime on ${url}/`,
  );
}
