import { describe, expect, it } from 'vitest';
import { isChunkLoadFailure } from '@/lib/browser/chunk-load-failure';

function namedError(name: string, message: string) {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('isChunkLoadFailure', () => {
  it.each([
    ['Turbopack', namedError('ChunkLoadError', 'Failed to load chunk /_next/static/chunks/0a1b2c.js from module 4711')],
    ['webpack', namedError('ChunkLoadError', 'Loading chunk 123 failed.\n(error: https://example.com/_next/static/chunks/123.js)')],
    ['webpack without the name', new Error('Loading chunk app/page failed.')],
    ['webpack CSS', new Error('Loading CSS chunk 42 failed.\n(/_next/static/css/42.css)')],
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: https://example.com/_next/static/chunks/a.js')],
    ['Firefox', new TypeError('error loading dynamically imported module: https://example.com/_next/static/chunks/a.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['a ChunkLoadError without a known message', namedError('ChunkLoadError', '')],
    ['a message string (an error event without an error)', 'Uncaught ChunkLoadError: Loading chunk 7 failed.'],
    ['a wrapped failure', new Error('navigation failed', { cause: namedError('ChunkLoadError', 'Failed to load chunk x.js') })],
  ])('recognizes %s', (_, reason) => {
    expect(isChunkLoadFailure(reason)).toBe(true);
  });

  it.each([
    ['an ordinary error', new Error('Cannot read properties of undefined')],
    ['a failed fetch of data', new TypeError('Failed to fetch')],
    ['a server error with a digest', Object.assign(new Error('An error occurred in the Server Components render.'), { digest: '123' })],
    ['a string', 'something broke'],
    ['null', null],
    ['undefined', undefined],
    ['a number', 500],
    ['an object with a status', { statusCode: 404 }],
  ])('does not take %s for one', (_, reason) => {
    expect(isChunkLoadFailure(reason)).toBe(false);
  });

  it('does not follow a cycle of causes for ever', () => {
    const first = new Error('first');
    const second = new Error('second', { cause: first });
    (first as { cause?: unknown }).cause = second;
    expect(isChunkLoadFailure(first)).toBe(false);
  });
});
