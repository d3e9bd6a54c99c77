import { expect, type Page } from '@playwright/test';
import { framesDrawn } from './frames';

/**
 * The hydration watch of the page sweep (page-sweep.ts): what changes in a page's DOM, and what moves on
 * screen, between the HTML the browser parsed and the end of React's hydration.
 *
 * `installHydrationWatch` runs as an init script, before the parser has built any element: a
 * MutationObserver on the whole document and a PerformanceObserver of layout shifts. The parser's own
 * insertions are childList records too. They are told apart from script changes by the moment the
 * parser is done: the first `readystatechange` listener (this one, registered before any of the page's
 * scripts) takes the pending records as the parser's, and every childList record after it is a change.
 * React may hydrate while the parser still runs (a long page): a childList record before that moment
 * counts as a change too unless it is what a parser does (it only appends; it never removes a node nor
 * inserts before another). Attribute and text changes are never the parser's, but for the text of a
 * script or a style sheet, which the parser extends while a long one arrives in parts (a page's RSC
 * payload, the inline CSS in its head).
 *
 * Layout shifts count from the first frame in which React has begun to hydrate (the document's element
 * carries React's `__reactFiber$…`; React changes nothing before it). In a frame before it, what moved is
 * the parser's doing: a long page that reached the browser in parts was laid out from part of its HTML
 * (a grid row grows as its last card arrives). A page React never hydrates has every shift counted.
 */

/** A change of the page's own DOM, in words: where, what, old → new. */
export type DomChange = string;

type WatchRecord = { record: MutationRecord; duringParse: boolean; batch: number };
type Shift = { value: number; at: number; sources: string[]; hadRecentInput: boolean };
type Watch = { records: WatchRecord[]; batches: number; shifts: Shift[]; fontsLoaded: number[]; parsing: boolean; hydratingFrom: number | undefined };

