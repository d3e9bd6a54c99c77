/**
 * A mail the server did not take, in what is safe to log: nodemailer's error code (`ECONNECTION`,
 * `EENVELOPE`, …), the system's (`ECONNREFUSED`) and the SMTP reply code, never the reply's text
 * (which may echo an address) nor the server's address (which may hold the credential).
 */
export class MailDeliveryError extends Error {
  override readonly name = 'MailDeliveryError';
  constructor(
    readonly code: string | undefined,
    readonly systemCode: string | undefined,
    readonly responseCode: number | undefined,
    /** A 5xx reply (but 503): the same mail would be refused again. */
    readonly permanent: boolean,
  ) {
    super(responseCode ? `the mail server answered ${responseCode}` : 'the mail server could not be reached');
  }
}

export function isMailDeliveryError(error: unknown): error is MailDeliveryError {
  return error instanceof MailDeliveryError;
}

/** nodemailer's error as a `MailDeliveryError`: its codes kept, its text dropped. */
export function mailDeliveryError(error: unknown): MailDeliveryError {
  const { code, originalCode, responseCode, permanent } = (error ?? {}) as { code?: unknown; originalCode?: unknown; responseCode?: unknown; permanent?: unknown };
  const text = (value: unknown) => (typeof value === 'string' && /^[A-Z0-9_]{2,40}$/.test(value) ? value : undefined);
  return new MailDeliveryError(text(code), text(originalCode), typeof responseCode === 'number' ? responseCode : undefined, permanent === true);
}

/** Another instance holds the enquiry's lease (`MailLedger.lease`): it is mailing it now. Tried again after a pause. */
export class MailSentElsewhere extends Error {
  override readonly name = 'MailSentElsewhere';
  constructor() {
    super('another instance is mailing it');
  }
}
