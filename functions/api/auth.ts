// GET /api/auth on Cloudflare Pages: signs the content manager (/admin/, Decap CMS) in to GitHub
// (docs/decisions/0026). Decap opens it in a window; it sends the editor to GitHub's consent page,
// GitHub sends them back here with a code, this exchanges the code for a token with the OAuth
// app's secret and hands the token to the /admin/ window with Decap's postMessage handshake.
// GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET come from the Pages project's environment variables.

interface Env {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
}

/** The random value that ties GitHub's answer to the request this browser started. */
const STATE_COOKIE = 'cms-oauth-state';

export async function onRequestGet({
  request,
  env,
}: {
  request: Request;
  env: Env;
}): Promise<Response> {
  const url = new URL(request.url);
  const { GITHUB_CLIENT_ID: clientId, GITHUB_CLIENT_SECRET: clientSecret } = env;
  if (!clientId || !clientSecret)
    return handOver(url, {
      error: 'The site has no GitHub sign-in configured (GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET).',
    });
  const code = url.searchParams.get('code');
  if (!code) {
    const state = crypto.randomUUID();
    const consent = new URL('https://github.com/login/oauth/authorize');
    consent.search = new URLSearchParams({
      client_id: clientId,
      redirect_uri: `${url.origin}${url.pathname}`,
      scope: url.searchParams.get('scope') ?? 'repo',
      state,
    }).toString();
    return new Response(null, {
      status: 302,
      headers: {
        Location: consent.href,
        'Set-Cookie': `${STATE_COOKIE}=${state}; Path=${url.pathname}; Max-Age=600; HttpOnly; Secure; SameSite=Lax`,
        'Cache-Control': 'no-store',
      },
    });
  }
  const cookie = request.headers.get('Cookie') ?? '';
  const expected = new RegExp(`(?:^|;\\s*)${STATE_COOKIE}=([^;]+)`).exec(cookie)?.[1];
  if (!expected || expected !== url.searchParams.get('state'))
    return handOver(url, { error: 'The sign-in expired or did not start here: try again.' });
  const answer = await fetch('https://github.com/login/oauth/access_token', {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_id: clientId, client_secret: clientSecret, code }),
  });
  const result = (await answer.json().catch(() => ({}))) as {
    access_token?: string;
    error_description?: string;
  };
  return handOver(
    url,
    result.access_token
      ? { token: result.access_token }
      : { error: result.error_description ?? `GitHub answered ${answer.status}.` },
  );
}

/**
 * The page that ends the sign-in window: it tells the /admin/ window it is ready
 * ("authorizing:github"), and once that window answers, sends it the token or the error, to this
 * site's origin only.
 */
function handOver(url: URL, outcome: { token: string } | { error: string }): Response {
  const { origin } = url;
  const message =
    'token' in outcome
      ? `authorization:github:success:${JSON.stringify({ token: outcome.token, provider: 'github' })}`
      : `authorization:github:error:${JSON.stringify({ message: outcome.error })}`;
  const nonce = crypto.randomUUID();
  // JSON inside a script: "<" escaped, so no value can close the element.
  const data = JSON.stringify({ origin, message }).replace(/</g, '\\u003c');
  const html = `<!doctype html><meta charset="utf-8"><title>Signing in…</title>
<p>${'token' in outcome ? 'Signed in. This window closes by itself.' : escapeHtml(outcome.error)}</p>
<script nonce="${nonce}">
const { origin, message } = ${data};
addEventListener('message', (event) => {
  if (event.origin === origin && event.data === 'authorizing:github') window.opener.postMessage(message, origin);
});
window.opener?.postMessage('authorizing:github', origin);
</script>`;
  return new Response(html, {
    status: 'token' in outcome ? 200 : 400,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'none'`,
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex',
      'Set-Cookie': `${STATE_COOKIE}=; Path=${url.pathname}; Max-Age=0; HttpOnly; Secure; SameSite=Lax`,
    },
  });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
