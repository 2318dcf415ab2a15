import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { EmailConfig } from '../../src/data/email-config';
import type { ContactValues } from '../../src/machines/contact-form-validation';
import {
  sendContactEmail,
  SendEmailError,
  toSendEmailError,
} from '../../src/machines/send-email-actor';

// Only this unit test replaces the SDK; the e2e suite drives the real one over HTTP.
const sdk = vi.hoisted(() => {
  const init = vi.fn();
  const send = vi.fn();
  return { init, send, module: () => ({ default: { init, send }, init, send }) };
});

vi.mock('@emailjs/browser', () => sdk.module());

const config: EmailConfig = {
  publicKey: 'public-key',
  serviceId: 'service-id',
  templateId: 'template-id',
  origin: 'http://127.0.0.1:4999',
};

const values: ContactValues = {
  name: 'Aung Aung',
  email: 'aung@example.com',
  phone: '+95 9 123 4567',
  message: 'Hello',
};

async function rejectionOf(promise: Promise<unknown>): Promise<SendEmailError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SendEmailError);
  return error as SendEmailError;
}

beforeEach(() => {
  sdk.init.mockReset();
  sdk.send.mockReset().mockResolvedValue({ status: 200, text: 'OK' });
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('sendContactEmail', () => {
  test('initialises the SDK with the public key and the configured origin', async () => {
    await sendContactEmail(values, config);
    expect(sdk.init).toHaveBeenCalledWith(
      { publicKey: 'public-key', blockHeadless: false },
      'http://127.0.0.1:4999',
    );
  });

  test('sends exactly the four form fields to the configured service and template', async () => {
    await sendContactEmail({ ...values, extra: 'dropped' } as ContactValues, config);
    expect(sdk.send).toHaveBeenCalledTimes(1);
    expect(sdk.send).toHaveBeenCalledWith(
      'service-id',
      'template-id',
      { name: 'Aung Aung', email: 'aung@example.com', phone: '+95 9 123 4567', message: 'Hello' },
      { publicKey: 'public-key', blockHeadless: false },
    );
  });

  test('never turns on rate limiting, so a retry after a failure goes out', async () => {
    sdk.send.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await rejectionOf(sendContactEmail(values, config));
    await sendContactEmail(values, config);
    expect(sdk.send).toHaveBeenCalledTimes(2);
    for (const [options] of sdk.init.mock.calls) {
      expect(options).not.toHaveProperty('limitRate');
    }
    for (const call of sdk.send.mock.calls) {
      expect(call[3]).not.toHaveProperty('limitRate');
    }
  });

  test.each(['publicKey', 'serviceId', 'templateId'] as const)(
    'a missing %s rejects without touching the network',
    async (setting) => {
      const error = await rejectionOf(sendContactEmail(values, { ...config, [setting]: '' }));
      expect(error.status).toBe(0);
      expect(error.reason).toMatch(/^Missing e-mail configuration: VITE_EMAILJS_/);
      expect(sdk.init).not.toHaveBeenCalled();
      expect(sdk.send).not.toHaveBeenCalled();
    },
  );

  test('an error answer from the server keeps its status and text', async () => {
    const { EmailJSResponseStatus } =
      await vi.importActual<typeof import('@emailjs/browser')>('@emailjs/browser');
    sdk.send.mockRejectedValue(new EmailJSResponseStatus(400, 'The template ID is invalid'));
    const error = await rejectionOf(sendContactEmail(values, config));
    expect(error.status).toBe(400);
    expect(error.reason).toBe('The template ID is invalid');
  });

  test('a network failure (TypeError from fetch) becomes status 0', async () => {
    sdk.send.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await rejectionOf(sendContactEmail(values, config));
    expect(error.status).toBe(0);
    expect(error.reason).toBe('Failed to fetch');
  });

  test('a plain string thrown by the SDK becomes status 0 with that string as reason', async () => {
    sdk.send.mockRejectedValue('The public key is required.');
    const error = await rejectionOf(sendContactEmail(values, config));
    expect(error.status).toBe(0);
    expect(error.reason).toBe('The public key is required.');
  });

  test('an SDK that cannot even be imported becomes status 0', async () => {
    vi.doMock('@emailjs/browser', () => {
      throw new Error('SecurityError: localStorage is not available');
    });
    vi.resetModules();
    try {
      const fresh = await import('../../src/machines/send-email-actor');
      const error: unknown = await fresh.sendContactEmail(values, config).then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(fresh.SendEmailError);
      // Vitest rewords a throwing mock factory, so only the shape is asserted.
      expect(error).toMatchObject({ status: 0, reason: expect.any(String) as unknown });
      expect(sdk.send).not.toHaveBeenCalled();
    } finally {
      vi.doMock('@emailjs/browser', () => sdk.module());
    }
  });
});

describe('toSendEmailError', () => {
  test('keeps a SendEmailError as it is', () => {
    const original = new SendEmailError(429, 'Too Many Requests');
    expect(toSendEmailError(original)).toBe(original);
  });

  test('reads any { status, text } object as a server answer', () => {
    expect(toSendEmailError({ status: 403, text: 'Forbidden' })).toMatchObject({
      status: 403,
      reason: 'Forbidden',
    });
  });

  test('turns anything else into status 0 "Unknown error"', () => {
    expect(toSendEmailError({ nothing: true })).toMatchObject({
      status: 0,
      reason: 'Unknown error',
    });
  });
});

describe('sendEmailActor', () => {
  async function loadActor() {
    vi.resetModules();
    return (await import('../../src/machines/send-email-actor')).sendEmailActor;
  }

  test('reads its settings from the VITE_EMAILJS_* environment', async () => {
    vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', 'env-key');
    vi.stubEnv('VITE_EMAILJS_SERVICE_ID', 'env-service');
    vi.stubEnv('VITE_EMAILJS_TEMPLATE_ID', 'env-template');
    vi.stubEnv('VITE_EMAILJS_ORIGIN', 'http://localhost:4999');
    const actor = createActor(await loadActor(), { input: values }).start();
    await expect(toPromise(actor)).resolves.toBeUndefined();
    expect(sdk.init).toHaveBeenCalledWith(
      { publicKey: 'env-key', blockHeadless: false },
      'http://localhost:4999',
    );
    expect(sdk.send).toHaveBeenCalledWith(
      'env-service',
      'env-template',
      values,
      expect.anything() as unknown,
    );
  });

  test('defaults the origin to the EmailJS API', async () => {
    vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', 'env-key');
    vi.stubEnv('VITE_EMAILJS_SERVICE_ID', 'env-service');
    vi.stubEnv('VITE_EMAILJS_TEMPLATE_ID', 'env-template');
    vi.stubEnv('VITE_EMAILJS_ORIGIN', '');
    await toPromise(createActor(await loadActor(), { input: values }).start());
    expect(sdk.init).toHaveBeenCalledWith(expect.anything(), 'https://api.emailjs.com');
  });

  test('fails with status 0 when the environment has no keys', async () => {
    vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', '');
    vi.stubEnv('VITE_EMAILJS_SERVICE_ID', '');
    vi.stubEnv('VITE_EMAILJS_TEMPLATE_ID', '');
    const actor = createActor(await loadActor(), { input: values }).start();
    await expect(toPromise(actor)).rejects.toMatchObject({ status: 0 });
    expect(sdk.send).not.toHaveBeenCalled();
  });
});
