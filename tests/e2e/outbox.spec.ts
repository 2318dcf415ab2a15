import { OUTBOX_URL, SEND_PATH, expect, test, uniqueToken } from './fixtures';

// The local outbox's EmailJS contract, as the SDK and a browser meet it. (The controls — DELETE,
// --clear, 413 — are covered against a private instance in tests/unit/outbox-server.test.ts.)

const SEND_URL = `${OUTBOX_URL}${SEND_PATH}`;
const SEND_FORM_URL = `${OUTBOX_URL}/api/v1.0/email/send-form`;

const ids = {
  user_id: 'contract-key',
  service_id: 'contract_service',
  template_id: 'contract_template',
};

test('answers the CORS preflight the SDK’s JSON request needs', async ({ request }) => {
  const response = await request.fetch(SEND_URL, {
    method: 'OPTIONS',
    headers: {
      Origin: 'http://127.0.0.1:4273', // any site origin
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type',
    },
  });
  expect(response.status()).toBe(204);
  const headers = response.headers();
  expect(headers['access-control-allow-origin']).toBe('*');
  expect(headers['access-control-allow-methods']).toContain('POST');
  expect(headers['access-control-allow-headers']?.toLowerCase()).toContain('content-type');
});

test('accepts a JSON message with 200 OK as text/plain and stores it verbatim', async ({
  request,
  outbox,
}) => {
  const token = uniqueToken();
  const params = {
    name: `<b>${token}</b>`,
    email: 'a@example.com',
    phone: '+95 1 234',
    message: '{{name}}\n<i>x</i>',
  };
  const response = await request.post(SEND_URL, {
    headers: { 'Content-Type': 'application/json' },
    data: JSON.stringify({ lib_version: '4.4.1', ...ids, template_params: params }),
  });
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe('OK');
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  expect(response.headers()['access-control-allow-origin']).toBe('*');

  const [message] = await outbox.waitForMessages(token);
  expect(message).toMatchObject({ lib_version: '4.4.1', ...ids, endpoint: 'send' });
  expect(message?.template_params).toStrictEqual(params);
  expect(message?.id).toBeTruthy();
  expect(Number.isNaN(Date.parse(message?.receivedAt ?? ''))).toBe(false);
});

test('rejects a missing id, non-object params and malformed JSON with 400 and a reason', async ({
  request,
  outbox,
}) => {
  const token = uniqueToken();
  const params = { name: token };
  const cases: [unknown, RegExp][] = [
    [{ service_id: 's', template_id: 't', template_params: params }, /user_id/],
    [{ user_id: '', service_id: 's', template_id: 't', template_params: params }, /user_id/],
    [{ user_id: 'k', template_id: 't', template_params: params }, /service_id/],
    [{ user_id: 'k', service_id: 's', template_params: params }, /template_id/],
    [
      { user_id: 'k', service_id: 's', template_id: 't', template_params: [token] },
      /template_params/,
    ],
    [
      { user_id: 'k', service_id: 's', template_id: 't', template_params: `${token}` },
      /template_params/,
    ],
  ];
  for (const [body, reason] of cases) {
    const response = await request.post(SEND_URL, {
      data: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status(), JSON.stringify(body)).toBe(400);
    expect(await response.text()).toMatch(reason);
    expect(response.headers()['access-control-allow-origin']).toBe('*');
  }
  const malformed = await request.post(SEND_URL, {
    data: `{"user_id": "k", "template_params": {"name": "${token}"`,
    headers: { 'Content-Type': 'application/json' },
  });
  expect(malformed.status()).toBe(400);
  expect(await malformed.text()).toMatch(/JSON/);
  expect(await outbox.messages(token)).toHaveLength(0);
});

test('accepts the multipart send-form variant', async ({ request, outbox }) => {
  const token = uniqueToken();
  const response = await request.post(SEND_FORM_URL, {
    multipart: {
      lib_version: '4.4.1',
      ...ids,
      name: token,
      email: 'b@example.com',
      message: 'Line 1\nLine 2',
    },
  });
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe('OK');
  const [message] = await outbox.waitForMessages(token);
  expect(message).toMatchObject({ endpoint: 'send-form', lib_version: '4.4.1', ...ids });
  expect(message?.template_params).toStrictEqual({
    name: token,
    email: 'b@example.com',
    message: 'Line 1\nLine 2',
  });

  const missing = await request.post(SEND_FORM_URL, {
    multipart: { user_id: 'k', service_id: 's', name: token },
  });
  expect(missing.status()).toBe(400);
  expect(await missing.text()).toMatch(/template_id/);
});

test('a page on the site can call it cross-origin from Chromium (JSON and FormData)', async ({
  page,
  outbox,
}) => {
  const token = uniqueToken();
  await page.goto('/publication');
  const answers = await page.evaluate(
    async ({ sendUrl, sendFormUrl, token, ids }) => {
      const json = await fetch(sendUrl, {
        method: 'POST',
        headers: { 'Content-type': 'application/json' },
        body: JSON.stringify({
          lib_version: '4.4.1',
          ...ids,
          template_params: { name: `json ${token}` },
        }),
      });
      const form = new FormData();
      for (const [key, value] of Object.entries({
        lib_version: '4.4.1',
        ...ids,
        name: `form ${token}`,
      })) {
        form.append(key, value);
      }
      const multipart = await fetch(sendFormUrl, { method: 'POST', body: form });
      return [
        [json.status, await json.text()],
        [multipart.status, await multipart.text()],
      ];
    },
    { sendUrl: SEND_URL, sendFormUrl: SEND_FORM_URL, token, ids },
  );
  expect(answers).toEqual([
    [200, 'OK'],
    [200, 'OK'],
  ]);
  const messages = await outbox.waitForMessages(token, 2);
  expect(messages.map((m) => m.endpoint).sort()).toEqual(['send', 'send-form']);
});

test('fault controls: a scoped status fault, times, and clearing', async ({ request, outbox }) => {
  const token = uniqueToken();
  const other = uniqueToken();
  const body = (t: string) => JSON.stringify({ ...ids, template_params: { name: t } });
  const post = (t: string) =>
    request.post(SEND_URL, { data: body(t), headers: { 'Content-Type': 'application/json' } });

  await outbox.setFault({ status: 503, text: 'Down for a moment', times: 2, match: token });
  const first = await post(token);
  expect(first.status()).toBe(503);
  expect(await first.text()).toBe('Down for a moment');
  expect((await post(other)).status()).toBe(200); // someone else's message is not affected
  expect((await post(token)).status()).toBe(503);
  expect((await post(token)).status()).toBe(200); // times: 2 used up
  await outbox.setFault({ status: 429, match: token });
  expect((await post(token)).status()).toBe(429);
  await outbox.clearFault(token);
  expect((await post(token)).status()).toBe(200);
  expect(await outbox.messages(token)).toHaveLength(2);
  expect(await outbox.messages(other)).toHaveLength(1);
});

test('fault controls: hang holds the request open until released', async ({ request, outbox }) => {
  const token = uniqueToken();
  await outbox.setFault({ hang: true, match: token, times: 1 });
  let settled = false;
  const pending = request
    .post(SEND_URL, {
      data: JSON.stringify({ ...ids, template_params: { name: token } }),
      headers: { 'Content-Type': 'application/json' },
    })
    .finally(() => {
      settled = true;
    });
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(settled).toBe(false);
  expect(await outbox.messages(token)).toHaveLength(0);
  expect(await outbox.release(token)).toBe(1);
  const response = await pending;
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe('OK');
  await outbox.waitForMessages(token, 1);
});
