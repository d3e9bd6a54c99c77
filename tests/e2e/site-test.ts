import { expect, test as base, type BrowserContext } from '@playwright/test';

/**
 * Playwright's `test` with the watch every page of the site's end-to-end tests runs under: the browser
 * reports no Content-Security-Policy violation (`securitypolicyviolation`, or its console without
 * JavaScript) on any page a test opens, in any frame and after any navigation. The site sends a strict policy (lib/security/security-headers.ts,
 * with each page's own script hashes): a script, style or request it blocks is a page that does not work
 * as it should, so every test that drives a page also checks that the policy lets the page run.
 *
 * A test that provokes a violation on purpose reads them from `policyViolations` and empties it.
 */
export const test = base.extend<{ policyViolations: string[] }>({
  policyViolations: [
    async ({ context, javaScriptEnabled }, use) => {
      const violations = await watchPolicyViolations(context, { javaScriptEnabled });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Records each violation any page of `context` reports from now on: the directive, what it blocked (a URL,
 * or `inline`), where. Without JavaScript no page can listen, so the browser's console reports them.
 */
export async function watchPolicyViolations(context: BrowserContext, { javaScriptEnabled = true } = {}): Promise<string[]> {
  const violations: string[] = [];
  if (!javaScriptEnabled) {
    context.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy')) violations.push(`${message.text()} (${message.location().url})`);
    });
    return violations;
  }
  await context.exposeBinding('reportPolicyViolation', (_source, violation: string) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (violation: string) => void }).reportPolicyViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI} on ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return violations;
}
