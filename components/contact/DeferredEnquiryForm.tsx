'use client';

import { useLocale, useMessages, useTimeZone, useTranslations } from 'next-intl';
import { use, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ComponentProps, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { IntlClientProvider } from '@/components/i18n/IntlClientProvider';
import { deferUntilReached, enquirySectionId, type DeferredEnquiryForm as Deferred } from './enquiry-form-code';
import type { EnquiryForm as Form } from './EnquiryForm';
// The form's styles with the page, not with its code: its server HTML is styled before the code comes.
import styles from './EnquiryForm.module.scss';

type EnquiryFormProps = ComponentProps<typeof Form>;
type FormModule = typeof import('./EnquiryForm');

/**
 * The server's form module. The page's HTML waits for it (the first render suspends until it loaded);
 * there is no Suspense boundary around the form, as React would send a boundary this large at the end of
 * the document with an inline script to move it into place, which a browser without JavaScript never runs.
 */
const serverForm: Promise<FormModule> | undefined = typeof window === 'undefined' ? import('./EnquiryForm') : undefined;

let deferred: Deferred<FormModule> | undefined;
/** The watch for the visitor's intent, one per page load, from the first render in the browser. */
function deferredForm(): Deferred<FormModule> {
  deferred ??= deferUntilReached(enquirySectionId, () => import('./EnquiryForm'));
  return deferred;
}

let eagerForm: Promise<FormModule> | undefined;
/** Set once the page that was served has hydrated: a form mounted after it (a client-side navigation) has no server HTML. */
let pageHydrated = false;
/**
 * Whether the page was rendered after a post of the form (its HTML carries React's markers of the
 * action's state, `<!--F!-->`): only the page's own root knows that state, so the form hydrates with
 * the page (its code loads with it), not later in a root of its own. Asked while the page hydrates,
 * with the same answer every time: a hydration that waits for the form's code renders the form again
 * when the code has come.
 */
function renderedAfterPost(): boolean {
  if (pageHydrated) return false;
  const section = document.getElementById(enquirySectionId);
  if (!section) return false;
  const comments = document.createTreeWalker(section, NodeFilter.SHOW_COMMENT);
  for (let comment = comments.nextNode(); comment; comment = comments.nextNode()) if (/^F!?$/.test(comment.nodeValue ?? '')) return true;
  return false;
}

/** Leaves the form's server HTML to the root of its own: the page's root neither hydrates nor ever replaces it (the same object on every render). */
const keepServerHtml = { __html: '' };

/**
 * The contact form (./EnquiryForm.tsx), whose script loads and hydrates only when the visitor reaches
 * for it (./enquiry-form-code.ts). The server renders the form in a `<div>`; in the browser the page's
 * root leaves that `<div>`'s content as it is, and once the visitor reaches for the form and its code
 * has come, a React root of its own hydrates it there (`hydrateRoot`): the same DOM, with what the
 * visitor typed and the focus where they put it. Rendered by a client-side navigation (no server HTML),
 * the form loads at once into a root of its own (`createRoot`). When the load fails while the visitor
 * waits for it (a click on "Next", a submission), the form's transmission error says so above it, as
 * the form does when its checks cannot load; the next intent tries again.
 */
export function DeferredEnquiryForm(props: EnquiryFormProps) {
  if (serverForm) {
    const { EnquiryForm } = use(serverForm);
    return (
      <div>
        <EnquiryForm {...props} />
      </div>
    );
  }
  return <BrowserEnquiryForm {...props} />;
}

function BrowserEnquiryForm(props: EnquiryFormProps) {
  const [eager] = useState(renderedAfterPost);
  useEffect(() => {
    pageHydrated = true;
  }, []);
  if (eager) {
    return (
      <div>
        <EagerEnquiryForm {...props} />
      </div>
    );
  }
  return <WatchedEnquiryForm {...props} />;
}

function WatchedEnquiryForm(props: EnquiryFormProps) {
  const t = useTranslations('ContactForm');
  // How many loads the visitor waited for failed; 0 once the code has come (the form then reports its own failures).
  const failures = useSyncExternalStore(subscribe, () => (deferredForm().arrived ? 0 : deferredForm().failures), () => 0);
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failures > 0) message.current?.focus();
  }, [failures]);

  return (
    <>
      {failures > 0 && (
        <div ref={message} tabIndex={-1} role="alert" className={styles.failure} data-enquiry-outcome="failed">
          {t('failure')}
        </div>
      )}
      <OwnRootEnquiryForm {...props} />
    </>
  );
}

/** The form hydrated with the page (after a post): its code is waited for before the page hydrates. */
function EagerEnquiryForm(props: EnquiryFormProps) {
  eagerForm ??= import('./EnquiryForm');
  const { EnquiryForm } = use(eagerForm);
  return <EnquiryForm {...props} />;
}

const subscribe = (listener: () => void) => deferredForm().subscribe(listener);

/** The `<div>` whose content a root of its own hydrates (or renders) once the form's code has come. */
function OwnRootEnquiryForm({ action, locale, pageHref, privacyHref }: EnquiryFormProps) {
  const container = useRef<HTMLDivElement>(null);
  const root = useRef<Root>(undefined);
  const messages = useMessages();
  const timeZone = useTimeZone();
  const intlLocale = useLocale();

  // Once the code has come: the form in its root, hydrated over the server HTML or rendered anew; later
  // props (the page's data changed) render it again.
  useEffect(() => {
    const form = deferredForm();
    let current = true;
    void form.code.then(({ EnquiryForm }) => {
      if (!current) return;
      const app = (
        <IntlClientProvider locale={intlLocale} messages={messages} timeZone={timeZone}>
          <WhenHydrated onHydrated={formHydrated}>
            <EnquiryForm action={action} locale={locale} pageHref={pageHref} privacyHref={privacyHref} />
          </WhenHydrated>
        </IntlClientProvider>
      );
      if (root.current) root.current.render(app);
      else if (container.current?.firstChild) root.current = hydrateRoot(container.current, app);
      else if (container.current) {
        root.current = createRoot(container.current);
        root.current.render(app);
      }
    });
    return () => {
      current = false;
    };
  }, [action, locale, pageHref, privacyHref, messages, timeZone, intlLocale]);

  useEffect(() => {
    // No server HTML (a client-side navigation): nothing to reach for yet, so the code loads at once.
    if (!container.current?.firstChild) deferredForm().loadNow();
    return () => {
      const own = root.current;
      root.current = undefined;
      // Not while React is rendering the page's root.
      if (own) setTimeout(() => own.unmount(), 0);
    };
  }, []);

  return <div ref={container} dangerouslySetInnerHTML={keepServerHtml} suppressHydrationWarning />;
}

const formHydrated = () => deferredForm().hydrated();

/** Tells `onHydrated` once its children are in the page: in the commit, before any later click reaches them. */
function WhenHydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useLayoutEffect(() => onHydrated(), [onHydrated]);
  return children;
}