/** The init script (serialized into the page: it must not use anything from this module). */
export function installHydrationWatch() {
  /** A short selector of an element: its nearest landmark or element with an id, then itself. */
  const describe = (node: Node | null): string => {
    if (!node) return '(nothing)';
    if (node.nodeType === Node.TEXT_NODE) return `text "${(node.textContent ?? '').trim().slice(0, 40)}" in ${describe(node.parentNode)}`;
    if (node.nodeType === Node.COMMENT_NODE) return `<!--${(node.textContent ?? '').slice(0, 20)}--> in ${describe(node.parentNode)}`;
    if (!(node instanceof Element)) return node.nodeName;
    const self = (element: Element) => {
      if (element.id) return `${element.localName}#${element.id}`;
      const testId = element.getAttribute('data-testid');
      if (testId) return `${element.localName}[data-testid="${testId}"]`;
      // CSS module classes read `File-module__hash__name`: the name says what it is.
      const className = [...element.classList].map((name) => name.replace(/^.*__/, ''))[0];
      return className ? `${element.localName}.${className}` : element.localName;
    };
    const landmark = node.parentElement?.closest('[id], header, nav, main, footer, section, article, aside, form');
    return landmark && landmark !== document.documentElement && landmark !== document.body ? `${self(landmark)} … ${self(node)}` : self(node);
  };
  const watch: Watch & { describe: typeof describe } = { records: [], batches: 0, shifts: [], fontsLoaded: [], parsing: true, hydratingFrom: undefined, describe };
  (window as unknown as { hydrationWatch: typeof watch }).hydrationWatch = watch;

  // Records delivered together were made in one task, with no rendering between them.
  const take = (records: MutationRecord[]) => {
    watch.batches += 1;
    for (const record of records) watch.records.push({ record, duringParse: watch.parsing, batch: watch.batches });
  };
  const observer = new MutationObserver(take);
  observer.observe(document, { subtree: true, childList: true, attributes: true, attributeOldValue: true, characterData: true, characterDataOldValue: true });
  document.addEventListener('readystatechange', () => {
    if (!watch.parsing) return;
    take(observer.takeRecords());
    watch.parsing = false;
  });

  // Each frame until React has begun: the frame's time once the document's element carries a fiber.
  const hydrating = () => Object.keys(document.documentElement).some((key) => key.startsWith('__reactFiber$'));
  const everyFrame = (time: number) => {
    if (hydrating()) watch.hydratingFrom = time;
    else requestAnimationFrame(everyFrame);
  };
  requestAnimationFrame(everyFrame);

  type ShiftSource = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
  const rect = ({ x, y, width, height }: DOMRectReadOnly) => `${Math.round(x)},${Math.round(y)} ${Math.round(width)}×${Math.round(height)}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: ShiftSource[] })[]) {
      const sources = (entry.sources ?? []).map((source) => `${describe(source.node ?? null)} (${rect(source.previousRect)} → ${rect(source.currentRect)})`);
      watch.shifts.push({ value: entry.value, at: entry.startTime, hadRecentInput: entry.hadRecentInput, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // When a web font arrived: a shift right after it is the font's swap.
  document.fonts.addEventListener('loadingdone', () => watch.fontsLoaded.push(performance.now()));
}

/**
 * Waits for the end of hydration: with the App Router the whole document is one React root, and React
 * marks every element it has hydrated with a property `__reactFiber$…`. Once every element of the body
 * that React rendered has one (the page's last one too), two animation frames let the commit and its
 * effects run, and the network goes idle (an effect's request, a chunk loaded late). A page that never
 * gets there fails naming the elements React has not reached.
 */
export async function waitForHydration(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const ownKey = (element: Element, prefix: string) => Object.keys(element).find((key) => key.startsWith(prefix));
          // What an element's raw HTML holds (a legal text, an inline SVG's insides) is not React's.
          const rawHtml = [...document.body.querySelectorAll('*')].filter((element) => {
            const key = ownKey(element, '__reactProps$');
            return key !== undefined && (element as unknown as Record<string, { dangerouslySetInnerHTML?: unknown }>)[key]?.dangerouslySetInnerHTML !== undefined;
          });
          const rendered = [...document.body.querySelectorAll('*')].filter(
            (element) =>
              // Not React's either: the inline scripts of Next.js's stream (the RSC payload), its route
              // announcer, and the hidden inputs React's server writes into a form with a Server Action
              // (`$ACTION_…`), which its client skips.
              element.localName !== 'script' &&
              element.localName !== 'next-route-announcer' &&
              !element.matches('input[type="hidden"][name^="$ACTION_"]') &&
              !rawHtml.some((container) => container !== element && container.contains(element)),
          );
          const waiting = rendered.filter((element) => ownKey(element, '__reactFiber$') === undefined);
          if (document.readyState === 'loading') return ['the document (still parsing)'];
          return waiting.slice(0, 5).map((element) => element.outerHTML.slice(0, 120));
        }),
      { message: 'the elements React has not hydrated', timeout: 20_000 },
    )
    .toEqual([]);
  await framesDrawn(page);
  await page.waitForLoadState('networkidle');
}

/**
 * The changes the watch saw on the page's own elements, and its layout shifts, in words. Call it after
 * `waitForHydration` and before anything acts on the page.
 */
export function hydrationChanges(page: Page): Promise<{ changes: DomChange[]; shifts: string[] }> {
  return page.evaluate(() => {
    const watch = (window as unknown as { hydrationWatch: Watch & { describe: (node: Node | null) => string } }).hydrationWatch;
    const { describe } = watch;
    /**
     * Next.js's own, not the page's: its route announcer (a live region it appends to the body after
     * hydration, for client-side navigations) and the `<script src="/_next/static/…">` elements its
     * chunk loader appends. Nothing else is left out, in the head or the body.
     */
    const isFrameworks = (node: Node) =>
      node.nodeName === 'NEXT-ROUTE-ANNOUNCER' || (node instanceof HTMLScriptElement && new URL(node.src || '/', location.href).pathname.startsWith('/_next/static/'));
    const changes: DomChange[] = [];
    const quote = (value: string | null) => (value === null ? '(none)' : `"${value.length > 80 ? `${value.slice(0, 80)}…` : value}"`);

    /**
     * An attribute's or a text's changes, per task (the records of one delivery): its value before the
     * task's first change and after its last. A value a task changes and sets back is never rendered
     * (React clears an input's `name` while it hydrates the input's checked state, then restores it).
     */
    const valueChanges: { target: Node; what: string; batch: number; before: string | null }[] = [];
    const valueNow = (target: Node, what: string) => (what === 'text' ? target.textContent : (target as Element).getAttribute(what.replace(/^attribute /, '')));
    for (const { record, duringParse, batch } of watch.records) {
      if (record.type === 'childList') {
        const added = [...record.addedNodes].filter((node) => !isFrameworks(node));
        const removed = [...record.removedNodes].filter((node) => !isFrameworks(node));
        // What the parser does while it builds the page: it appends to the element it is in.
        if (duringParse && removed.length === 0 && record.nextSibling === null) continue;
        for (const node of removed) changes.push(`${describe(record.target)}: removed ${describe(node).replace(/ in .*$/, '')}`);
        for (const node of added) changes.push(`${describe(record.target)}: added ${describe(node).replace(/ in .*$/, '')}`);
        continue;
      }
      // A long script or style sheet arriving in parts: the parser extends its text.
      const rawText = record.target.parentNode?.nodeName === 'SCRIPT' || record.target.parentNode?.nodeName === 'STYLE';
      if (duringParse && record.type === 'characterData' && rawText && (record.target.textContent ?? '').startsWith(record.oldValue ?? '')) continue;
      const what = record.type === 'attributes' ? `attribute ${record.attributeName}` : 'text';
      const sameTask = valueChanges.some((change) => change.batch === batch && change.target === record.target && change.what === what);
      if (!sameTask) valueChanges.push({ target: record.target, what, batch, before: record.oldValue });
    }
    valueChanges.forEach(({ target, what, before }, index) => {
      // The value after the task: the value before the next task that changes it, or the value now.
      const next = valueChanges.slice(index + 1).find((change) => change.target === target && change.what === what);
      const after = next ? next.before : valueNow(target, what);
      if (after !== before) changes.push(`${describe(target)}: ${what} ${quote(before)} → ${quote(after)}`);
    });

    const shifts = watch.shifts
      .filter((shift) => shift.value > 0 && !shift.hadRecentInput && (watch.hydratingFrom === undefined || shift.at >= watch.hydratingFrom))
      .map((shift) => `a layout shift of ${shift.value.toFixed(4)} at ${Math.round(shift.at)} ms, moving ${shift.sources.join(', ') || 'nothing named'}`);
    if (shifts.length > 0) shifts.push(`(the web font loaded at ${watch.fontsLoaded.map((at) => `${Math.round(at)} ms`).join(', ') || 'no time seen'})`);
    return { changes, shifts };
  });
}

/** An element of a serialized body: its name, its attributes (sorted) and its children. */
export type SerializedNode = string | { name: string; attributes: string[]; children: SerializedNode[] };

/**
 * The body as a tree: elements with their attributes, text, comments. Left out as in
 * `hydrationChanges`: Next.js's scripts and route announcer. A `<noscript>`'s insides are parsed as
 * elements without JavaScript and as text with it, so only the element itself is kept.
 */
export function serializedBody(page: Page): Promise<SerializedNode> {
  return page.evaluate(() => {
    const serialize = (node: Node): SerializedNode | null => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (node.nodeType === Node.COMMENT_NODE) return `<!--${node.textContent}-->`;
      if (!(node instanceof Element) || node.localName === 'script' || node.localName === 'next-route-announcer') return null;
      return {
        name: node.localName,
        attributes: [...node.attributes].map((attribute) => `${attribute.name}="${attribute.value}"`).sort(),
        children: node.localName === 'noscript' ? [] : [...node.childNodes].map(serialize).filter((child) => child !== null),
      };
    };
    return serialize(document.body) as SerializedNode;
  });
}

/** Where two serialized trees differ, in words (at most `limit` places), each named by its last three ancestors. */
export function treeDifferences(expected: SerializedNode, actual: SerializedNode, limit = 20): string[] {
  const differences: string[] = [];
  const label = (node: SerializedNode) => {
    if (typeof node === 'string') return `text ${JSON.stringify(node.length > 60 ? `${node.slice(0, 60)}…` : node)}`;
    const id = node.attributes.find((attribute) => attribute.startsWith('id='))?.slice(4, -1);
    // CSS module classes read `File-module__hash__name`: the name says what it is.
    const className = node.attributes.find((attribute) => attribute.startsWith('class='))?.slice(7, -1).split(' ')[0]?.replace(/^.*__/, '');
    return `${node.name}${id ? `#${id}` : className ? `.${className}` : ''}`;
  };
  const compare = (a: SerializedNode, b: SerializedNode, path: string[]) => {
    if (differences.length >= limit) return;
    const where = path.length > 3 ? `… > ${path.slice(-3).join(' > ')}` : path.join(' > ');
    if (typeof a === 'string' || typeof b === 'string' || a.name !== b.name) {
      if (a !== b) differences.push(`${where}: ${label(a)} → ${label(b)}`);
      return;
    }
    const here = [...path, label(a)];
    const hereWords = here.length > 3 ? `… > ${here.slice(-3).join(' > ')}` : here.join(' > ');
    const gone = a.attributes.filter((attribute) => !b.attributes.includes(attribute));
    const come = b.attributes.filter((attribute) => !a.attributes.includes(attribute));
    if (gone.length > 0 || come.length > 0) differences.push(`${hereWords}: attributes ${gone.join(' ') || '(none)'} → ${come.join(' ') || '(none)'}`);
    for (let index = 0; index < Math.max(a.children.length, b.children.length); index++) {
      const left = a.children[index];
      const right = b.children[index];
      if (left === undefined) differences.push(`${hereWords}: added ${label(right as SerializedNode)}`);
      else if (right === undefined) differences.push(`${hereWords}: removed ${label(left)}`);
      else compare(left, right, here);
    }
  };
  compare(expected, actual, []);
  return differences;
}
