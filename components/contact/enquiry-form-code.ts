import { holdsUnsentInput } from '@/lib/browser/unsent-input';

/**
 * The contact form's code, loaded when the visitor reaches for the form, not with the page: its
 * server-rendered HTML works without it (the fields take text, the browser keeps it), so the page
 * neither loads nor runs the form's script (react-hook-form, the steps, the review) until then.
 *
 * - **Reaching for the form** is a pointer pressed or a finger put down in its section, focus moving
 *   into it, a key pressed in it, or a mouse moved over it (a desktop visitor's hand on the way). Not
 *   its scrolling into view: on a phone the form is on screen soon after the page opens, and its code
 *   would cost its hundreds of milliseconds while the visitor reads or scrolls past it to the team.
 *   What the visitor then types goes into the native fields and stays (React keeps a field's value
 *   when it hydrates it, react-hook-form adopts a value edited before it was ready).
 * - **What needs the code is replayed.** Before the form is hydrated its buttons have no handlers (a
 *   click on "Next" would do nothing), and a form submitted then would post the whole page as without
 *   JavaScript. So until the code arrives a click on one of the form's buttons is remembered (a submit
 *   button's default prevented), as is a submission (Enter in a field), and done again once the form is
 *   hydrated. From the code's arrival on, React's own root for the form takes clicks itself (it
 *   hydrates at once on a click).
 * - **A load that fails** (the network dropped) is tried again on the next intent; when the visitor is
 *   waiting for it (a remembered click or submission) the subscribers are told, and the click is
 *   forgotten (the visitor tries again), as the form itself says when its checks cannot load.
 *
 * Browser only; the server renders the form at once.
 */
export type DeferredEnquiryForm<T> = {
  /** The code, once the visitor reached for the form and it loaded; never rejects (a failed load is tried again). */
  readonly code: Promise<T>;
  /** Loads the code now: the form is not on the page as server HTML (a client-side navigation rendered it). */
  loadNow(): void;
  /** The form is hydrated: what the visitor did that needed its code is done again, and the watch ends. */
  hydrated(): void;
  /** `listener` is called when a load the visitor waited for failed, and when the code has come; returns its removal. */
  subscribe(listener: () => void): () => void;
  /** How many loads the visitor waited for failed so far. */
  readonly failures: number;
  /** Whether the code has come. */
  readonly arrived: boolean;
};

/** The id of the form's section (./EnquirySection.tsx), where the visitor reaches for the form. */
export const enquirySectionId = 'enquiry';

/** The events that say the visitor reaches for the form (a mouse over it only from a mouse). */
const intentEvents = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'pointerover'] as const;

type PendingAction = { click: HTMLElement } | { submit: HTMLFormElement };

/**
 * Watches the element `containerId` (the form's section) for the visitor's first intent, then loads
 * the code with `load`.
 */
export function deferUntilReached<T>(containerId: string, load: () => Promise<T>): DeferredEnquiryForm<T> {
  let resolveCode!: (code: T) => void;
  const code = new Promise<T>((resolve) => (resolveCode = resolve));
  let loading = false;
  let arrived = false;
  let watching = true;
  let pending: PendingAction | undefined;
  let failures = 0;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  const container = () => document.getElementById(containerId);
  const inForm = (target: EventTarget | null): target is Element => target instanceof Element && Boolean(container()?.contains(target));

  function reach() {
    if (loading || arrived) return;
    loading = true;
    load().then(
      (loaded) => {
        // From here the form's root takes the visitor's clicks (./DeferredEnquiryForm.tsx creates it in the next microtask).
        arrived = true;
        resolveCode(loaded);
        notify();
      },
      () => {
        loading = false;
        if (!pending) return;
        pending = undefined;
        failures += 1;
        notify();
      },
    );
  }

  const onIntent = (event: Event) => {
    if (event.type === 'pointerover' && (event as PointerEvent).pointerType !== 'mouse') return;
    if (inForm(event.target)) reach();
  };
  const onClick = (event: Event) => {
    if (arrived || !inForm(event.target)) return;
    const button = event.target.closest('button');
    if (!button || !container()?.contains(button)) return;
    pending = { click: button };
    if (button.type === 'submit') event.preventDefault();
    reach();
  };
  const onSubmit = (event: Event) => {
    if (arrived || !inForm(event.target)) return;
    event.preventDefault();
    pending ??= { submit: event.target as HTMLFormElement };
    reach();
  };

  const watchers: [string, (event: Event) => void][] = [...intentEvents.map((type) => [type, onIntent] as [string, (event: Event) => void]), ['click', onClick], ['submit', onSubmit]];
  // On the window in the capture phase: before any listener of the page.
  for (const [type, listener] of watchers) window.addEventListener(type, listener, { capture: true, passive: type === 'touchstart' });

  // Reached before the page's scripts ran: the focus is in the form already, or the visitor typed in it.
  const section = container();
  if (section && (section.contains(document.activeElement) || holdsUnsentInput(section))) reach();

  return {
    code,
    get failures() {
      return failures;
    },
    get arrived() {
      return arrived;
    },
    loadNow: reach,
    hydrated() {
      if (!watching) return;
      watching = false;
      for (const [type, listener] of watchers) window.removeEventListener(type, listener, { capture: true });
      const action = pending;
      pending = undefined;
      if (!action) return;
      if ('click' in action) {
        if (action.click.isConnected) action.click.click();
      } else if (action.submit.isConnected) action.submit.requestSubmit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
