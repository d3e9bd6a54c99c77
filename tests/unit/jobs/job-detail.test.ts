import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jobDetailParts } from '@/lib/jobs/job-detail';
import { sanitizeBackendHtml } from '@/lib/records/record-html';

type JobRecord = { attributes: { slug: string; detail: string; status?: string } };
const embeddedJobs = (JSON.parse(readFileSync(join(process.cwd(), 'content', 'backend', 'jobs.json'), 'utf8')) as { data: JobRecord[] }).data;

describe('the parts of a job’s detail text', () => {
  it('opens with the introduction and its facts, up to and including the first list; the rest closes', () => {
    expect(jobDetailParts('<p>Intro.</p><ul><li><strong>Start:</strong> now</li></ul><p>Apply by e-mail.</p><p>Thanks.</p>')).toEqual({
      introduction: '<p>Intro.</p><ul><li><strong>Start:</strong> now</li></ul>',
      closing: '<p>Apply by e-mail.</p><p>Thanks.</p>',
    });
  });

  it('keeps a list within a list whole, and an ordered list counts as the facts too', () => {
    expect(jobDetailParts('<p>A</p><ul><li>b<ul><li>c</li></ul></li><li>d</li></ul><p>e</p>')).toEqual({
      introduction: '<p>A</p><ul><li>b<ul><li>c</li></ul></li><li>d</li></ul>',
      closing: '<p>e</p>',
    });
    expect(jobDetailParts('<ol><li>1</li></ol><p>x</p>')).toEqual({ introduction: '<ol><li>1</li></ol>', closing: '<p>x</p>' });
  });

  it('without a list, opens with the first paragraph and any heading above it', () => {
    expect(jobDetailParts('<p>One.</p><p>Two.</p>')).toEqual({ introduction: '<p>One.</p>', closing: '<p>Two.</p>' });
    expect(jobDetailParts('<h2>About</h2><p>One.</p><blockquote><p>Q</p></blockquote>')).toEqual({
      introduction: '<h2>About</h2><p>One.</p>',
      closing: '<blockquote><p>Q</p></blockquote>',
    });
    expect(jobDetailParts('Only <strong>text</strong>.')).toEqual({ introduction: 'Only <strong>text</strong>.', closing: '' });
    expect(jobDetailParts('<h2>Only a heading</h2>')).toEqual({ introduction: '<h2>Only a heading</h2>', closing: '' });
    expect(jobDetailParts('')).toEqual({ introduction: '', closing: '' });
  });

  it.each(embeddedJobs.map((job) => [job.attributes.slug, sanitizeBackendHtml(job.attributes.detail), job.attributes.status] as const))(
    'of the embedded offer %s loses nothing and puts the facts first',
    (_, detail, status) => {
      const { introduction, closing } = jobDetailParts(detail);
      expect(introduction + closing).toBe(detail);
      expect(closing).toContain('bewerbung@lumoplast.de');
      expect(introduction).not.toContain('bewerbung@lumoplast.de');
      if (status !== 'draft') expect(introduction).toMatch(/<ul><li><strong>(?:Arbeitszeit|Beginn|Working hours|Start):<\/strong>.*<\/ul>$/);
    },
  );
});
