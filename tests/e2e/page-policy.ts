import { inlineHashes } from '@/lib/security/inline-hashes';
import { withInlineHashes } from '@/lib/security/security-headers';

/**
 * The headers of an answer whose page a test changed, as the site would have sent that page: its
 * Content-Security-Policy lists the changed page's inline scripts and styles instead of the original's (the site
 * sends every page with the hashes of its own scripts, lib/request/page-policy.ts). For a test that
 * stands in for another build's page, not for a page changed on its way (content-security-policy.spec.ts).
 */
export function headersOfChangedPage(headers: Record<string, string>, page: string): Record<string, string> {
  const policy = headers['content-security-policy'];
  if (policy === undefined) return headers;
  const withoutHashes = policy.replace(/\s+'sha256-[A-Za-z0-9+/]+=*'/g, '');
  return { ...headers, 'content-security-policy': withInlineHashes(withoutHashes, inlineHashes(page)) };
}
