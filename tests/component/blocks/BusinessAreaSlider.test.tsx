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
  const current = () => items().filter((item) => !item.hasAttribute('inert'));
  const track = () => view.container.querySelector('ul')!;
  const viewport = () => track().parentElement!;
  return { user, view, region, items, current, track, viewport };
}

/** The title of the one slide that is not inert. */
const currentTitle = (items: HTMLElement[]) => {
  expect(items).toHaveLength(1);
  return within(items[0]!).getByRole('heading').textContent;
};

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

beforeEach(() => {
  stubNextConfigEnv();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('BusinessAreaSlider', () => {
  it('shows one slide at a time, the others inert, and announces the current one', () => {
    const { items, current, region } = renderSlider('en');
    expect(items()).toHaveLength(4);
    expect(currentTitle(current())).toBe('Cosmetics');
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const status = screen.getByText('Slide 1 of 4: Cosmetics');
    expect(status).toHaveAttribute('aria-live', 'polite');
    // Only the current slide's link can be reached; the others are hidden from assistive technology.
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /See our solutions for cosmetics/ })).toHaveAttribute('href', '/en/products-and-industries/cosmetic/');
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
    // The slide that had focus is inert now (jsdom does not apply `inert` to the tab order; browsers do).
    expect(screen.getByRole('link', { name: /food/ }).closest('li')).not.toHaveAttribute('inert');
    expect(screen.queryByRole('link', { name: /cosmetics/ })).toBeNull();
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

  it('slides with a transition, and without one when the reader asks for reduced motion', async () => {
    stubReducedMotion(false);
    const moving = renderSlider('en');
    await moving.user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(moving.track().style.transition).toBe('');
    expect(moving.view.container.firstElementChild).toHaveAttribute('data-reduced-motion', 'false');
    moving.view.unmount();

    stubReducedMotion(true);
    const still = renderSlider('en');
    await still.user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(still.track().style.transition).toBe('none');
    expect(still.track().style.transform).toBe('translateX(-100%)');
    expect(still.view.container.firstElementChild).toHaveAttribute('data-reduced-motion', 'true');
  });

  it('is a plain list of all four areas in the server HTML, for readers without JavaScript', () => {
    const html = renderToString(slider('de'));
    const container = document.createElement('div');
    container.innerHTML = html;
    const items = [...container.querySelectorAll('ul > li')];
    expect(items).toHaveLength(4);
    expect(items.filter((item) => item.hasAttribute('inert') || item.hasAttribute('aria-hidden'))).toHaveLength(0);
    expect(container.querySelectorAll('a')).toHaveLength(4);
    expect(container.querySelector('button')).toBeNull();
    expect(container.querySelector('[role="region"]')).toBeNull();
    expect(container.querySelector('ul')!.getAttribute('style')).toBeNull();
  });
});
