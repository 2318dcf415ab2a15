import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { emailConfig } from '../../src/data/email-config';
import { sendContactEmail, type SendEmailError } from '../../src/machines/send-email-actor';
import { paceKey, sendInterval } from '../../src/machines/send-pace';
import { validContact as values } from '../model/contact-form-plan';

// The real SDK's throttle over jsdom's localStorage; only `fetch` is answered, as the server would.
const config = emailConfig();
const answer = vi.fn<() => Promise<Response>>();
const send = () =>
  sendContactEmail(values, config).then(
    () => 'sent',
    (error: SendEmailError) => error,
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  localStorage.clear();
  answer.mockReset().mockImplementation(async () => new Response('OK', { status: 200 }));
  vi.stubGlobal('fetch', answer);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe(`one message per browser every ${sendInterval / 1000} s`, () => {
  test('six sends in six seconds deliver one message; the others are held back for what is left of the interval', async () => {
    const results = [];
    for (let second = 0; second < 6; second++) {
      results.push(await send());
      vi.advanceTimersByTime(1000);
    }
    expect(answer).toHaveBeenCalledTimes(1);
    expect(results[0]).toBe('sent');
    expect(results.slice(1).map((error) => typeof error !== 'string' && error.retryAfter)).toEqual(
      [1, 2, 3, 4, 5].map((seconds) => sendInterval - seconds * 1000),
    );
    expect(results[1]).toMatchObject({ status: 429, reason: 'Too Many Requests' });
  });

  test('once the interval has passed, the next message goes out', async () => {
    await send();
    vi.advanceTimersByTime(sendInterval);
    expect(await send()).toBe('sent');
    expect(answer).toHaveBeenCalledTimes(2);
  });

  test.each([
    ['a 500 answer', async () => new Response('Server error', { status: 500 })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('after %s, which delivered nothing, the retry goes out at once', async (_, fail) => {
    answer.mockImplementationOnce(fail);
    expect(await send()).toMatchObject({ retryAfter: undefined });
    expect(await send()).toBe('sent');
    expect(answer).toHaveBeenCalledTimes(2);
  });

  test('the server’s own 429 holds the next send back a full interval from its answer', async () => {
    answer.mockImplementationOnce(async () => new Response('Too Many Requests', { status: 429 }));
    expect(await send()).toMatchObject({ status: 429, retryAfter: sendInterval });
    vi.advanceTimersByTime(sendInterval - 1);
    expect(await send()).toMatchObject({ retryAfter: 1 });
    expect(answer).toHaveBeenCalledTimes(1);
  });

  test('storage that cannot be written never stops a message', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect([await send(), await send()]).toEqual(['sent', 'sent']);
    expect(localStorage.getItem(paceKey)).toBeNull();
  });
});
