import { describe, expect, it } from 'vitest';
import { statusCodeOf } from '@/lib/browser/error-status';

describe('the status code of an error', () => {
  it('is 500 by default', () => {
    expect(statusCodeOf(new Error('x'))).toBe(500);
    expect(statusCodeOf('a string')).toBe(500);
    expect(statusCodeOf(null)).toBe(500);
    expect(statusCodeOf(undefined)).toBe(500);
  });

  it('is the error’s own HTTP error status when it carries one', () => {
    expect(statusCodeOf({ statusCode: 404 })).toBe(404);
    expect(statusCodeOf(Object.assign(new Error('x'), { status: 503 }))).toBe(503);
  });

  it('ignores values that are no HTTP error status', () => {
    expect(statusCodeOf({ statusCode: 200 })).toBe(500);
    expect(statusCodeOf({ statusCode: '404' })).toBe(500);
    expect(statusCodeOf({ status: 404.5 })).toBe(500);
  });
});
