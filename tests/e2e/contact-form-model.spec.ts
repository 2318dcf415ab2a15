import type { Page, Route } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { contactFormMachine } from '../../src/machines/contact-form-machine';
import { contactFields } from '../../src/machines/contact-form-fields';
import { honeypotName } from '../../src/machines/contact-form-fields';
import {
  describeForm,
  errorTexts,
  formActions,
  texts,
  type FormSnapshot,
} from '../model/contact-form-plan';
import { coverageTable, pathLine, planPaths, provenBy, restingStates } from '../model/paths';
import {
  SEND_URL,
  allowFailedSends,
  answerWithFault,
  contactForm,
  expect,
  expectToastShown,
  test,
  toast,
  uniqueToken,
  validValues,
  waitForApp,
  type Outbox,
} from './fixtures';

// The contact form's model paths, the plan jsdom runs too, with the real SDK: every send is held
// until the path's next step answers it (or never: the 20 s timeout, on Playwright's clock).
// Serial, so the coverage of the paths that passed adds up at the end.
test.describe.configure({ mode: 'serial' });

const token = uniqueToken();
const values = validValues(token);
let delivered = 0;
let passed = 0;
let at: { page: Page; outbox: Outbox; sends: Route[]; sendsBeforePress: number };
const form = () => contactForm(at.page);

const actions = formActions(values, {
  type: (name, value) => form()[name].fill(value),
  pressSend: () => {
    at.sendsBeforePress = at.sends.length;
    return form().submit.click();
  },
  fillHiddenField: (value) =>
    at.page.locator(`#contact-${honeypotName}`).fill(value, { force: true }),
  leaveAndComeBack: async () => {
    const main = at.page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('link', { name: 'About Us' }).click();
    await expect(at.page).toHaveURL(/\/about$/);
    await main.getByRole('link', { name: 'Contact' }).click();
    await expect(at.page).toHaveURL(/\/contact$/);
  },
  answer: async (how) => {
    const send = at.sends.at(-1)!;
    if (how === 'network') return answerWithFault(send, 'network');
    if (how === 'error 500') return answerWithFault(send, { status: 500, text: 'Server error' });
    if (how === 'error 429')
      return answerWithFault(send, { status: 429, text: 'Too Many Requests' });
    await send.fallback();
    const messages = await at.outbox.waitForMessages(token, ++delivered);
    expect(messages.at(-1)?.template_params).toStrictEqual(values);
  },
});

/** The button, every field, exactly the chart's error messages, the loading toast if sending. */
async function showsForm({ context }: FormSnapshot, sending = false, heldBack = false) {
  if (sending) await expect(toast(at.page, texts.toastSending)).toBeVisible();
  else await expect(toast(at.page, texts.toastSending)).toHaveCount(0);
  await expect(form().submit).toHaveText(sending ? texts.sending : texts.send);
  await expect(form().submit).toBeEnabled({ enabled: !sending && !heldBack });
  await expect(form().form.getByText(texts.heldBack)).toHaveCount(heldBack ? 1 : 0);
  for (const name of contactFields) {
    await expect(form()[name]).toHaveValue(context.values[name]);
    await expect(form()[name]).toBeEditable({ editable: !sending });
  }
  const shown = contactFields.flatMap((name) => errorTexts[context.errors[name]!] ?? []);
  for (const text of shown) await expect(form().error(text)).toBeVisible();
  await expect(form().form.locator('[aria-invalid="true"]')).toHaveCount(shown.length);
  const others = Object.values(errorTexts).filter((text) => !shown.includes(text));
  await expect(form().form.getByText(new RegExp(others.join('|')))).toHaveCount(0);
}

const states: Record<string, (snapshot: FormSnapshot) => Promise<void>> = {
  idle: (snapshot) => showsForm(snapshot),
  sending: async (snapshot) => {
    await showsForm(snapshot, true);
    // One request per press, carrying what the fields show.
    await expect.poll(() => at.sends.length - at.sendsBeforePress).toBe(1);
    expect(at.sends.at(-1)!.request().postDataJSON().template_params).toStrictEqual(
      snapshot.context.values,
    );
  },
  success: async (snapshot) => {
    await expectToastShown(at.page, texts.toastSuccess);
    await showsForm(snapshot);
  },
  throttled: async (snapshot) => {
    await expectToastShown(at.page, texts.heldBack);
    await showsForm(snapshot, false, true);
  },
  failure: async (snapshot) => {
    await expect(toast(at.page, texts.toastFailure)).toBeVisible();
    await showsForm(snapshot);
  },
};

const byLabel = new Map(actions.map((action) => [action.label, action]));
const paths = planPaths(contactFormMachine, actions, undefined, new Set());
const proven = new Set<string>();
const see = (snapshot: AnyMachineSnapshot) => states[String(snapshot.value)]?.(snapshot);

for (const path of paths) {
  test(pathLine(contactFormMachine, path, describeForm), async ({ page, outbox, problems }) => {
    allowFailedSends(problems);
    at = { page, outbox, sends: [], sendsBeforePress: 0 };
    await page.route(SEND_URL, (route) => void at.sends.push(route));
    const delayed = path.steps.some(({ event }) => event.delay !== undefined);
    if (delayed) await page.clock.install();
    const now = () => page.evaluate(() => Date.now());
    let [started, ended] = [0, 0];
    for (const [index, { event, state }] of path.steps.entries()) {
      if (event.type === 'xstate.init') {
        await page.goto('/contact');
        await waitForApp(page);
      } else if (event.delay !== undefined) {
        // The step before started the delay between its start and its end: the page shows the
        // state before up to 1 ms short of the delay from the start, the next once past the end.
        await page.clock.pauseAt(started + event.delay - 1);
        await see(path.steps[index - 1]!.state);
        await page.clock.runFor(ended - started + 1);
        await page.clock.resume();
      } else {
        if (delayed) started = await now();
        await byLabel.get(event.via)!.run();
        if (delayed) ended = await now();
      }
      await see(state);
    }
    provenBy(contactFormMachine, path).forEach((goal) => proven.add(goal));
    passed += 1;
  });
}

test('every visible state has an assertion, and the paths reach every state and transition', () => {
  const { table, missing } = coverageTable(contactFormMachine, proven);
  console.log(`contact form in Chromium: ${passed}/${paths.length} paths passed\n${table}`);
  expect(restingStates(contactFormMachine).filter((state) => !(state in states))).toEqual([]);
  expect(missing).toEqual([]);
});
