// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { anchorOf, isPlainClick, pageLinkTarget, type LinkAnchor } from '@/lib/browser/page-link';

const here = { origin: 'https://www.lumoplast.de', pathname: '/datenschutz/', search: '' };

function anchor(href: string, { target = '', download = false }: { target?: string; download?: boolean } = {}): LinkAnchor {
  return { href: new URL(href, `${here.origin}${here.pathname}`).href, target, hasAttribute: (name) => name === 'download' && download };
}

describe('pageLinkTarget', () => {
  it('leads a link to a page of the site in the document’s language to the router, with its scroll behaviour', () => {
    expect(pageLinkTarget(anchor('/impressum/'), here, 'de')).toEqual({ href: '/impressum/', scrollToTop: true });
    expect(pageLinkTarget(anchor('/en/imprint/'), here, 'en')).toEqual({ href: '/en/imprint/', scrollToTop: true });
    expect(pageLinkTarget(anchor('/news/?kategorie=messe&seite=2'), here, 'de')).toEqual({ href: '/news/?kategorie=messe&seite=2', scrollToTop: false });
    expect(pageLinkTarget(anchor('/downloads/#sonstiges'), here, 'de')).toEqual({ href: '/downloads/#sonstiges', scrollToTop: true });
    expect(pageLinkTarget(anchor('/karriere-lumoplast/stellenangebote/werkzeugmechaniker/'), here, 'de')).toMatchObject({
      href: '/karriere-lumoplast/stellenangebote/werkzeugmechaniker/',
    });
  });

  it('leaves the browser a link to the same page with an anchor, which it scrolls to itself', () => {
    expect(pageLinkTarget(anchor('#cookies'), here, 'de')).toBeUndefined();
    expect(pageLinkTarget(anchor('/datenschutz/#cookies'), here, 'de')).toBeUndefined();
  });

  it('leaves the browser the other language, files, feeds, other sites and unknown paths', () => {
    expect(pageLinkTarget(anchor('/en/imprint/'), here, 'de')).toBeUndefined();
    expect(pageLinkTarget(anchor('/impressum/'), here, 'en')).toBeUndefined();
    expect(pageLinkTarget(anchor('/media/downloads/broschuere.pdf'), here, 'de')).toBeUndefined();
    expect(pageLinkTarget(anchor('/feed.xml'), here, 'de')).toBeUndefined();
    expect(pageLinkTarget(anchor('https://example.com/impressum/'), here, 'de')).toBeUndefined();
    expect(pageLinkTarget(anchor('/impressum'), here, 'de')).toBeUndefined();
    expect(pageLinkTarget({ href: 'mailto:info@lumoplast.de', target: '', hasAttribute: () => false }, here, 'de')).toBeUndefined();
  });

  it('leaves the browser a link to another window or a download', () => {
    expect(pageLinkTarget(anchor('/impressum/', { target: '_blank' }), here, 'de')).toBeUndefined();
    expect(pageLinkTarget(anchor('/impressum/', { target: '_self' }), here, 'de')).toEqual({ href: '/impressum/', scrollToTop: true });
    expect(pageLinkTarget(anchor('/impressum/', { download: true }), here, 'de')).toBeUndefined();
  });
});

describe('isPlainClick', () => {
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
  it('is a click with the main button, no modifier key, not handled yet', () => {
    expect(isPlainClick(click)).toBe(true);
    for (const change of [{ button: 1 }, { metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { defaultPrevented: true }]) {
      expect(isPlainClick({ ...click, ...change }), JSON.stringify(change)).toBe(false);
    }
  });
});

describe('anchorOf', () => {
  it('finds the link an event happened in, also from an element inside it', () => {
    document.body.innerHTML = '<a href="/impressum/"><span>Impressum</span></a><a>no href</a><p>text</p>';
    const [link, withoutHref] = document.querySelectorAll('a');
    expect(anchorOf(document.querySelector('span'))).toBe(link);
    expect(anchorOf(link!)).toBe(link);
    expect(anchorOf(withoutHref!)).toBeNull();
    expect(anchorOf(document.querySelector('p'))).toBeNull();
    expect(anchorOf(null)).toBeNull();
    expect(anchorOf(window)).toBeNull();
  });
});
