import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './site-test';
import { brands } from '@/content/brands';
import { businessAreas } from '@/content/business-areas';
import { home } from '@/content/home';
import { keyNumbers } from '@/content/key-numbers';
import { pageIntroOf } from '@/content/pages';
import { valueChainStepIds } from '@/lib/content/competence';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';

/** What each language calls the parts of the page that are UI strings rather than content. */
const ui = {
  de: {
    contact: 'Jetzt Projekt anfragen',
    slider: 'Geschäftsbereiche',
    previous: 'Vorheriger Bereich',
    next: 'Nächster Bereich',
    status: (current: number) => `Bereich ${current} von 4: ${businessAreas.de[current - 1]!.title}`,
    clampingForce: 'bis 6.500 kN',
    sustainabilityLink: 'Mehr zur Nachhaltigkeit',
    valueChainLink: 'Von der Idee zum Produkt: so arbeiten wir',
  },
  en: {
    contact: 'Enquire about your project',
    slider: 'Business areas',
    previous: 'Previous slide',
    next: 'Next slide',
    status: (current: number) => `Slide ${current} of 4: ${businessAreas.en[current - 1]!.title}`,
    clampingForce: 'up to 6,500 kN',
    sustainabilityLink: 'More about sustainability',
    valueChainLink: 'From idea to product: how we work',
  },
} as const;

const section = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true });
/** The page's first screen: the header of its main part, with the page's heading. */
const firstScreen = (page: Page) => page.locator('main header').filter({ has: page.getByRole('heading', { level: 1 }) });

async function expectOk(page: Page, href: string | null) {
  expect(href).toBeTruthy();
  const response = await page.request.get(href!);
  expect(response.status(), href!).toBe(200);
  return response;
}

/**
 * The box of the slide in view once nothing moves it: the track has ended its transition (no running
 * animation, the slide where the slider's viewport is) and the page has stopped scrolling (the box is the
 * same two frames apart).
 */
async function restingBox(slide: Locator) {
  const atRest = () =>
    slide.evaluate(
      (element) =>
        new Promise<boolean>((resolve) => {
          const before = element.getBoundingClientRect();
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const after = element.getBoundingClientRect();
              const track = element.parentElement!;
              resolve(
                track.getAnimations().length === 0 &&
                  after.x === track.parentElement!.getBoundingClientRect().x &&
                  after.x === before.x &&
                  after.y === before.y,
              );
            }),
          );
        }),
    );
  await expect.poll(atRest).toBe(true);
  // Where the drag goes: in the window, all of it but a rounding error.
  await expect(slide).toBeInViewport({ ratio: 0.99 });
  return (await slide.boundingBox())!;
}

/** The link of the slide that is shown. */
const currentSlideLink = (slider: Locator, locale: Locale) =>
  slider.locator('li[data-current="true"]').getByRole('link', { name: new RegExp(businessAreas[locale].map((area) => area.linkLabel).join('|')) });

/** Every slide link assistive technology (and the tab key) can reach: the shown slide's only, once the track has slid. */
const reachableSlideLinks = (slider: Locator) => slider.getByRole('link');

