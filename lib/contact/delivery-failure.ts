import { isBackendError } from '@/lib/cms/backend-error';
import { isMailDeliveryError, MailSentElsewhere } from './mail-delivery-error';

/**
 * A failure in words safe for a log: the CMS's status and the codes of its errors, the mail server's
 * reply code and nodemailer's error codes, or the file system's error code — never a message text,
 * which might echo what the visitor entered (or, of a mail server's address, its credential).
 */
export function describeFailure(error: unknown): string {
  if (isMailDeliveryError(error)) {
    const codes = [error.code, error.systemCode].filter(Boolean).join(', ');
    return `${error.message}${codes ? ` (${codes})` : ''}`;
  }
  if (error instanceof MailSentElsewhere) return error.message;
  if (isBackendError(error)) {
    const codes = error.errors.map((entry) => entry.code ?? entry.status).filter(Boolean);
    return `the CMS answered ${error.method} ${error.target} with status ${error.status}${codes.length ? ` (${codes.join(', ')})` : ''}`;
  }
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return `the store could not be written (${code})`;
  return error instanceof Error ? error.name : 'unknown error';
}
