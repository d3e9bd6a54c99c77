import type { Messages } from 'next-intl';

/** Dates and times are shown in the company's time zone, on the server and in the browser alike. */
export const timeZone = 'Europe/Berlin';

/** The namespaces that client components read; everything else stays on the server. */
const clientNamespaces = ['Header', 'LanguageSwitch', 'ErrorPage', 'Connection'] as const satisfies readonly (keyof Messages)[];

export function clientMessages(messages: Messages): Pick<Messages, (typeof clientNamespaces)[number]> {
  return Object.fromEntries(clientNamespaces.map((namespace) => [namespace, messages[namespace]])) as Pick<
    Messages,
    (typeof clientNamespaces)[number]
  >;
}