for (const locale of ['de', 'en'] as const) {
  const content = home[locale];
  const text = ui[locale];

  test.describe(`the home page in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(localizedPath('home', locale));
    });

    test('shows its sections in order, each a section named by its heading', async ({ page }) => {
      const headings = await page.locator('main h2').allTextContents();
      const order = [
        content.project.heading,
        content.valueChain.heading,
        content.businessAreas.heading,
        content.keyNumbers.heading,
        content.film.heading,
        content.sustainability.heading,
        content.brands.heading,
      ].map((heading) => headings.indexOf(heading));
      expect(order).not.toContain(-1);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      for (const heading of [content.project.heading, content.valueChain.heading, content.film.heading, content.brands.heading]) {
        await expect(section(page, heading)).toBeVisible();
      }
      await expect(page.locator('h1')).toHaveCount(1);
    });

    test('has a contact button on its first screen and below the introduction, each leading to the contact page', async ({ page }) => {
      for (const part of [firstScreen(page), section(page, content.project.heading)]) {
        const button = part.getByRole('link', { name: text.contact });
        await expect(button).toBeVisible();
        await expect(button).toHaveAttribute('href', localizedPath('contact', locale));
        await expectOk(page, await button.getAttribute('href'));
      }
      await expect(section(page, content.project.heading)).toContainText(pageIntroOf('home', locale).intro[0]!);
    });

    // A phone from the smallest in use to today's common one, and a laptop's window.
    for (const viewport of [
      { width: 320, height: 640 },
      { width: 360, height: 640 },
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      test(`shows the company's promise, the contact button and the machine on the first screen at ${viewport.width} × ${viewport.height} px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(localizedPath('home', locale));
        const hero = firstScreen(page);
        for (const part of [
          hero.getByRole('heading', { level: 1, name: pageIntroOf('home', locale).heading }),
          hero.getByText(content.hero.promise),
          hero.getByRole('link', { name: text.contact }),
          hero.getByRole('img', { name: content.hero.illustration.alt }),
        ]) {
          await expect(part).toBeInViewport({ ratio: 1 });
        }
      });
    }

    test('draws the machine into the page: no request for it, and never the largest paint', async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith(content.hero.illustration.src)) requested.push(request.url());
      });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(localizedPath('home', locale));
      const drawing = firstScreen(page).getByRole('img', { name: content.hero.illustration.alt });
      expect(await drawing.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
      // The drawing's gradients are its own: their ids carry a prefix of the page's, and they resolve.
      expect(await drawing.locator('linearGradient').evaluateAll((gradients) => gradients.map((gradient) => gradient.id))).toEqual(['hero-machine-barrel', 'hero-machine-steel']);
      const largestPaint = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            new PerformanceObserver((entries) => {
              const last = entries.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
              resolve(last?.element?.tagName.toLowerCase() ?? '');
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(largestPaint).not.toBe('img');
      expect(requested).toEqual([]);
    });

    test('lists the value chain: seven competences in order, each linking to its page', async ({ page }) => {
      const chain = section(page, content.valueChain.heading);
      const links = chain.getByRole('listitem').getByRole('link');
      await expect(links).toHaveCount(7);
      const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
      expect(hrefs).toEqual(valueChainStepIds.map((id) => localizedPath(id, locale)));
      for (const href of hrefs) await expectOk(page, href);
      const whole = chain.getByRole('link', { name: text.valueChainLink });
      await expect(whole).toHaveAttribute('href', localizedPath('competences.fromIdeaToProduct', locale));
      await expectOk(page, await whole.getAttribute('href'));
    });

    test('slides through the business areas with the buttons, wrapping around', async ({ page }) => {
      const slider = page.getByRole('region', { name: text.slider });
      await expect(slider.getByText(text.status(1))).toBeVisible();
      await expect(reachableSlideLinks(slider)).toHaveCount(1);
      await expect(currentSlideLink(slider, locale)).toHaveAttribute('href', localizedPath('industries.cosmetic', locale));

      await slider.getByRole('button', { name: text.next }).click();
      await expect(slider.getByText(text.status(2))).toBeVisible();
      await expect(currentSlideLink(slider, locale)).toHaveAttribute('href', localizedPath('industries.food', locale));
      await expect(currentSlideLink(slider, locale)).toBeInViewport();
      await expect(reachableSlideLinks(slider)).toHaveCount(1);
      await expect(reachableSlideLinks(slider)).toHaveAttribute('href', localizedPath('industries.food', locale));

      await slider.getByRole('button', { name: text.previous }).click();
      await slider.getByRole('button', { name: text.previous }).click();
      await expect(slider.getByText(text.status(4))).toBeVisible();
      const last = currentSlideLink(slider, locale);
      await expect(last).toHaveAttribute('href', localizedPath('industries.technicalSolutions', locale));
      await expectOk(page, await last.getAttribute('href'));
    });

    test('slides with the arrow keys while it has focus, and by swiping', async ({ page }) => {
      const slider = page.getByRole('region', { name: text.slider });
      await slider.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(slider.getByText(text.status(3))).toBeVisible();
      await expect(currentSlideLink(slider, locale)).toHaveAttribute('href', localizedPath('industries.medicine', locale));
      await page.keyboard.press('ArrowLeft');
      await expect(slider.getByText(text.status(2))).toBeVisible();

      // A drag of 120 px to the left (over the picture) shows the next area; one of 20 px moves nothing.
      // The slide in view (the track itself is shifted by one slide width per step), measured once it is
      // at rest: the key presses started the track's slide, and focusing the slider a smooth scroll of
      // the page; a box read while either moves puts the drag beside the slider.
      const box = await restingBox(slider.locator('li[data-current="true"]'));
      const x = box.x + box.width / 4;
      const y = box.y + box.height / 2;
      const drag = async (from: number, to: number) => {
        await page.mouse.move(from, y);
        await page.mouse.down();
        await page.mouse.move(to, y, { steps: 5 });
        await page.mouse.up();
      };
      await drag(x + 60, x - 60);
      await expect(slider.getByText(text.status(3))).toBeVisible();
      await drag(x, x - 20);
      await expect(slider.getByText(text.status(3))).toBeVisible();
      await expect(page).toHaveURL(localizedPath('home', locale));
    });

    test('shows the key numbers with their figures', async ({ page }) => {
      const numbers = section(page, content.keyNumbers.heading).getByRole('listitem');
      await expect(numbers).toHaveCount(keyNumbers[locale].length);
      await expect(numbers.filter({ hasText: text.clampingForce })).toHaveCount(1);
      for (const item of keyNumbers[locale]) {
        await expect(numbers.filter({ hasText: item.figure }).first()).toContainText(item.text);
      }
    });

    test('plays the company film with its poster and two caption tracks', async ({ page }) => {
      const film = section(page, content.film.heading);
      const video = film.locator('video');
      await expect(video).toHaveAttribute('controls', '');
      await expect(video).toHaveAccessibleName(content.film.video.title);
      const poster = await video.getAttribute('poster');
      expect(poster).toBe(content.film.video.poster);
      expect((await expectOk(page, poster)).headers()['content-type']).toContain('image/webp');

      const sources = await video.locator('source').evaluateAll((elements) => elements.map((element) => element.getAttribute('src')));
      expect(sources).toEqual([content.film.video.webm, content.film.video.mp4]);
      for (const source of sources) await expectOk(page, source);

      const tracks = video.locator('track[kind="captions"]');
      await expect(tracks).toHaveCount(2);
      const languages = await tracks.evaluateAll((elements) => elements.map((element) => element.getAttribute('srclang')));
      expect(languages).toEqual(['de', 'en']);
      await expect(video.locator(`track[srclang="${locale}"]`)).toHaveAttribute('default', '');
      for (const src of await tracks.evaluateAll((elements) => elements.map((element) => element.getAttribute('src')))) {
        const captions = await (await expectOk(page, src)).text();
        expect(captions.startsWith('WEBVTT')).toBe(true);
      }
      // The browser can play it: its duration is known once the metadata has loaded.
      const duration = await video.evaluate(
        (element: HTMLVideoElement) =>
          new Promise<number>((resolve) => {
            element.addEventListener('loadedmetadata', () => resolve(element.duration), { once: true });
            element.addEventListener('error', () => resolve(Number.NaN), { once: true });
            element.preload = 'metadata';
            element.load();
          }),
      );
      expect(duration).toBeGreaterThanOrEqual(15);
      expect(duration).toBeLessThanOrEqual(20);
    });

    test('teases sustainability with its facts and a link to the sustainability page', async ({ page }) => {
      const teaser = section(page, content.sustainability.heading);
      for (const fact of ['20 %', '2013', 'ISO 14001', 'ISO 50001']) await expect(teaser).toContainText(fact);
      const link = teaser.getByRole('link', { name: text.sustainabilityLink });
      await expect(link).toHaveAttribute('href', localizedPath('innovation.sustainability', locale));
      await expectOk(page, await link.getAttribute('href'));
    });

    test('shows the brand showcase: the company’s own product lines with their logo marks', async ({ page }) => {
      const showcase = section(page, content.brands.heading);
      await expect(showcase.getByRole('heading', { level: 3 })).toHaveText(brands[locale].map((brand) => brand.name));
      for (const brand of brands[locale]) {
        const logo = showcase.getByRole('img', { name: brand.logo.alt });
        await logo.scrollIntoViewIfNeeded();
        await expect(logo).toBeVisible();
        await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
        await expect(showcase).toContainText(brand.description);
      }
    });
  });
}

test.describe('the business-area slider', () => {
  test('changes slides without a transition when the reader asks for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en/');
    const slider = page.getByRole('region', { name: ui.en.slider });
    await slider.getByRole('button', { name: ui.en.next }).click();
    const track = slider.locator('ul');
    await expect(track).toHaveCSS('transition-duration', '0s');
    await expect(track).toHaveCSS('transform', /matrix/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('is a plain list of the four areas, each linking to its industry page', async ({ page }) => {
      await page.goto('/');
      const list = section(page, home.de.businessAreas.heading).getByRole('list').first();
      await expect(list.getByRole('listitem')).toHaveCount(4);
      const links = list.getByRole('link');
      await expect(links).toHaveCount(4);
      for (const [index, area] of businessAreas.de.entries()) {
        await expect(links.nth(index)).toHaveAttribute('href', localizedPath(area.industry, 'de'));
        await expect(links.nth(index)).toBeVisible();
      }
      await expect(page.getByRole('button', { name: ui.de.next })).toHaveCount(0);
    });
  });
});
