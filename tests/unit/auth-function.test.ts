// @vitest-environment node
import vm from 'node:vm';
import { expect, it, vi } from 'vitest';
import { onRequestGet } from '../../functions/api/auth';

// The content manager's GitHub sign-in: where it sends the editor, what it refuses and whom its
// window tells. The whole handshake with Decap runs in Chromium (tests/e2e/cms.spec.ts).

const env = { GITHUB_CLIENT_ID: 'client-id', GITHUB_CLIENT_SECRET: 'client-secret' };
const call = (path: string, headers: Record<string, string> = {}, withEnv: object = env) =>
  onRequestGet({ request: new Request(`https://site.example${path}`, { headers }), env: withEnv });

const STATE_COOKIE = /^(__Host-cms-oauth-state)=([^;]+); Path=\/; /;
const CLEARED = /^__Host-cms-oauth-state=; Path=\/; Max-Age=0; HttpOnly; Secure/;

/** Starts a sign-in and comes back from GitHub with `answer` (code or error) and the cookie. */
async function comeBack(answer: Record<string, string>, withEnv: object = env) {
  const start = await call('/api/auth?provider=github', {}, withEnv);
  const [, name, state] = STATE_COOKIE.exec(start.headers.get('Set-Cookie')!)!;
  const query = new URLSearchParams({ ...answer, state: state! });
  return call(`/api/auth?${query}`, { Cookie: `other=1; ${name}=${state}` }, withEnv);
}

/** Runs the sign-in window's page with a stand-in for the /admin/ window that opened it. */
async function openWindow(response: Response) {
  const script = /<script nonce="[^"]+">([\s\S]*)<\/script>/.exec(await response.text())![1]!;
  const posted: [unknown, string][] = [];
  let onMessage: (event: { origin: string; data: unknown }) => void = () => {};
  vm.runInNewContext(script, {
    window: { opener: { postMessage: (data: unknown, to: string) => posted.push([data, to]) } },
    addEventListener: (_type: string, listener: typeof onMessage) => (onMessage = listener),
  });
  const pinged = posted.splice(0).map(([, to]) => to);
  /** The /admin/ window's answer to the ping, as Decap sends it, from `origin`. */
  const answerFrom = (origin: string) => {
    onMessage({ origin, data: 'authorizing:github' });
    return posted.splice(0);
  };
  return { pinged, answerFrom };
}

it('sends the editor to GitHub with the app, a return address here, a state it remembers and the default scope, whatever ?scope= asks', async () => {
  const query = 'provider=github&site_id=site.example&scope=repo,delete_repo,admin:org,user';
  const response = await call(`/api/auth?${query}`);
  expect(response.status).toBe(302);
  const consent = new URL(response.headers.get('Location')!);
  expect(consent.origin + consent.pathname).toBe('https://github.com/login/oauth/authorize');
  const state = consent.searchParams.get('state');
  expect(Object.fromEntries(consent.searchParams)).toEqual({
    client_id: 'client-id',
    redirect_uri: 'https://site.example/api/auth',
    scope: 'repo',
    state,
  });
  const cookie = response.headers.get('Set-Cookie')!;
  expect(cookie, 'a __Host- cookie: this host only, https, the whole site').toMatch(
    new RegExp(`^__Host-cms-oauth-state=${state}; Path=/; .*HttpOnly; Secure`),
  );
  expect(cookie).not.toMatch(/Domain/i);
});

it('asks GitHub for the configured scope only, whatever ?scope= asks', async () => {
  const withScope = { ...env, GITHUB_OAUTH_SCOPE: 'public_repo' };
  const response = await call('/api/auth?provider=github&scope=repo,delete_repo', {}, withScope);
  expect(new URL(response.headers.get('Location')!).searchParams.get('scope')).toBe('public_repo');
});

it('refuses a configured scope outside repo and public_repo, without sending anyone to GitHub', async () => {
  const scope = { ...env, GITHUB_OAUTH_SCOPE: 'repo,admin:org' };
  const response = await call('/api/auth?provider=github', {}, scope);
  expect(response.headers.get('Location')).toBeNull();
  expect(await response.text()).toContain('GITHUB_OAUTH_SCOPE must be repo or public_repo');
});

it('refuses an answer whose state this browser did not start, without asking GitHub', async () => {
  const fetch = vi.spyOn(globalThis, 'fetch');
  const response = await call('/api/auth?code=c&state=forged', {
    Cookie: '__Host-cms-oauth-state=mine',
  });
  expect(response.status).toBe(400);
  expect(fetch).not.toHaveBeenCalled();
  const page = await response.text();
  expect(page).toContain('authorization:github:error:');
  expect(page).not.toContain('success');
});

it('reports a sign-in cancelled on GitHub to the content manager instead of asking again', async () => {
  const fetch = vi.spyOn(globalThis, 'fetch');
  const response = await comeBack({
    error: 'access_denied',
    error_description: 'The user has denied your application access.',
  });
  expect(response.headers.get('Location')).toBeNull();
  expect(response.headers.get('Set-Cookie')).toMatch(CLEARED);
  expect(fetch).not.toHaveBeenCalled();
  const { answerFrom } = await openWindow(response);
  const [[message]] = answerFrom('https://site.example') as [[string, string]];
  expect(message).toMatch(/^authorization:github:error:/);
  expect(message).toContain('The user has denied your application access.');
});

it.each([
  ['a network failure', () => Promise.reject(new TypeError('fetch failed'))],
  ['a 500 answer', async () => new Response('Unicorn', { status: 500 })],
  [
    'an error in JSON',
    async () =>
      Response.json({
        error: 'bad_verification_code',
        error_description: 'The code passed is incorrect or expired.',
      }),
  ],
])(
  'answers %s of the token exchange with an error page and clears the state',
  async (_, answer) => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(answer);
    const response = await comeBack({ code: 'granted' });
    expect(response.status).toBe(502);
    expect(response.headers.get('Set-Cookie')).toMatch(CLEARED);
    const { answerFrom } = await openWindow(response);
    const [[message]] = answerFrom('https://site.example') as [[string, string]];
    expect(message).toMatch(/^authorization:github:error:\{"message":"GitHub .+"\}$/);
  },
);

it('hands the token only to a /admin/ window on one of the site’s origins, addressed to that origin', async () => {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ access_token: 'the-token' }));
  const withPreview = { ...env, CMS_ORIGINS: 'https://preview.site.pages.dev/, not an origin' };
  const response = await comeBack({ code: 'granted' }, withPreview);
  expect(response.status).toBe(200);
  expect(response.headers.get('Set-Cookie')).toMatch(CLEARED);
  const { pinged, answerFrom } = await openWindow(response);
  const site = [
    'https://site.example',
    'https://www.site.example',
    'https://preview.site.pages.dev',
  ];
  expect(pinged).toEqual(site);
  for (const origin of site)
    expect(answerFrom(origin)).toEqual([
      [`authorization:github:success:{"token":"the-token","provider":"github"}`, origin],
    ]);
  expect(answerFrom('https://attacker.example')).toEqual([]);
  expect(answerFrom('http://site.example')).toEqual([]);
});

it('says so when the site has no OAuth app configured, on a page whose policy allows only its own script', async () => {
  const response = await call('/api/auth?provider=github', {}, {});
  const page = await response.text();
  expect(page).toContain('GITHUB_CLIENT_ID');
  const nonce = /<script nonce="([^"]+)">/.exec(page)?.[1];
  expect(response.headers.get('Content-Security-Policy')).toContain(`script-src 'nonce-${nonce}'`);
});
