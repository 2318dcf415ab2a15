// @vitest-environment node
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { emailConfig } from '../../src/data/email-config';
import { sendContactEmail, SendEmailError } from '../../src/machines/send-email-actor';
import { paceOptions } from '../../src/machines/send-pace';
import { validContact as values } from '../model/contact-form-plan';

// Only this unit test replaces the SDK; the model paths and the e2e suite drive the real one.
const sdk = vi.hoisted(() => {
  const init = vi.fn();
  const send = vi.fn();
  return { init, send, module: () => ({ default: { init, send }, init, send }) };
});

vi.mock('@emailjs/browser', () => sdk.module());

const { EmailJSResponseStatus } =
  await vi.importActual<typeof import('@emailjs/browser')>('@emailjs/browser');

const config = { ...emailConfig(), origin: 'http://127.0.0.1:4999' };

async function rejectionOf(promise: Promise<unknown>) {
  const error: unknown = await promise.catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(SendEmailError);
  return error as SendEmailError;
}

beforeEach(() => {
  sdk.init.mockReset();
  sdk.send.mockReset().mockResolvedValue({ status: 200, text: 'OK' });
});

afterEach(() => vi.unstubAllEnvs());

describe('sendContactEmail', () => {
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

  test.each([
    ['an error answer', new EmailJSResponseStatus(400, 'Bad template'), 400, 'Bad template'],
    ['any { status, text }', { status: 403, text: 'Forbidden' }, 403, 'Forbidden'],
    ['a network failure', new TypeError('Failed to fetch'), 0, 'Failed to fetch'],
    ['a plain string', 'The public key is required.', 0, 'The public key is required.'],
    ['anything else', { nothing: true }, 0, 'Unknown error'],
  ])(
    '%s from the SDK keeps its status and text, or gets status 0',
    async (_, thrown, status, reason) => {
      sdk.send.mockRejectedValue(thrown);
      expect(await rejectionOf(sendContactEmail(values, config))).toMatchObject({ status, reason });
    },
  );

  test('an SDK that cannot even be imported becomes status 0', async () => {
    vi.doMock('@emailjs/browser', () => {
      throw new Error('SecurityError: localStorage is not available');
    });
    vi.resetModules();
    try {
      const fresh = await import('../../src/machines/send-email-actor');
      const sending = fresh.sendContactEmail(values, config);
      await expect(sending).rejects.toBeInstanceOf(fresh.SendEmailError);
      // Vitest rewords a throwing mock factory, so only the shape is asserted.
      await expect(sending).rejects.toMatchObject({ status: 0, reason: expect.any(String) });
      expect(sdk.send).not.toHaveBeenCalled();
    } finally {
      vi.doMock('@emailjs/browser', () => sdk.module());
    }
  });
});

describe('sendEmailActor reads the VITE_EMAILJS_* environment', () => {
  async function sendWith(env: Record<string, string>) {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(`VITE_EMAILJS_${name}`, value);
    vi.resetModules();
    const { sendEmailActor } = await import('../../src/machines/send-email-actor');
    return toPromise(createActor(sendEmailActor, { input: values }).start());
  }
  const keys = { PUBLIC_KEY: 'env-key', SERVICE_ID: 'env-service', TEMPLATE_ID: 'env-template' };

  test.each([
    ['http://localhost:4999', 'http://localhost:4999'],
    ['', 'https://api.emailjs.com'],
  ])(
    'with the origin %j it sends the values to %s, with the SDK’s throttle on',
    async (origin, sentTo) => {
      await expect(sendWith({ ...keys, ORIGIN: origin })).resolves.toBeUndefined();
      const options = { publicKey: 'env-key', blockHeadless: false, ...paceOptions() };
      expect(sdk.init.mock.calls).toEqual([[options, sentTo]]);
      expect(sdk.send.mock.calls).toEqual([['env-service', 'env-template', values, options]]);
    },
  );
});
