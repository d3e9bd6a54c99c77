// The visits with a purpose: enquiries as a visitor without JavaScript sends them (the contact page, then
// a multipart post of its form with React's hidden `$ACTION_…` fields), each client address exactly its
// limit; and publishes (a record added to the test CMS, the webhook called through nginx, the list page
// asked on every instance until it shows the record). Each spread over the measured part of the soak.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { root } from '../../cluster/services.mjs';
import { browserHeaders } from '../load.mjs';
import { testCms } from './cluster.mjs';
import { send } from './traffic.mjs';

const messages = Object.fromEntries(['de', 'en'].map((locale) => [locale, JSON.parse(readFileSync(join(root, 'messages', `${locale}.json`), 'utf8'))]));
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The record types the webhook knows, each with the page type of its list (scripts/bench/pages.mjs). */
export const publishedTypes = [
  { type: 'jobs', listPage: 'job offers' },
  { type: 'news', listPage: 'news' },
  { type: 'downloads', listPage: 'downloads' },
];

/** lib/contact/enquiry-rate-limit.ts, enquiryRateLimit.limit: each client address sends exactly this many. */
const enquiryLimit = 5;

/**
 * The enquiries of a run: `count` (`settings.enquiriesPerMinute`, at least one client's limit) from
 * `clients` addresses, `perClient` each, and the site-wide ceiling the instances get
 * (`ENQUIRY_CEILING_PER_MINUTE`: a fixed window of a minute, twice the soak's rate).
 */
export function enquiryPlan(settings) {
  const count = Math.max(enquiryLimit, Math.round((settings.durationSeconds / 60) * settings.enquiriesPerMinute));
  return { count, clients: Math.ceil(count / enquiryLimit), perClient: enquiryLimit, ceilingPerMinute: Math.ceil(settings.enquiriesPerMinute * 2) };
}

/** The contact form's hidden fields (React's `$ACTION_…`, the locale) as a visitor without JavaScript gets them. */
export function formFields(html, formLabel) {
  const form = new RegExp(`<form[^>]*aria-label="${formLabel}"[^>]*>[\\s\\S]*?</form>`).exec(html)?.[0] ?? '';
  const hidden = [...form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)].map(([, name, value = '']) => [name, value.replaceAll('&quot;', '"').replaceAll('&amp;', '&')]);
  return hidden.some(([name]) => name.startsWith('$ACTION')) ? hidden : null;
}

export const escapeHtml = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** One enquiry as a visitor without JavaScript sends it from `client`'s address: the form page, then the post. */
export async function sendEnquiry(client, origin, pages, locale, number, tally) {
  const path = pages.find((page) => page.type === 'contact' && page.language === locale).path;
  const page = await send(client, origin, path, { headers: browserHeaders('identity', locale) });
  if (!tally.record('enquiry form', page, 200, path)) return `the form page answered ${page.status ?? page.error}`;
  const fields = formFields(page.text, messages[locale].ContactForm.formLabel);
  if (!fields) return 'the form page has no form with its action fields';
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  const values = {
    subject: `Soak ${number}: ${locale === 'de' ? 'Angebot Dosierkappe' : 'Quotation for a dosing cap'}`,
    message: locale === 'de' ? 'Guten Tag, bitte senden Sie uns ein Angebot für 250.000 Kappen.' : 'Hello, please send us a quotation for 250,000 caps.',
    name: 'Jana Berger',
    company: 'Beispiel GmbH',
    city: 'Herborn',
    email: `jana.berger+soak${number}@example.com`,
    privacyConsent: 'on',
    website: '',
  };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const answer = await send(client, origin, path, {
    method: 'POST',
    headers: { ...browserHeaders('identity', locale), 'content-type': encoded.headers.get('content-type'), 'content-length': String(body.length) },
    body,
  });
  if (!tally.record('enquiry post', answer, 200, path)) return `the post answered ${answer.status ?? answer.error}`;
  // What the visitor reads: the success message as the page's text (the form's messages also travel in its data).
  return answer.text.includes(`>${escapeHtml(messages[locale].ContactForm.success)}<`) ? 'sent' : 'no success message';
}

/**
 * The enquiries of the measured part (`plan`: `enquiryPlan`), evenly spread over its seconds of traffic
 * (`clock`), German and English in turn: each client address (127.0.0.2, …: nginx passes the address it
 * was reached from on in X-Forwarded-For) sends exactly its limit; each must get the success message.
 * Resolves with what they met.
 */
