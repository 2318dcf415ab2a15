// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { onRequestGet } from '../../functions/api/auth';

// The content manager's GitHub sign-in on Cloudflare Pages (functions/api/auth.ts): where it
// sends the editor and what it refuses. The whole handshake with Decap runs in Chromium
// (tests/e2e/cms.spec.ts).

const env = { GITHUB_CLIENT_ID: 'client-id', GITHUB_CLIENT_SECRET: 'client-secret' };
const call = (path: string, headers: Record<string, string> = {}, withEnv = env) =>
  onRequestGet({ request: new Request(`https://site.example${path}`, { headers }), env: withEnv });

describe('the GitHub sign-in', () => {
  it('sends the editor to GitHub with the app, a return address here and a state it remembers', async () => {
    const response = await call('/api/auth?provider=github&site_id=site.example&scope=repo');
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
    expect(response.headers.get('Set-Cookie')).toMatch(
      new RegExp(`^cms-oauth-state=${state}; Path=/api/auth; .*HttpOnly; Secure`),
    );
  });

  it('refuses an answer whose state this browser did not start, without asking GitHub', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const response = await call('/api/auth?code=c&state=forged', {
      Cookie: 'cms-oauth-state=mine',
    });
    expect(response.status).toBe(400);
    expect(fetch).not.toHaveBeenCalled();
    const page = await response.text();
    expect(page).toContain('authorization:github:error:');
    expect(page).not.toContain('success');
  });

  it('says so when the site has no OAuth app configured', async () => {
    const response = await call('/api/auth?provider=github', {}, {} as typeof env);
    expect(await response.text()).toContain('GITHUB_CLIENT_ID');
  });

  it('runs its page under a policy that allows only its own script', async () => {
    const response = await call('/api/auth?provider=github', {}, {} as typeof env);
    const nonce = /<script nonce="([^"]+)">/.exec(await response.text())?.[1];
    expect(response.headers.get('Content-Security-Policy')).toContain(
      `script-src 'nonce-${nonce}'`,
    );
  });
});
