import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { appendEnquiryRecord } = await import('@/lib/contact/enquiry-store');

const folder = () => mkdtempSync(join(tmpdir(), 'enquiries-'));

describe('the embedded store of enquiries', () => {
  it('creates its folder and appends one JSON line per enquiry', async () => {
    const file = join(folder(), '.data', 'contact-requests.jsonl');
    await appendEnquiryRecord({ name: 'Erika', message: 'Zeile 1\nZeile 2' }, file);
    await appendEnquiryRecord({ name: 'Max' }, file);
    const lines = readFileSync(file, 'utf8').split('\n');
    expect(lines).toHaveLength(3);
    expect(lines.slice(0, 2).map((line) => JSON.parse(line))).toEqual([{ name: 'Erika', message: 'Zeile 1\nZeile 2' }, { name: 'Max' }]);
    expect(lines[2]).toBe('');
  });

  it('keeps every line whole under many concurrent appends', async () => {
    const file = join(folder(), 'contact-requests.jsonl');
    const records = Array.from({ length: 50 }, (_, index) => ({ index, message: `${index}`.repeat(3000) }));
    await Promise.all(records.map((record) => appendEnquiryRecord(record, file)));
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n').map((line) => JSON.parse(line) as { index: number; message: string });
    expect(lines).toHaveLength(50);
    expect(lines.map((line) => line.index).sort((a, b) => a - b)).toEqual(records.map((record) => record.index));
    for (const line of lines) expect(line.message).toBe(`${line.index}`.repeat(3000));
  });

  it('rejects when the store cannot be written, and the next append still works', async () => {
    const base = folder();
    const blocker = join(base, 'not-a-folder');
    writeFileSync(blocker, '');
    await expect(appendEnquiryRecord({ name: 'Erika' }, join(blocker, 'contact-requests.jsonl'))).rejects.toMatchObject({ code: expect.any(String) });
    const file = join(base, 'contact-requests.jsonl');
    await appendEnquiryRecord({ name: 'Max' }, file);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ name: 'Max' });
  });

  it('writes a record whose id a line has already only once, also when both arrive together', async () => {
    const file = join(folder(), 'contact-requests.jsonl');
    await appendEnquiryRecord({ id: 'a1', name: 'Erika' }, file);
    await Promise.all([appendEnquiryRecord({ id: 'b2', name: 'Max' }, file), appendEnquiryRecord({ id: 'b2', name: 'Max' }, file)]);
    await appendEnquiryRecord({ id: 'a1', name: 'Erika' }, file);
    // An id inside another record's text is no record with that id.
    await appendEnquiryRecord({ id: 'c3', message: '{"id":"d4",' }, file);
    await appendEnquiryRecord({ id: 'd4', name: 'Jane' }, file);
    const ids = readFileSync(file, 'utf8').trimEnd().split('\n').map((line) => JSON.parse(line).id);
    expect(ids).toEqual(['a1', 'b2', 'c3', 'd4']);
  });
});
