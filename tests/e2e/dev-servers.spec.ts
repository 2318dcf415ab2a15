import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentSecurityPolicy } from '../../scripts/build/headers.ts';
import { cmsFolders } from '../../scripts/cms/local-backend.ts';
import { projectCopy } from '../../scripts/check/project-copy.ts';
import { startDevServer } from './dev-server';
import { expect, test, uniqueToken } from './fixtures';

// The development servers (`npm run dev`, `npm run cms`) in a copy of the project holding the
// secrets a developer's checkout holds (.dev.vars, .env) and a .git folder: what a page of
// another site, another local web app or HTML pasted into content can get from them.

const SECRET = uniqueToken();
const SCRIPTS = ['dev', 'cms'] as const;

type Server = Awaited<ReturnType<typeof startDevServer>>;

test.describe('the development servers', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let dir: string;
  const servers = {} as Record<(typeof SCRIPTS)[number], Server>;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dir = projectCopy('cms-e2e-');
    for (const file of ['.dev.vars', '.env', '.env.local', '.git/config']) {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), `GITHUB_CLIENT_SECRET=${SECRET}\n`);
    }
    servers.dev = await startDevServer(dir, 'dev');
    servers.cms = await startDevServer(dir, 'cms', '/admin/');
  });
  test.afterAll(async () => {
    await Promise.all(Object.values(servers).map((server) => server.close()));
    rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  });

  for (const script of SCRIPTS) {
    test(`npm run ${script} serves the site but no secret, none of the project's other files and nothing else on the computer`, async ({
      request,
    }) => {
      const { url } = servers[script];
      expect((await request.get(`${url}/`)).status()).toBe(200);
      expect((await request.get(`${url}/src/boot.ts`)).status()).toBe(200);
      const refused = [
        ...['/.dev.vars', '/.env', '/.env.local', '/.git/config'].flatMap((file) => [
          file,
          `${file}?raw`,
          `${file}?import`,
          `/@fs${dir}${file}`,
        ]),
        '/@fs/etc/passwd',
        '/package.json',
        '/package.json?raw',
        `/@fs${dir}/package.json`,
        '/vite.config.ts',
        '/scripts/cms/dev.ts',
        '/content/firm.json',
      ];
      for (const path of refused) {
        const response = await request.get(`${url}${path}`);
        expect.soft([403, 404], path).toContain(response.status());
        expect.soft(await response.text(), path).not.toContain(SECRET);
      }
    });

    test(`npm run ${script}: the page runs under the public pages' policy, and an onerror pasted into it does not run`, async ({
      page,
      problems,
    }) => {
      const { url } = servers[script];
      // A cold server may find a dependency late, bundle again and answer the page's first requests
      // 504 "Outdated Optimize Dep", then reload it: Vite's own way, not a policy's.
      problems.allow(
        /^HTTP 504: GET .*\/node_modules\/\.vite\/deps\//,
        /\(Outdated Optimize Dep\)$/,
      );
      const connected = page.waitForEvent('console', (m) => m.text().includes('[vite] connected'));
      const response = await page.goto(`${url}/`);
      expect(response!.headers()['content-security-policy']).toBe(
        contentSecurityPolicy({ emailOrigin: process.env.VITE_EMAILJS_ORIGIN }),
      );
      // The app renders (Fast Refresh's preamble ran) and the live-reload connection is open.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      await connected;
      expect(problems.unexpected(), 'no policy violation while the page starts').toEqual([]);

      problems.allow(/inline event handler violates the following Content Security Policy/);
      const ran = await page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            document.body.insertAdjacentHTML(
              'beforeend',
              '<img src="data:," onerror="document.body.dataset.pasted = \'ran\'">',
            );
            // Runs after the pasted handler would have.
            document.body.lastElementChild!.addEventListener('error', () =>
              resolve(document.body.dataset.pasted === 'ran'),
            );
          }),
      );
      expect(ran).toBe(false);
    });
  }

  test('npm run cms: the local backend answers the content manager only, within the folders its settings name', async ({
    request,
  }) => {
    const { url } = servers.cms;
    const own = { Origin: url };
    /** A POST to the local backend's API, with the headers given (Host and Origin included). */
    const post = async (data: unknown, headers: Record<string, string> = own) => {
      const response = await request.post(`${url}/api/v1`, { data, headers });
      return { status: response.status(), text: await response.text() };
    };
    const folders = cmsFolders(readFileSync(join(dir, 'public', 'admin', 'config.yml'), 'utf8'));
    const image = (path: string) => ({
      action: 'persistMedia',
      params: {
        branch: 'main',
        asset: { path, content: Buffer.from(SECRET).toString('base64'), encoding: 'base64' },
        options: { commitMessage: 'upload' },
      },
    });

    // The CMS's own requests: a read and an upload in each folder its settings name.
    const firm = folders.find((folder) => folder.endsWith('.json'))!;
    const readFirm = { action: 'getEntry', params: { branch: 'main', path: firm } };
    const read = await post(readFirm);
    expect(read.status).toBe(200);
    expect(JSON.parse(read.text).data).toBe(readFileSync(join(dir, firm), 'utf8'));
    for (const folder of folders.filter((folder) => !folder.endsWith('.json'))) {
      const file = `${folder}/${SECRET}.txt`;
      expect((await post(image(file))).status, file).toBe(200);
      expect(readFileSync(join(dir, file), 'utf8'), file).toBe(SECRET);
    }

    // Another origin or host name: refused, even for the CMS's own files.
    const others: Record<string, string>[] = [
      { Origin: `http://localhost:${new URL(url).port}` },
      { Origin: 'http://127.0.0.1:1' },
      { Origin: 'null' },
      {},
      { ...own, Host: `localhost:${new URL(url).port}` },
    ];
    for (const headers of others)
      expect.soft((await post(readFirm, headers)).status, JSON.stringify(headers)).toBe(403);

    // Outside those folders: no write, no read.
    const [folder] = folders;
    const up = folder!.replace(/[^/]+/g, '..');
    const writes = [
      'scripts/pasted.mjs',
      `${folder}/${up}/scripts/pasted.mjs`,
      `${dir}/scripts/pasted.mjs`,
      `${folder}/${up.replaceAll('/', '\\')}\\scripts\\pasted.mjs`,
      '.git/hooks/pre-commit',
    ];
    for (const path of writes) expect.soft((await post(image(path))).status, path).toBe(403);
    expect(existsSync(join(dir, 'scripts', 'pasted.mjs'))).toBe(false);
    expect(existsSync(join(dir, '.git', 'hooks'))).toBe(false);
    const reads = [
      { action: 'getEntry', params: { branch: 'main', path: '.git/config' } },
      { action: 'getEntry', params: { branch: 'main', path: `${folder}/${up}/.dev.vars` } },
      { action: 'entriesByFiles', params: { branch: 'main', files: [{ path: '.env' }] } },
      { action: 'getMediaFile', params: { branch: 'main', path: 'package.json' } },
      { action: 'getMedia', params: { branch: 'main', mediaFolder: '.' } },
      {
        action: 'entriesByFolder',
        params: { branch: 'main', folder: 'scripts', extension: 'mjs', depth: 1 },
      },
    ];
    for (const body of reads) {
      const answer = await post(body);
      expect.soft(answer.status, JSON.stringify(body)).toBe(403);
      expect.soft(answer.text).not.toContain(SECRET);
    }
  });
});
