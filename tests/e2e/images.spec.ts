import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import {
  findImage,
  generatedPath,
  generatedUrl,
  heroSources,
  imageFormats,
  listedImage,
  type ImageFormat,
} from '../../src/data/images';
import { heroImages, heroSizes } from '../../src/data/hero';
import { professionals } from '../../src/data/professionals';
import { homeProfessionals } from '../../src/data/home-professionals';
import { contentImages } from '../../scripts/build/images.ts';
import { expect, test } from './fixtures';

// The hero and the portraits come as AVIF at the width they are shown, never much larger; the
// hero loads first, the portraits when scrolled to.

/** An image's content-box width in CSS px, and the widths its AVIF <source> offers. */
function describeImage(img: Locator) {
  return img.evaluate((element: HTMLImageElement) => {
    const avif = element.parentElement?.querySelector('source[type="image/avif"]');
    const style = getComputedStyle(element);
    const edges = ['border-left-width', 'border-right-width', 'padding-left', 'padding-right'];
    return {
      currentSrc: element.currentSrc,
      renderedWidth:
        element.getBoundingClientRect().width -
        edges.reduce((sum, property) => sum + parseFloat(style.getPropertyValue(property)), 0),
      candidates: (avif?.getAttribute('srcset') ?? '')
        .split(',')
        .map((candidate) => Number(/\s(\d+)w$/.exec(candidate.trim())?.[1])),
      sizes: avif?.getAttribute('sizes') ?? null,
      loading: element.getAttribute('loading'),
      fetchPriority: element.getAttribute('fetchpriority'),
      width: element.getAttribute('width'),
      height: element.getAttribute('height'),
    };
  });
}

type Shown = Awaited<ReturnType<typeof describeImage>>;

/** The width in a generated file's name (`<name>-<width>.<format>`). */
function fileWidth(url: string): number {
  return Number(/-(\d+)\.(avif|webp)$/.exec(new URL(url).pathname)?.[1]);
}

/** An AVIF at least as wide as drawn (or the widest), at most one step above what would do. */
function expectWellSized(shown: Shown, dpr: number): void {
  expect(new URL(shown.currentSrc).pathname).toMatch(
    new RegExp(`^${generatedPath}/[a-z0-9-]+-\\d+\\.avif$`),
  );
  const needed = shown.renderedWidth * dpr;
  const chosen = fileWidth(shown.currentSrc);
  const index = shown.candidates.indexOf(chosen);
  const smallestEnough = shown.candidates.findIndex((width) => width >= needed);
  const ideal = smallestEnough === -1 ? shown.candidates.length - 1 : smallestEnough;
  expect(index, `${chosen} is one of ${shown.candidates.join(', ')}`).toBeGreaterThanOrEqual(0);
  expect(chosen).toBeGreaterThanOrEqual(Math.min(needed, shown.candidates.at(-1) ?? 0));
  expect(index, `${chosen} w for ${needed} px: at most one step above needed`).toBeLessThanOrEqual(
    ideal + 1,
  );
}

async function loaded(img: Locator): Promise<Shown> {
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
    )
    .toBeGreaterThan(0);
  return describeImage(img);
}

/** A portrait: 600×750 in the markup, loaded no larger than shown. */
async function expectPortrait(img: Locator): Promise<Shown> {
  const shown = await loaded(img);
  expect([shown.width, shown.height]).toEqual(['600', '750']);
  expectWellSized(shown, 1);
  expect(fileWidth(shown.currentSrc)).toBeLessThanOrEqual(2 * shown.renderedWidth);
  return shown;
}

const heroImage = (page: Page) => page.getByRole('img', { name: /skyline of Yangon/ });

