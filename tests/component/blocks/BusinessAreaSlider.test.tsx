import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BusinessAreaSlider, type SliderLabels } from '@/components/blocks/BusinessAreaSlider';
import { BusinessAreaCard } from '@/components/home/BusinessAreaCard';
import { businessAreas } from '@/content/business-areas';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import { messages } from '../support/intl';
import { stubNextConfigEnv } from '../support/next-config';

/** The slider as the home page fills it: the four business areas and the labels of `Blocks.slider`. */
function slider(locale: Locale) {
  const areas = businessAreas[locale];
  const text = messages[locale].Blocks.slider;
  const labels: SliderLabels = {
    region: text.label,
    roleDescription: text.roleDescription,
    previous: text.previous,
    next: text.next,
    statuses: areas.map((area, index) =>
      text.status.replace('{current}', String(index + 1)).replace('{total}', String(areas.length)).replace('{title}', area.title),
    ),
  };
  const slides = areas.map((area) => ({
    id: area.industry,
    content: <BusinessAreaCard area={area} href={localizedPath(area.industry, locale)} />,
  }));
  return <BusinessAreaSlider slides={slides} labels={labels} />;
}

function renderSlider(locale: Locale = 'en') {
  const user = userEvent.setup();
  const view = render(slider(locale));
  const region = screen.getByRole('region', { name: messages[locale].Blocks.slider.label });
  const items = () => [...view.container.querySelectorAll('li')];
  const current = () => items().filter((item) => item.dataset.current === 'true');
  const track = () => view.container.querySelector('ul')!;
  const viewport = () => track().parentElement!;
  return { user, view, region, items, current, track, viewport };
}

/** The title of the one slide that is current (the stylesheet hides the others). */
const currentTitle = (items: HTMLElement[]) => {
  expect(items).toHaveLength(1);
  return within(items[0]!).getByRole('heading').textContent;
};

