import { describe, expect, it } from 'vitest';
import { repeatedSlashTarget } from '@/lib/request/repeated-slashes';

describe('repeatedSlashTarget', () => {
  it('leads a path with repeated slashes or backslashes to the clean one, the query as it was', () => {
    expect(repeatedSlashTarget('//impressum/')).toBe('/impressum/');
    expect(repeatedSlashTarget('/en//imprint///?ref=a//b')).toBe('/en/imprint/?ref=a//b');
    expect(repeatedSlashTarget('/en\\imprint/')).toBe('/en/imprint/');
    expect(repeatedSlashTarget('/\\evil.example/')).toBe('/evil.example/');
  });

  it('leaves a clean path, a query with slashes and a request line naming a whole address alone', () => {
    expect(repeatedSlashTarget('/impressum/')).toBeNull();
    expect(repeatedSlashTarget('/news/?next=//evil.example')).toBeNull();
    expect(repeatedSlashTarget('http://www.lumoplast.de//impressum/')).toBeNull();
  });
});
