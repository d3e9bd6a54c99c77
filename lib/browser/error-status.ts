/** The HTTP status an error stands for: its own `statusCode` or `status` when it carries one, else 500. */
export function statusCodeOf(error: unknown): number {
  if (typeof error === 'object' && error !== null) {
    for (const key of ['statusCode', 'status'] as const) {
      const value = (error as Record<string, unknown>)[key];
      if (typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599) return value;
    }
  }
  return 500;
}