beforeEach(() => {
  stubNextConfigEnv();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('BusinessAreaSlider', () => {
  it('shows one slide at a time, the others marked for the stylesheet to hide, and announces the current one', () => {
    const { items, current, region } = renderSlider('en');
    expect(items()).toHaveLength(4);
    expect(currentTitle(current())).toBe('Cosmetics');
    // The others are hidden by `visibility` (the tab order and assistive technology too: the
    // end-to-end tests check that in the browser), not by attributes the server's HTML could not carry.
    expect(items().map((item) => item.dataset.current)).toEqual(['true', 'false', 'false', 'false']);
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const status = screen.getByText('Slide 1 of 4: Cosmetics');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(within(current()[0]!).getByRole('link', { name: /See our solutions for cosmetics/ })).toHaveAttribute('href', '/en/products-and-industries/cosmetic/');
  });

  it('moves with the next and previous buttons and wraps around at both ends', async () => {
    const { user, current, track } = renderSlider('en');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentTitle(current())).toBe('Food');
    expect(screen.getByText('Slide 2 of 4: Food')).toBeInTheDocument();
    expect(track().style.transform).toBe('translateX(-100%)');

    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentTitle(current())).toBe('Technical solutions');
    expect(screen.getByText('Slide 4 of 4: Technical solutions')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentTitle(current())).toBe('Cosmetics');
  });

  it('speaks German on the German page', async () => {
    const { user, current } = renderSlider('de');
    await user.click(screen.getByRole('button', { name: 'Nächster Bereich' }));
    expect(currentTitle(current())).toBe('Lebensmittel');
    expect(screen.getByText('Bereich 2 von 4: Lebensmittel')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Lösungen für Lebensmittel/ })).toHaveAttribute('href', '/produkte-branchen/lebensmittel/');
  });

  it('follows the left and right arrow keys while it has focus', async () => {
    const { user, region, current } = renderSlider('en');
    region.focus();
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{ArrowRight}');
    expect(currentTitle(current())).toBe('Medicine');
    await user.keyboard('{ArrowLeft}');
    expect(currentTitle(current())).toBe('Food');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(currentTitle(current())).toBe('Technical solutions');
  });

  it('takes arrow keys on its link too, keeping focus inside the slider when that slide is hidden', async () => {
    const { user, region, current } = renderSlider('en');
    await user.tab();
    expect(region).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: /cosmetics/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(currentTitle(current())).toBe('Food');
    expect(region).toHaveFocus();
    // The slide that had focus is hidden now (by the stylesheet, which jsdom does not apply; browsers do).
    expect(screen.getByRole('link', { name: /food/ }).closest('li')).toHaveAttribute('data-current', 'true');
    expect(screen.getByRole('link', { name: /cosmetics/ }).closest('li')).toHaveAttribute('data-current', 'false');
  });

  it('moves one slide on a horizontal swipe of more than 40 px', () => {
    const { viewport, current } = renderSlider('en');
    const swipe = (from: number, to: number, pointerId = 1) => {
      fireEvent.pointerDown(viewport(), { pointerId, isPrimary: true, pointerType: 'touch', clientX: from, clientY: 200 });
      fireEvent.pointerUp(viewport(), { pointerId, isPrimary: true, pointerType: 'touch', clientX: to, clientY: 205 });
    };
    swipe(300, 200);
    expect(currentTitle(current())).toBe('Food');
    swipe(300, 265);
    expect(currentTitle(current())).toBe('Food');
    swipe(200, 300, 2);
    expect(currentTitle(current())).toBe('Cosmetics');
    swipe(200, 300, 3);
    expect(currentTitle(current())).toBe('Technical solutions');
  });

  it('does not follow the link a swipe started on', () => {
    const { viewport } = renderSlider('en');
    const link = screen.getByRole('link', { name: /cosmetics/ });
    fireEvent.pointerDown(link, { pointerId: 1, isPrimary: true, pointerType: 'mouse', button: 0, clientX: 400, clientY: 100 });
    fireEvent.pointerUp(link, { pointerId: 1, isPrimary: true, pointerType: 'mouse', button: 0, clientX: 300, clientY: 100 });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(viewport()).toBeInTheDocument();
  });

  it('renders on the server exactly what the browser’s first pass renders, so hydration changes nothing', () => {
    const server = document.createElement('div');
    server.innerHTML = renderToString(slider('en'));
    const { view } = renderSlider('en');
    // Inline styles in one spelling: React's server writes `color:transparent`, the DOM `color: transparent;`.
    for (const element of [...server.querySelectorAll<HTMLElement>('[style]'), ...view.container.querySelectorAll<HTMLElement>('[style]')]) {
      element.setAttribute('style', element.style.cssText);
    }
    expect(view.container.isEqualNode(server)).toBe(true);
  });

  it('does not ask for the reader’s motion preference: reduced motion is the stylesheet’s', async () => {
    const matchMedia = vi.fn();
    vi.stubGlobal('matchMedia', matchMedia);
    const { user, track } = renderSlider('en');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(track().style.transform).toBe('translateX(-100%)');
    expect(track().style.transition).toBe('');
    expect(matchMedia).not.toHaveBeenCalled();
  });

  it('is the slider at its first slide in the server HTML, every area linked, the track unshifted', () => {
    const html = renderToString(slider('de'));
    const container = document.createElement('div');
    container.innerHTML = html;
    const items = [...container.querySelectorAll('ul > li')];
    expect(items).toHaveLength(4);
    expect(items.map((item) => item.getAttribute('data-current'))).toEqual(['true', 'false', 'false', 'false']);
    // Without JavaScript the stylesheet shows all four as a list: no attribute may take a slide away.
    expect(items.filter((item) => item.hasAttribute('inert') || item.hasAttribute('aria-hidden'))).toHaveLength(0);
    expect(container.querySelectorAll('a')).toHaveLength(4);
    expect(container.querySelector('ul')!.getAttribute('style')).toBeNull();
  });
});
