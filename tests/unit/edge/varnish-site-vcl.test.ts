import { describe, expect, it } from 'vitest';
import deMessages from '@/messages/de.json';
import enMessages from '@/messages/en.json';
import { siteVcl, unavailablePage } from '@/lib/edge/varnish-site-vcl';
import { inlineHashes } from '@/lib/security/inline-hashes';
import { securityHeaders, withInlineHashes } from '@/lib/security/security-headers';

describe('the part of Varnish’s configuration made from the site', () => {
  it('is the site’s 503 page in each language, from its messages, without scripts', () => {
    for (const [locale, messages] of [['de', deMessages], ['en', enMessages]] as const) {
      const page = unavailablePage(locale);
      expect(page).toContain(`<html lang="${locale}">`);
      expect(page).toContain(messages.ErrorPage.heading.replace('{status}', '503'));
      expect(page).toContain(messages.ErrorPage.backHome);
      expect(page).not.toContain('<script');
    }
  });

  it('sets every security header of the site, over HTTP and over HTTPS, and holds both pages, their style allowed by its hash', () => {
    const vcl = siteVcl();
    const styles = inlineHashes(unavailablePage('de')).styles;
    expect(styles).toHaveLength(1);
    expect(inlineHashes(unavailablePage('en')).styles).toEqual(styles);
    for (const https of [false, true]) {
      for (const { key, value } of securityHeaders({ development: false, https })) {
        const expected = key === 'Content-Security-Policy' ? withInlineHashes(value, { scripts: [], styles }) : value;
        expect(vcl).toContain(`set resp.http.${key} = {"${expected}"};`);
      }
    }
    expect(vcl).toContain(unavailablePage('de'));
    expect(vcl).toContain(unavailablePage('en'));
  });
});
