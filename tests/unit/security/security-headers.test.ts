import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  forwardedHttps,
  withInlineHashes,
  securityHeaderRules,
  securityHeaders,
  strictTransportSecurity,
  type DeliveryContext,
} from '@/lib/security/security-headers';

const production: DeliveryContext = { development: false, https: false };
const productionHttps: DeliveryContext = { development: false, https: true };
const development: DeliveryContext = { development: true, https: false };

/** The policy as a map of directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

function header(headers: { key: string; value: string }[], key: string): string | undefined {
  return headers.find((entry) => entry.key.toLowerCase() === key.toLowerCase())?.value;
}

describe('contentSecurityPolicy', () => {
  it('never allows eval in production, over HTTP or HTTPS', () => {
    for (const context of [production, productionHttps]) {
      expect(contentSecurityPolicy(context)).not.toContain('unsafe-eval');
    }
  });

  it("allows eval only for React's tooling in development", () => {
    expect(directives(contentSecurityPolicy(development)).get('script-src')).toContain("'unsafe-eval'");
  });

  it('allows nothing from another host and no plugin, base or form target elsewhere', () => {
    const policy = directives(contentSecurityPolicy(production));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    for (const name of ['img-src', 'media-src', 'font-src', 'connect-src', 'base-uri', 'form-action']) {
      expect(policy.get(name), name).toEqual(["'self'"]);
    }
    expect(policy.get('object-src')).toEqual(["'none'"]);
    const sources = [...policy.values()].flat();
    expect(sources.filter((source) => !source.startsWith("'"))).toEqual([]);
  });

  it('runs no inline script and no inline style element in production (the front adds those of each page by hash), only style attributes', () => {
    for (const context of [production, productionHttps]) {
      const policy = directives(contentSecurityPolicy(context));
      expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
      expect(policy.get('style-src')).toEqual(["'self'"]);
      expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    }
  });

  it("allows inline scripts and style elements only for React's tooling in development", () => {
    const policy = directives(contentSecurityPolicy(development));
    expect(policy.get('script-src')).toContain("'unsafe-inline'");
    expect(policy.get('style-src')).toContain("'unsafe-inline'");
  });

  it("forbids framing the site: frame-ancestors 'none'", () => {
    expect(directives(contentSecurityPolicy(production)).get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives(contentSecurityPolicy(productionHttps)).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('upgrades insecure requests only when served over HTTPS', () => {
    expect(directives(contentSecurityPolicy(productionHttps)).has('upgrade-insecure-requests')).toBe(true);
    expect(directives(contentSecurityPolicy(production)).has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('withInlineHashes', () => {
  const scripts = ["'sha256-abc='", "'sha256-def='"];
  const styles = ["'sha256-ghi='"];

  it("adds a page's script hashes to script-src, its style hashes to style-src, and leaves every other directive as it was", () => {
    const policy = contentSecurityPolicy(productionHttps);
    const hashed = directives(withInlineHashes(policy, { scripts, styles }));
    expect(hashed.get('script-src')).toEqual(["'self'", ...scripts]);
    expect(hashed.get('style-src')).toEqual(["'self'", ...styles]);
    const others = (map: Map<string, string[]>) => [...map].filter(([name]) => name !== 'script-src' && name !== 'style-src');
    expect(others(hashed)).toEqual(others(directives(policy)));
  });

  it('leaves a policy without anything inline to hash unchanged', () => {
    expect(withInlineHashes(contentSecurityPolicy(production), { scripts: [], styles: [] })).toBe(contentSecurityPolicy(production));
  });

  it('does not take script-src-elem, script-src-attr or style-src-attr for script-src and style-src', () => {
    const hashed = directives(withInlineHashes("script-src-elem 'self'; script-src 'self'; script-src-attr 'none'; style-src-attr 'unsafe-inline'", { scripts, styles }));
    expect(hashed.get('script-src-elem')).toEqual(["'self'"]);
    expect(hashed.get('script-src-attr')).toEqual(["'none'"]);
    expect(hashed.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(hashed.get('script-src')).toEqual(["'self'", ...scripts]);
  });
});

describe('securityHeaders', () => {
  it('sends the hardening headers on every response', () => {
    const headers = securityHeaders(production);
    expect(header(headers, 'X-Content-Type-Options')).toBe('nosniff');
    expect(header(headers, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header(headers, 'X-Frame-Options')).toBe('DENY');
    expect(header(headers, 'Content-Security-Policy')).toBe(contentSecurityPolicy(production));
  });

  it('switches off the browser features the site never uses', () => {
    const policy = header(securityHeaders(production), 'Permissions-Policy') ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics']) {
      expect(policy.split(', ')).toContain(`${feature}=()`);
    }
  });

  it('sends HSTS only over HTTPS', () => {
    expect(header(securityHeaders(production), 'Strict-Transport-Security')).toBeUndefined();
    expect(header(securityHeaders(productionHttps), 'Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
    expect(strictTransportSecurity).toBe('max-age=63072000; includeSubDomains');
  });
});

describe('securityHeaderRules', () => {
  const [everyResponse, https] = securityHeaderRules(false);

  it('gives every path the plain-HTTP set, without HSTS', () => {
    expect(everyResponse?.source).toBe('/:path*');
    expect(everyResponse?.has).toBeUndefined();
    expect(header(everyResponse?.headers ?? [], 'Strict-Transport-Security')).toBeUndefined();
    expect(header(everyResponse?.headers ?? [], 'Content-Security-Policy')).not.toContain('upgrade-insecure-requests');
  });

  it('adds HSTS and upgrade-insecure-requests when a proxy forwarded an HTTPS request', () => {
    expect(https?.has).toEqual([{ type: 'header', key: 'x-forwarded-proto', value: forwardedHttps }]);
    expect(header(https?.headers ?? [], 'Strict-Transport-Security')).toBe(strictTransportSecurity);
    expect(header(https?.headers ?? [], 'Content-Security-Policy')).toContain('upgrade-insecure-requests');
  });

  it('matches the forwarded protocol the way Next.js compares `has` values', () => {
    const matches = (value: string) => new RegExp(`^${forwardedHttps}$`).test(value);
    expect(matches('https')).toBe(true);
    expect(matches('https, http')).toBe(true);
    expect(matches('http')).toBe(false);
    expect(matches('http, https')).toBe(false);
  });

  it('keeps eval out of the production rules', () => {
    const values = securityHeaderRules(false).flatMap((rule) => rule.headers.map((entry) => entry.value));
    expect(values.join('\n')).not.toContain('unsafe-eval');
  });
});