export async function sendEnquiries({ origin, pages, settings, plan, clock, gate, tally }) {
  const enquiries = { sent: 0, accepted: 0, failed: [], clients: plan.clients, perClient: plan.perClient, ceilingPerMinute: plan.ceilingPerMinute };
  const clients = Array.from({ length: plan.clients }, (_, index) => new http.Agent({ keepAlive: true, localAddress: `127.0.0.${index + 2}` }));
  try {
    for (let number = 0; number < plan.count; number += 1) {
      await clock.until(((number + 0.5) * settings.durationSeconds) / plan.count);
      await gate.pass();
      const locale = number % 2 === 0 ? 'de' : 'en';
      const client = clients[Math.floor(number / plan.perClient)];
      const outcome = await gate.during(() => sendEnquiry(client, origin, pages, locale, number, tally));
      enquiries.sent += 1;
      if (outcome === 'sent') enquiries.accepted += 1;
      else enquiries.failed.push({ number, locale, outcome });
    }
  } finally {
    for (const client of clients) client.destroy();
  }
  return enquiries;
}

/** A record of `type` (a copy of the newest one of the language, under a new id) added to the CMS, then the webhook. */
export async function publish(origin, cmsOrigin, pages, { type, listPage }, locale, number, tally, instanceOrigins) {
  const headers = { authorization: `Bearer ${testCms.token}` };
  const newest = await fetch(`${cmsOrigin}/v1/${type}?filter[locale]=${locale}&page[size]=1`, { headers }).then((response) => response.json());
  const template = newest.data[0];
  const id = `soak-${number}-${type}-${locale}`;
  const title = `Soak ${number} ${type} ${locale}`;
  const record = {
    ...template,
    id,
    attributes: {
      ...template.attributes,
      title,
      ...(template.attributes.slug !== undefined && { slug: id }),
      translationKey: id,
      publishedAt: new Date().toISOString(),
    },
  };
  await fetch(`${cmsOrigin}/__admin/records`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type, record }) });
  const answer = await send(undefined, origin, '/api/revalidate/', {
    method: 'POST',
    headers: { authorization: `Bearer ${testCms.revalidateSecret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ type }),
  });
  const result = { number, type, locale, status: answer.status ?? answer.error, ms: round(answer.ms), refresh: null, nextVisitShownBy: null, visibleAfterMs: null };
  if (!tally.record('webhook', answer, 200, '/api/revalidate/')) return result;
  result.refresh = JSON.parse(answer.text).refresh;
  // The next visit of the list, on each instance at once (asked directly): does it show the record? If
  // not, it is asked again every 250 ms until every instance does (`visibleAfterMs`: a render on a busy
  // machine included), for 20 s at most.
  const path = pages.find((page) => page.type === listPage && page.language === locale).path;
  const shows = async (instanceOrigin) => {
    const list = await send(undefined, instanceOrigin, path, { headers: browserHeaders('identity', locale) });
    tally.record('page', list, 200, path);
    return list.status === 200 && list.text.includes(escapeHtml(title));
  };
  const visitStarted = Date.now();
  result.nextVisitShownBy = await Promise.all(instanceOrigins().map(shows));
  let shownBy = result.nextVisitShownBy;
  while (!shownBy.every(Boolean) && Date.now() - visitStarted < 20_000) {
    await sleep(250);
    shownBy = await Promise.all(instanceOrigins().map(shows));
  }
  result.visibleAfterMs = shownBy.every(Boolean) ? Date.now() - visitStarted : null;
  return result;
}

/**
 * The publishes of the measured part, one every `settings.publishEverySeconds` of traffic (`clock`): a
 * record of each type in turn, German and English in turn, the list page of the record's language asked
 * on every instance that is up (`instanceOrigins()`). Resolves with each one's figures.
 */
export async function publishInTurn({ origin, cmsOrigin, pages, settings, clock, gate, tally, instanceOrigins }) {
  const publishes = [];
  for (let number = 0; (number + 1) * settings.publishEverySeconds < settings.durationSeconds; number += 1) {
    await clock.until((number + 1) * settings.publishEverySeconds);
    await gate.pass();
    const result = await gate.during(() => publish(origin, cmsOrigin, pages, publishedTypes[number % publishedTypes.length], number % 2 === 0 ? 'de' : 'en', number, tally, instanceOrigins));
    publishes.push(result);
  }
  return publishes;
}
