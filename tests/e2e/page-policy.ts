import { inlineHashes } from '@/lib/security/inline-hashes';
import { withInlineHashes } from '@/lib/security/security-headers';

/** The `'sha256-…'` sources of a policy, each with the space before it. */
const hashSources = /\s+'sha256-[A-Za-z0-9+/]+=*'/g;

/**
 * The headers of an answer whose page a test changed, as the site would have sent that page: its
 * Content-Security-Policy lists the changed page's inline scripts and styles instead of the original's (the site
 * sends every page with the hashes of its own scripts, lib/request/page-policy.ts). For a test that
 * stands in for another build's page, not for a page changed on its way (content-security-policy.spec.ts).
 */
export function headersOfChangedPage(headers: Record<string, string>, page: string): Record<string, string> {
  const policy = headers['content-security-policy'];
  if (policy === undefined) return headers;
  const withoutHashes = policy.replace(hashSources, '');
  return { ...headers, 'content-security-policy': withInlineHashes(withoutHashes, inlineHashes(page)) };
}

/**
 * A policy with the hashes of another page's inline scripts in place of its own, the rest as it is (the
 * build's stylesheets among it): what the same instance sends for that page, for a test that compares
 * two renders of one page, whose RSC payload may come in other script elements (cluster.spec.ts).
 */
export function policyWithScriptsOf(policy: string, page: string): string {
  const withoutScriptHashes = policy
    .split(';')
    .map((directive) => (directive.trim().startsWith('script-src') ? directive.replace(hashSources, '') : directive))
    .join(';');
  return withInlineHashes(withoutScriptHashes, { scripts: inlineHashes(page).scripts, styles: [] });
}
