/**
 * Keeps the CMS's credential out of what the site logs and throws: the text of an error, and the errors
 * of a failed answer, which become messages and log lines (a CMS may echo the request's header). Never
 * an answer the site reads records from: a token of a character or two replaced inside a JSON text
 * would corrupt every answer. Every occurrence goes, however short the token: a log line is only read.
 */
export function redactCredential(text: string, token: string): string {
  return token !== '' && text.includes(token) ? text.replaceAll(token, '[redacted]') : text;
}

/** A parsed value with the credential taken out of every string in it, keys included. */
export function redactCredentialIn(value: unknown, token: string): unknown {
  if (typeof value === 'string') return redactCredential(value, token);
  if (Array.isArray(value)) return value.map((entry) => redactCredentialIn(entry, token));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [redactCredential(key, token), redactCredentialIn(entry, token)]));
  }
  return value;
}
