import { beforeEach, describe, expect, test, vi } from 'vitest';
import fc from 'fast-check';
import { emptyContactValues, type ContactValues } from '../../src/machines/contact-form-fields';
import {
  clearDraft,
  draftKey,
  loadDraft,
  maxDraftChars,
  saveDraft,
} from '../../src/machines/contact-form-draft';
import { validContact as values } from '../model/contact-form-plan';

// Hebrew, an emoji ZWJ sequence and CR LF, cut at 60,000 characters inside the emoji sequence.
const sixtyThousand = '\u05e9\u05dc\u05d5\u05dd 👩🏽‍⚖️\r\n'.repeat(5000).slice(0, 60_000);

const stored = () => sessionStorage.getItem(draftKey);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('saving and loading', () => {
  test('a draft loads back as typed (not trimmed, not clipped at the limits), four fields in sessionStorage only, until cleared', () => {
    const typed = { ...values, name: '  spaced  ', message: 'x'.repeat(6000) };
    saveDraft({ ...typed, honeypot: 'https://spam.example', extra: 1 } as ContactValues);
    expect(loadDraft()).toEqual(typed);
    expect(JSON.parse(stored() ?? '')).toEqual(typed);
    expect(localStorage.length).toBe(0);
    clearDraft();
    expect(stored()).toBeNull();
    expect(loadDraft()).toBeUndefined();
  });

  test('empty fields are left out, and an empty form leaves no draft', () => {
    saveDraft({ ...emptyContactValues, message: 'Only this' });
    expect(loadDraft()).toEqual({ message: 'Only this' });
    saveDraft(emptyContactValues);
    expect(stored()).toBeNull();
    expect(loadDraft()).toBeUndefined();
  });

  test('any text survives the round trip: lone surrogates, controls, RTL, markup, 60,000 characters', () => {
    fc.assert(
      fc.property(
        fc.record({
          name: fc.string({ unit: 'binary', maxLength: 200 }),
          email: fc.string({ unit: 'grapheme', maxLength: 100 }),
          phone: fc.constantFrom('', '\u202E+95\r\n', '<script>alert(1)</script>', '{{phone}}'),
          message: fc.oneof(
            { arbitrary: fc.string({ unit: 'binary' }), weight: 20 },
            { arbitrary: fc.constant(sixtyThousand), weight: 1 },
          ),
        }),
        (typed) => {
          sessionStorage.clear();
          saveDraft(typed);
          const expected = Object.fromEntries(
            Object.entries(typed).filter(([, value]) => value !== ''),
          );
          expect(loadDraft() ?? {}).toEqual(expected);
        },
      ),
      { numRuns: 200 },
    );
    // 60,000-character drafts, many times over: room for a loaded machine.
  }, 20_000);

  test('a draft larger than the cap is not written, the last one that fitted stays, and one found in storage is ignored', () => {
    saveDraft(values);
    saveDraft({ ...values, message: 'x'.repeat(maxDraftChars) });
    expect(loadDraft()).toEqual(values);
    sessionStorage.setItem(draftKey, JSON.stringify({ message: 'x'.repeat(maxDraftChars) }));
    expect(loadDraft()).toBeUndefined();
  });
});

describe('whatever is in storage, loading never throws', () => {
  test.each([
    ['malformed JSON', '{"name": "Aung', undefined],
    ['JSON null', 'null', undefined],
    ['a JSON array', '["Aung"]', undefined],
    ['a JSON string', '"Aung"', undefined],
    ['a JSON number', '42', undefined],
    ['an empty object', '{}', undefined],
    ['empty strings only', '{"name":"","message":""}', undefined],
    [
      'fields that are not strings (dropped, the rest kept)',
      JSON.stringify({ name: 42, email: null, phone: { number: 1 }, message: 'Kept', other: 'x' }),
      { message: 'Kept' },
    ],
  ])('%s', (_, raw, draft) => {
    sessionStorage.setItem(draftKey, raw);
    expect(loadDraft()).toEqual(draft);
  });

  test('arbitrary stored text or JSON', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.json()), (raw) => {
        sessionStorage.setItem(draftKey, raw);
        for (const value of Object.values(loadDraft() ?? {})) expect(typeof value).toBe('string');
      }),
      { numRuns: 200 },
    );
  });
});

describe('blocked or failing storage is silent', () => {
  const insecure = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };

  test.each([
    [
      'a sessionStorage getter that throws (site data blocked)',
      () => vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(insecure),
    ],
    [
      'no sessionStorage at all (the prerendering server)',
      () => vi.spyOn(window, 'sessionStorage', 'get').mockReturnValue(undefined as never),
    ],
    [
      'getItem, setItem and removeItem that throw',
      () =>
        (['getItem', 'setItem', 'removeItem'] as const).forEach((method) =>
          vi.spyOn(Storage.prototype, method).mockImplementation(insecure),
        ),
    ],
  ])('%s', (_, block) => {
    block();
    expect(() => saveDraft(values)).not.toThrow();
    expect(() => saveDraft(emptyContactValues)).not.toThrow();
    expect(loadDraft()).toBeUndefined();
    expect(() => clearDraft()).not.toThrow();
  });

  test('a full quota keeps the last draft that was written', () => {
    saveDraft(values);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => saveDraft({ ...values, message: 'Longer now' })).not.toThrow();
    expect(loadDraft()).toEqual(values);
  });
});
