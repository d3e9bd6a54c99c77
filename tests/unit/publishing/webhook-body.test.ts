import { describe, expect, it } from 'vitest';
import { maxBodyLength, parseWebhookBody } from '@/lib/publishing/webhook-body';

describe('the body of a revalidation request', () => {
  it.each(['jobs', 'news', 'downloads'] as const)('accepts the type %s', (type) => {
    expect(parseWebhookBody(JSON.stringify({ type }))).toEqual({ ok: true, order: { type } });
  });

  it('accepts the changed record’s id and its slug and ignores other members', () => {
    expect(parseWebhookBody('{"type":"news","slug":"fakuma-2026","id":"42","event":"publish"}')).toEqual({
      ok: true,
      order: { type: 'news', ids: ['42'], slug: 'fakuma-2026' },
    });
  });

  it('accepts a slug as an editor writes it (only echoed in the answer)', () => {
    expect(parseWebhookBody('{"type":"jobs","slug":"Schichtleiter Spritzguss"}')).toEqual({ ok: true, order: { type: 'jobs', slug: 'Schichtleiter Spritzguss' } });
  });

  it('accepts several changed records, each once', () => {
    expect(parseWebhookBody('{"type":"jobs","ids":["7","8","7"],"id":"9"}')).toEqual({ ok: true, order: { type: 'jobs', ids: ['9', '7', '8'] } });
    expect(parseWebhookBody('{"type":"jobs","ids":[]}')).toEqual({ ok: true, order: { type: 'jobs' } });
  });

  it('refuses more records than one webhook names', () => {
    const ids = Array.from({ length: 101 }, (_, index) => `id-${index}`);
    expect(parseWebhookBody(JSON.stringify({ type: 'news', ids })).ok).toBe(false);
  });

  it('treats a null slug as none', () => {
    expect(parseWebhookBody('{"type":"downloads","slug":null}')).toEqual({ ok: true, order: { type: 'downloads' } });
  });

  it.each(['News', 'contact-requests', 'files', 'pages', '', 'jobs '])('refuses the unknown type %j, naming the known ones', (type) => {
    const parsed = parseWebhookBody(JSON.stringify({ type }));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toMatch(/^Unknown type .*jobs, news, downloads/);
  });

  it.each([
    ['an empty body', ''],
    ['text that is not JSON', 'type=news'],
    ['truncated JSON', '{"type":"news"'],
    ['JSON null', 'null'],
    ['a JSON string', '"news"'],
    ['a JSON array', '[{"type":"news"}]'],
    ['an object without type', '{"slug":"fakuma-2026"}'],
    ['a type that is not a string', '{"type":["news"]}'],
    ['a slug with a control character', '{"type":"news","slug":"fakuma\\u00002026"}'],
    ['an empty slug', '{"type":"news","slug":"  "}'],
    ['a slug that is not a string', '{"type":"news","slug":42}'],
    ['an id with a space', '{"type":"news","id":"4 2"}'],
    ['an empty id', '{"type":"news","id":""}'],
    ['an id that is a path segment of its own', '{"type":"news","id":".."}'],
    ['ids with a path segment of its own', '{"type":"news","ids":["7","."]}'],
    ['ids that are no list', '{"type":"news","ids":"42"}'],
  ])('refuses %s as malformed', (_name, text) => {
    const parsed = parseWebhookBody(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toMatch(/^The body is not/);
  });

  it('refuses a body longer than the limit without parsing it', () => {
    const text = JSON.stringify({ type: 'news', padding: 'x'.repeat(maxBodyLength) });
    expect(parseWebhookBody(text)).toEqual({ ok: false, reason: `The body is longer than ${maxBodyLength} characters.` });
  });
});
