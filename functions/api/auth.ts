// GET /api/auth: signs Decap CMS in to GitHub (docs/decisions/0026). The sign-in window goes to
// GitHub's consent page and back here with a code, which this trades for a token with the OAuth
// app's secret and hands to the /admin/ window by Decap's postMessage handshake.

interface Env {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** `repo` (a private repository, the default) or `public_repo`; never what the query asks. */
  GITHUB_OAUTH_SCOPE?: string;
  /** Further origins /admin/ may be opened on (previews), comma separated. */
  CMS_ORIGINS?: string;
}

// Ties GitHub's answer to the request this browser started; `__Host-`: only this host, over https.
const STATE_COOKIE = '__Host-cms-oauth-state';
const SCOPES = ['repo', 'public_repo'];

/** What the /admin/ window is told; an error's status is 400 unless GitHub's side failed. */
type Outcome = { token: string } | { error: string; status?: number };

export async function onRequestGet({ request, env }: { request: Request; env: Env }) {
  const url = new URL(request.url);
  const { GITHUB_CLIENT_ID: clientId, GITHUB_CLIENT_SECRET: clientSecret } = env;
  const scope = env.GITHUB_OAUTH_SCOPE?.trim() || 'repo';
  const origins = siteOrigins(url, env);
  const fail = (error: string) => handOver(origins, { error });
  if (!clientId || !clientSecret)
    return fail(
      'The site has no GitHub sign-in configured (GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET).',
    );
  if (!SCOPES.includes(scope)) return fail(`GITHUB_OAUTH_SCOPE must be ${SCOPES.join(' or ')}.`);
  const code = url.searchParams.get('code');
  const refused = url.searchParams.get('error');
  if (!code && !refused) {
    const state = crypto.randomUUID();
    const consent = new URLSearchParams({
      client_id: clientId,
      redirect_uri: `${url.origin}${url.pathname}`,
      scope,
      state,
    });
    return new Response(null, {
      status: 302,
      headers: {
        Location: `https://github.com/login/oauth/authorize?${consent}`,
        'Set-Cookie': `${STATE_COOKIE}=${state}; Path=/; Max-Age=600; HttpOnly; Secure; SameSite=Lax`,
        'Cache-Control': 'no-store',
      },
    });
  }
  const cookie = request.headers.get('Cookie') ?? '';
  const expected = new RegExp(`(?:^|;\\s*)${STATE_COOKIE}=([^;]+)`).exec(cookie)?.[1];
  if (!expected || expected !== url.searchParams.get('state'))
    return fail('The sign-in expired or did not start here: try again.');
  // The editor cancelled on GitHub (access_denied) or GitHub refused: Decap shows the reason.
  if (refused) return fail(`GitHub: ${url.searchParams.get('error_description') ?? refused}`);
  return handOver(origins, await exchange(clientId, clientSecret, code!));
}

/** Trades GitHub's code for a token; a network failure or any answer without one is an error. */
async function exchange(clientId: string, clientSecret: string, code: string): Promise<Outcome> {
  try {
    const answer = await fetch('https://github.com/login/oauth/access_token', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_id: clientId, client_secret: clientSecret, code }),
    });
    const result = (await answer.json().catch(() => ({}))) as {
      access_token?: string;
      error_description?: string;
    };
    if (answer.ok && result.access_token) return { token: result.access_token };
    const reason = result.error_description ?? `it answered ${answer.status}`;
    return { error: `GitHub refused the sign-in: ${reason}.`, status: 502 };
  } catch {
    return { error: 'GitHub could not be reached: try again.', status: 502 };
  }
}

/** This origin, its www/apex twin and CMS_ORIGINS: the only ones a sign-in message goes to. */
function siteOrigins(url: URL, env: Env): string[] {
  const { hostname } = url;
  const twin = new URL(url.origin);
  twin.hostname = hostname.startsWith('www.') ? hostname.slice(4) : `www.${hostname}`;
  // The URL parser drops the spaces around each.
  const configured = (env.CMS_ORIGINS ?? '').split(',').filter((origin) => URL.canParse(origin));
  return [...new Set([url.origin, twin.origin, ...configured.map((o) => new URL(o).origin)])];
}

// Tells each origin it is ready ("authorizing:github"); only the one the /admin/ window is on hears
// it, and once that window answers, the outcome goes to that origin alone.
function handOver(origins: string[], outcome: Outcome): Response {
  const message =
    'token' in outcome
      ? `authorization:github:success:${JSON.stringify({ token: outcome.token, provider: 'github' })}`
      : `authorization:github:error:${JSON.stringify({ message: outcome.error })}`;
  const nonce = crypto.randomUUID();
  // JSON inside a script: "<" escaped, so no value can close the element.
  const data = JSON.stringify({ origins, message }).replace(/</g, '\\u003c');
  // Seen only while no /admin/ window takes the outcome (Decap closes this window when it does).
  const text =
    'token' in outcome
      ? `Signed in on GitHub. If this window stays open, open the content manager at ${origins[0]}/admin/ and sign in there.`
      : outcome.error;
  const html = `<!doctype html><meta charset="utf-8"><title>Signing in…</title>
<p>${escapeHtml(text)}</p>
<script nonce="${nonce}">
const { origins, message } = ${data};
addEventListener('message', (event) => {
  if (origins.includes(event.origin) && event.data === 'authorizing:github') window.opener.postMessage(message, event.origin);
});
for (const origin of origins) window.opener?.postMessage('authorizing:github', origin);
</script>`;
  return new Response(html, {
    status: 'token' in outcome ? 200 : (outcome.status ?? 400),
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'none'`,
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex',
      'Set-Cookie': `${STATE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`,
    },
  });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
