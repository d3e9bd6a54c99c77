import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockPageScroll, menuFocusAfterTab, wideLayoutQuery, type ScrollRoot } from '@/lib/navigation/modal-menu';

describe('Tab in the open menu', () => {
  it('wraps from the last part to the first, and backwards from the first to the last', () => {
    expect(menuFocusAfterTab(4, 5, false)).toBe(0);
    expect(menuFocusAfterTab(0, 5, true)).toBe(4);
  });

  it('leaves the moves between the parts to the browser', () => {
    expect(menuFocusAfterTab(0, 5, false)).toBeUndefined();
    expect(menuFocusAfterTab(2, 5, false)).toBeUndefined();
    expect(menuFocusAfterTab(4, 5, true)).toBeUndefined();
    expect(menuFocusAfterTab(2, 5, true)).toBeUndefined();
  });

  it('brings focus from outside the menu back in: forwards to the first part, backwards to the last', () => {
    expect(menuFocusAfterTab(-1, 5, false)).toBe(0);
    expect(menuFocusAfterTab(-1, 5, true)).toBe(4);
  });

  it('with a single part keeps focus on it', () => {
    expect(menuFocusAfterTab(0, 1, false)).toBe(0);
    expect(menuFocusAfterTab(0, 1, true)).toBe(0);
  });

  it('does nothing without parts', () => {
    expect(menuFocusAfterTab(-1, 0, false)).toBeUndefined();
  });
});

type Declarations = Record<'overflow' | 'scrollbarGutter', string>;

/** A root element as the lock sees it: setting a declaration writes the `style` attribute, as in the browser. */
function fakeRoot(clientWidth: number, styleAttribute?: Declarations) {
  const declarations: Declarations = { overflow: '', scrollbarGutter: '', ...styleAttribute };
  let hasStyleAttribute = styleAttribute !== undefined;
  const write = (name: keyof Declarations) => ({
    get: () => declarations[name],
    set: (value: string) => {
      declarations[name] = value;
      hasStyleAttribute = true;
    },
  });
  const style = Object.defineProperties({} as Declarations, { overflow: write('overflow'), scrollbarGutter: write('scrollbarGutter') });
  const root: ScrollRoot = {
    style,
    clientWidth,
    getAttribute: () => (hasStyleAttribute ? Object.values(declarations).filter(Boolean).join('; ') : null),
    removeAttribute: () => {
      hasStyleAttribute = false;
    },
  };
  return { root, declarations: () => ({ ...declarations }), hasStyleAttribute: () => hasStyleAttribute };
}

describe('the page scroll lock', () => {
  it('stops the page from scrolling and lets it scroll again, leaving no style attribute behind', () => {
    const { root, declarations, hasStyleAttribute } = fakeRoot(360);
    const unlock = lockPageScroll(root, 360);
    expect(declarations()).toEqual({ overflow: 'hidden', scrollbarGutter: '' });
    unlock();
    expect(declarations()).toEqual({ overflow: '', scrollbarGutter: '' });
    expect(hasStyleAttribute()).toBe(false);
  });

  it('keeps the gutter of a classic scrollbar, so the page does not widen', () => {
    const { root, declarations } = fakeRoot(785);
    const unlock = lockPageScroll(root, 800);
    expect(declarations()).toEqual({ overflow: 'hidden', scrollbarGutter: 'stable' });
    unlock();
    expect(declarations()).toEqual({ overflow: '', scrollbarGutter: '' });
  });

  it('restores the styles the root had before, and its style attribute', () => {
    const { root, declarations, hasStyleAttribute } = fakeRoot(360, { overflow: 'clip', scrollbarGutter: 'auto' });
    const unlock = lockPageScroll(root, 360);
    expect(declarations().overflow).toBe('hidden');
    unlock();
    expect(declarations()).toEqual({ overflow: 'clip', scrollbarGutter: 'auto' });
    expect(hasStyleAttribute()).toBe(true);
  });
});

describe('the wide layout', () => {
  it('is the breakpoint of the style sheets', () => {
    const tokens = readFileSync(join(process.cwd(), 'app', 'styles', '_tokens.scss'), 'utf8');
    const breakpoint = /^\$breakpoint-wide:\s*([^;]+);/m.exec(tokens)?.[1];
    expect(breakpoint).toBeDefined();
    expect(wideLayoutQuery).toBe(`(min-width: ${breakpoint})`);
  });
});
