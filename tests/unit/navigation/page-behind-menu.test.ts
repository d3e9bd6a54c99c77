// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { setPageBehindInert } from '@/lib/navigation/modal-menu';

describe('the page behind the open menu', () => {
  it('is inert while the menu is open, and as it was once it closes', () => {
    document.body.innerHTML = `
      <a href="#main" id="skip">Zum Inhalt</a>
      <div id="anchor"><header><button id="menu">Menü</button><nav id="navigation"></nav></header></div>
      <main id="main"><p>Inhalt</p></main>
      <footer id="footer"></footer>
      <aside id="notice" inert></aside>
      <next-route-announcer></next-route-announcer>
      <script></script>`;
    const header = document.querySelector('header')!;
    const giveBack = setPageBehindInert(header);
    const inert = () => [...document.querySelectorAll('[inert]')].map((element) => element.id || element.localName);
    expect(inert()).toEqual(['skip', 'main', 'footer', 'notice']);
    expect(header.closest('[inert]')).toBeNull();

    giveBack();
    expect(inert()).toEqual(['notice']);
  });
});