/** The returned function expects each image response (but a bodiless 304) to be an image type. */
function watchImageTypes(page: Page): () => void {
  const answers: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image' && response.status() !== 304)
      answers.push(`${response.status()} ${response.headers()['content-type']} ${response.url()}`);
  });
  return () => {
    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers) expect(answer).toMatch(/^200 image\/(avif|webp|svg\+xml|png) /);
  };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1000, height: 800 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px, device pixel ratio 1`, () => {
    test.use({ viewport, deviceScaleFactor: 1 });

    test('home: the hero loads first (preloaded AVIF no larger than needed, high priority, the largest paint); the portrait cards lazily, no larger than shown', async ({
      page,
    }) => {
      const expectImageTypes = watchImageTypes(page);
      const heroRequests: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.includes(findImage(heroImages[0]!.src)!.name)) heroRequests.push(pathname);
      });
      await page.goto('/');
      const hero = await loaded(heroImage(page));
      expect(hero).toMatchObject({ fetchPriority: 'high', sizes: heroSizes });
      expect(hero.loading).not.toBe('lazy');
      expectWellSized(hero, 1);

      // Chromium takes no image under 0.05 bits per pixel as the largest paint: the placeholder
      // art is that sparse at some widths, where the heading is the largest paint instead.
      const bytes = (await (await page.request.get(hero.currentSrc)).body()).length;
      const displayed = await heroImage(page).evaluate((element) => {
        const box = element.getBoundingClientRect();
        return (
          (Math.min(box.right, innerWidth) - Math.max(box.left, 0)) *
          (Math.min(box.bottom, innerHeight) - Math.max(box.top, 0))
        );
      });
      const fileWidthPx = fileWidth(hero.currentSrc);
      const natural = (fileWidthPx * fileWidthPx * Number(hero.height)) / Number(hero.width);
      const largestPaint = await page.evaluate(
        () =>
          new Promise<string | null>((resolve) => {
            new PerformanceObserver((list) => {
              const entry = list.getEntries().at(-1) as LargestContentfulPaint;
              resolve(entry.element?.tagName === 'IMG' ? entry.url : null);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      const sparse = (bytes * 8) / Math.min(displayed, natural) <= 0.055;
      // No other image is the largest paint.
      expect(sparse ? [hero.currentSrc, null] : [hero.currentSrc]).toContain(largestPaint);
      // Once: neither the original nor a second width is fetched beside the chosen file.
      expect(heroRequests).toEqual([new URL(hero.currentSrc).pathname]);

      const served = await (await page.request.get('/')).text();
      expect(served.split('</head>')[0]).toContain('rel="preload" as="image"');
      const avif = heroImage(page).locator('xpath=preceding-sibling::source[@type="image/avif"]');
      const preload = page.locator('head link[rel="preload"][as="image"]');
      await expect(preload).toHaveCount(1);
      await expect(preload).toHaveAttribute('type', 'image/avif');
      await expect(preload).toHaveAttribute('imagesrcset', (await avif.getAttribute('srcset'))!);
      await expect(preload).toHaveAttribute('imagesizes', heroSizes);
      await expect(preload).toHaveAttribute('fetchpriority', 'high');

      const cards = page.locator('a[href^="/professionals/"] img');
      await expect(cards).toHaveCount(homeProfessionals.length);
      for (const card of await cards.all())
        expect((await expectPortrait(card)).loading).toBe('lazy');
      for (const img of await page.locator('main img').all()) await loaded(img);
      expectImageTypes();
    });

    test('on /professionals the first portrait loads first, the others lazily; on a profile, it loads first; none larger than shown', async ({
      page,
    }) => {
      const expectImageTypes = watchImageTypes(page);
      await page.goto('/professionals');
      // A profile's own portrait, not its award images (pictures too, further in).
      const portraits = page.locator('main article > picture > img');
      await expect(portraits).toHaveCount(professionals.length);
      for (const [index, portrait] of (await portraits.all()).entries()) {
        const shown = await expectPortrait(portrait);
        expect(shown.loading === 'lazy', `portrait ${index + 1} is lazy`).toBe(index > 0);
        expect(shown.fetchPriority).toBe(index === 0 ? 'high' : null);
      }

      for (const person of professionals) {
        await page.goto(`/professionals/${person.id}`);
        // Above the fold: the awards below it are images too, of their own kinds.
        const shown = await expectPortrait(
          page.getByRole('img', { name: person.name, exact: true }),
        );
        expect(shown.loading, person.name).not.toBe('lazy');
        expect(shown.fetchPriority, person.name).toBe('high');
        for (const img of await page.locator('main img').all()) await loaded(img);
      }
      expectImageTypes();
    });
  });
}

test('every generated file is served as an image of its stated format and width', async ({
  request,
}) => {
  for (const image of [...new Set([...heroSources, ...contentImages()])].map(listedImage)) {
    for (const format of Object.keys(imageFormats) as ImageFormat[]) {
      for (const width of image.widths) {
        const url = generatedUrl(image, width, format);
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        expect(response.headers()['content-type'], url).toBe(imageFormats[format].mimeType);
        const metadata = await sharp(await response.body()).metadata();
        expect(
          [metadata.format === 'heif' ? 'avif' : metadata.format, metadata.width, metadata.height],
          url,
        ).toEqual([format, width, Math.round((width * image.height) / image.width)]);
      }
    }
  }
});
