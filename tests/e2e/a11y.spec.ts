import type { Locator, Page } from '@playwright/test';
import {
  contactForm,
  expect,
  test,
  allowDocument404,
  axeViolations,
  faqQuestions,
  tabTo,
} from './fixtures';

// Accessibility in real Chromium: axe-core (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA) on a page of each
// template at 390 and 1280 px and in the interactive states, a keyboard-only walkthrough, and
// reduced motion. The other pages of a template (six more services, a second profile, the terms)
// differ only in their texts, from the same components; Japanese and Burmese: languages.spec.ts.

/** A page of each template, with the states it is scanned in at 1280 px after the plain scans. */
const TEMPLATES: { path: string; state?: (page: Page) => Promise<void> }[] = [
  { path: '/' },
  { path: '/about' },
  {
    path: '/expertise',
    // At 390 px, before widening: the menu open.
    state: async (page) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    },
  },
  {
    path: '/expertise/employment',
    state: async (page) => {
      const question = faqQuestions(page).first();
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('region', { name: await question.innerText() })).toBeVisible();
    },
  },
  { path: '/professionals' },
  { path: '/professionals/KhinMyatNoe' },
  { path: '/publication' },
  {
    path: '/contact',
    state: async (page) => {
      const form = contactForm(page);
      await form.submit.click();
      await expect(form.error('Name is required')).toBeVisible();
      await expect(form.error('Message is required')).toBeVisible();
    },
  },
  { path: '/privacy-policy' },
  { path: '/no-such-page' },
];

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

for (const { path, state } of TEMPLATES) {
  test(`axe finds no WCAG violation on ${path} at 390 and 1280 px${state ? ', nor in its open state' : ''}`, async ({
    page,
    problems,
  }) => {
    if (path === '/no-such-page') allowDocument404(problems, path);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page), `${path} at 390 px`).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    expect(await axeViolations(page), `${path} at 1280 px`).toEqual([]);

    if (!state) return;
    await state(page);
    expect(await axeViolations(page), `${path}, opened`).toEqual([]);
  });
}

test('keyboard only at 390 px: the menu opens with Enter, a link opens its page, 日本語 the page in Japanese', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await tabTo(page, toggle, 5);

  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  const about = nav.getByRole('link', { name: 'About Us', exact: true });
  await expect(about).toBeFocused();
  await expect(about, 'the focused link shows a focus outline').not.toHaveCSS(
    'outline-style',
    'none',
  );

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/about$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // Back to the toggle, and on through the menu to the language switcher (found by id: its name
  // follows the page's language).
  await tabTo(page, toggle, 5, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const japanese = page.locator('#site-navigation [role="group"]').getByRole('link', {
    name: '日本語',
  });
  await tabTo(page, japanese, 12);
  await expect(japanese).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ja\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('keyboard only: a FAQ question opens and closes with Enter and Space', async ({ page }) => {
  await page.goto('/expertise/dispute-resolution');
  const question = faqQuestions(page).first();
  await tabTo(page, question);
  await expect(question, 'the focused question shows a focus outline').not.toHaveCSS(
    'outline-style',
    'none',
  );
  const panel = page.locator(`[id="${await question.getAttribute('aria-controls')}"]`);

  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Space');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
  await page.keyboard.press('Space');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
});

test('keyboard only: the contact form is filled with Tab and typing, and Enter submits it', async ({
  page,
}) => {
  await page.goto('/contact');
  const form = contactForm(page);
  await tabTo(page, form.name);

  await page.keyboard.press('Enter');
  for (const text of [
    'Name is required',
    'Email is required',
    'Phone number is required',
    'Message is required',
  ]) {
    await expect(form.error(text)).toBeVisible();
  }
  await expect(form.name, 'focus goes to the first field in error').toBeFocused();

  await page.keyboard.type('Aung Min');
  await page.keyboard.press('Tab');
  expect(await isFocused(form.email)).toBe(true);
  await page.keyboard.type('aung.example.com');
  await page.keyboard.press('Tab');
  expect(await isFocused(form.phone)).toBe(true);
  await page.keyboard.type('+95 9 123 456 789');
  await page.keyboard.press('Tab');
  expect(await isFocused(form.message)).toBe(true);
  await page.keyboard.type('We plan to open a branch office in Yangon.');
  await page.keyboard.press('Tab');
  await expect(form.submit).toBeFocused();
  await expect(form.name).toHaveValue('Aung Min');
  await expect(form.message).toHaveValue('We plan to open a branch office in Yangon.');

  await page.keyboard.press('Enter');
  await expect(form.error('Invalid email address')).toBeVisible();
  await expect(form.email, 'focus goes to the field in error').toBeFocused();
  for (const text of ['Name is required', 'Phone number is required', 'Message is required']) {
    await expect(form.error(text)).toHaveCount(0);
  }
  await expect(form.submit).toHaveText('Send Message');
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the site works and the hero image has no transition longer than 0.01 ms', async ({
    page,
  }) => {
    await page.goto('/');
    const hero = page.getByRole('img', { name: /skyline of Yangon/ });
    await expect(hero).toBeVisible();
    const longestTransitionMs = () =>
      hero.evaluate((img) =>
        Math.max(
          ...getComputedStyle(img)
            .transitionDuration.split(',')
            .map((value) => {
              const number = parseFloat(value);
              return value.trim().endsWith('ms') ? number : number * 1000;
            }),
        ),
      );
    expect(await longestTransitionMs()).toBeLessThanOrEqual(0.01);

    // The same check without the preference sees the real transition, so it is not vacuous.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await longestTransitionMs()).toBeGreaterThan(0.01);
    await page.emulateMedia({ reducedMotion: 'reduce' });

    await page.getByRole('link', { name: 'Our expertise' }).click();
    await expect(page).toHaveURL(/\/expertise$/);
    await page.getByRole('link', { name: /^Employment/ }).click();
    const question = faqQuestions(page).first();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: await question.innerText() })).toBeVisible();
  });
});
