import { afterEach, describe, expect, it, vi } from 'vitest';
import { logRecordIssueOnce, recordIssuesOf, type RecordIssue } from '@/lib/records/record-issues';
import { z } from '@/lib/validation/zod';

afterEach(() => vi.restoreAllMocks());

describe('record issues', () => {
  it('are one per attribute, the problems inside it making up the reason', () => {
    const schema = z.object({ title: z.string().min(1), image: z.object({ url: z.string(), mimeType: z.string() }) });
    const error = schema.safeParse({ title: '', image: {} }).error as z.ZodError;
    const issues = recordIssuesOf('skipped', { type: 'news', id: '7' }, error);
    expect(issues.map(({ field }) => field)).toEqual(['title', 'image']);
    expect(issues[1]?.reason).toMatch(/^url: .*; mimeType: /);
  });

  it('are logged once per process, not once per render', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const issue: RecordIssue = { kind: 'skipped', type: 'jobs', id: `once-${Date.now()}`, field: 'title', reason: 'Too small' };
    for (let render = 0; render < 5; render += 1) logRecordIssueOnce({ ...issue });
    logRecordIssueOnce({ ...issue, field: 'locale' });
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      `[backend] skipped jobs record ${issue.id}: title: Too small`,
      `[backend] skipped jobs record ${issue.id}: locale: Too small`,
    ]);
  });
});
