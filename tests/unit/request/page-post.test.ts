import { describe, expect, it } from 'vitest';
import { routeTable } from '@/lib/routing/route-table';
import { buildActionsOf, manifestPageOf } from '@/lib/request/build-actions';
import { refusalOfPagePost } from '@/lib/request/page-post';
import { actionPostOf, resentFields } from '@/lib/request/server-action-post';

const current = '60a14efa9ec0544c3b74a4187a2fc8f68d3b06c0d4';
const earlier = '60d0b5c6017fa9ae82aba6c66dc6c78c721a8635ed';
// As Next.js writes it: the contact form's action, and a second page with two actions of its own.
const actions = buildActionsOf({
  node: {
    [current]: { workers: { 'app/[locale]/contact/page': { moduleId: 1, async: false } } },
    a1: { workers: { 'app/[locale]/downloads/page': {} } },
    a2: { workers: { 'app/[locale]/downloads/page': {} } },
  },
});

/** The contact form as the browser posts it without JavaScript (React's encoding of a `useActionState` form). */
function contactForm(id: string, values: Record<string, string> = {}) {
  const form = new FormData();
  form.set('$ACTION_REF_1', '');
  form.set('$ACTION_1:0', JSON.stringify({ id, bound: '$@1' }));
  form.set('$ACTION_1:1', '[{"status":"idle"}]');
  form.set('$ACTION_KEY', 'p/kontakt/');
  form.set('locale', 'de');
  for (const [name, value] of Object.entries({ subject: 'Angebot', message: 'Guten Tag,\r\nwir brauchen 50.000 Kappen.', ...values })) form.set(name, value);
  return form;
}

const formPost = (path: string, form: FormData) => new Request(`http://localhost${path}`, { method: 'POST', body: form });
const fetchPost = (path: string, id: string, body: BodyInit, contentType = 'text/plain;charset=UTF-8') =>
  new Request(`http://localhost${path}`, { method: 'POST', body, headers: { 'next-action': id, 'content-type': contentType } });
const rawPost = (body: BodyInit, contentType: string) => new Request('http://localhost/kontakt/', { method: 'POST', body, headers: { 'content-type': contentType } });

describe('buildActionsOf', () => {
  it('lists each page’s actions from the server reference manifest', () => {
    expect(actions.get('app/[locale]/contact/page')).toEqual([current]);
    expect(actions.get('app/[locale]/downloads/page')).toEqual(['a1', 'a2']);
    expect(buildActionsOf({}).size).toBe(0);
  });

  it('names a page of the route table as the manifest does', () => {
    const entry = (id: string) => routeTable.find((candidate) => candidate.id === id)!;
    expect(manifestPageOf(entry('contact'))).toBe('app/[locale]/contact/page');
    expect(manifestPageOf(entry('home'))).toBe('app/[locale]/page');
    expect(manifestPageOf(entry('careers.jobOffer'))).toBe('app/[locale]/careers/job-offers/[slug]/page');
  });
});

describe('actionPostOf', () => {
  it('reads the action of a form posted without JavaScript', () => {
    expect(actionPostOf(null, { form: contactForm(current) })).toEqual({ kind: 'action', id: current, viaFetch: false });
  });

  it('reads the action of a client’s fetch, its arguments JSON text or a form whose field 0 is JSON', () => {
    expect(actionPostOf(current, { text: '[{"status":"idle"},"$K1"]' })).toEqual({ kind: 'action', id: current, viaFetch: true });
    const form = new FormData();
    form.set('0', '[{"status":"idle"},"$K1"]');
    form.set('1_subject', 'Angebot');
    expect(actionPostOf(current, { form })).toEqual({ kind: 'action', id: current, viaFetch: true });
  });

  it('finds no action in a form without one', () => {
    const form = new FormData();
    form.set('subject', 'Angebot');
    expect(actionPostOf(null, { form })).toEqual({ kind: 'none' });
    expect(actionPostOf(null, { text: 'a=b' })).toEqual({ kind: 'none' });
  });

  it('calls malformed what the site’s pages never send (each answers 500 in Next.js)', () => {
    const malformed = { kind: 'malformed' };
    expect(actionPostOf(current, { text: 'garbage' })).toEqual(malformed);
    expect(actionPostOf(current, { text: '' })).toEqual(malformed);
    expect(actionPostOf('', { text: '[]' })).toEqual(malformed);
    expect(actionPostOf(current, { form: new FormData() })).toEqual(malformed);
    const bare = new FormData();
    bare.set(`$ACTION_ID_${current}`, '');
    expect(actionPostOf(null, { form: bare })).toEqual(malformed);
    const variants: [string, string | null][] = [
      ['$ACTION_1:0', 'notjson'],
      ['$ACTION_1:0', '[1]'],
      ['$ACTION_1:0', JSON.stringify({ id: 5, bound: '$@1' })],
      ['$ACTION_1:0', JSON.stringify({ id: current, bound: '$@7' })],
      ['$ACTION_1:0', JSON.stringify({ id: current, bound: null })],
      ['$ACTION_1:0', null],
      ['$ACTION_1:1', '{"status":"idle"}'],
      ['$ACTION_1:1', 'x'],
    ];
    for (const [name, value] of variants) {
      const form = contactForm(current);
      if (value === null) form.delete(name);
      else form.set(name, value);
      expect(actionPostOf(null, { form }), `${name}=${value}`).toEqual(malformed);
    }
    const keyOnly = new FormData();
    keyOnly.set('$ACTION_KEY', 'k');
    expect(actionPostOf(null, { form: keyOnly })).toEqual(malformed);
  });
});

describe('resentFields', () => {
  it('keeps every value as posted and names the current action', () => {
    const fields = resentFields(contactForm(earlier, { name: 'Eva Groß' }), current);
    expect(Object.fromEntries(fields)).toMatchObject({
      '$ACTION_1:0': JSON.stringify({ id: current, bound: '$@1' }),
      '$ACTION_1:1': '[{"status":"idle"}]',
      subject: 'Angebot',
      message: 'Guten Tag,\r\nwir brauchen 50.000 Kappen.',
      name: 'Eva Groß',
    });
    expect(fields.some(([, value]) => value.includes(earlier))).toBe(false);
  });
});

describe('refusalOfPagePost', () => {
  it('hands the site’s own posts to Next.js, and everything that is no action post', async () => {
    expect(await refusalOfPagePost(formPost('/kontakt/', contactForm(current)), '/kontakt/', actions)).toBeNull();
    expect(await refusalOfPagePost(fetchPost('/en/contact/', current, '[{"status":"idle"},"$K1"]'), '/en/contact/', actions)).toBeNull();
    const form = new FormData();
    form.set('subject', 'Angebot');
    expect(await refusalOfPagePost(formPost('/kontakt/', form), '/kontakt/', actions)).toBeNull();
    expect(await refusalOfPagePost(rawPost('a=b', 'application/x-www-form-urlencoded'), '/kontakt/', actions)).toBeNull();
    expect(await refusalOfPagePost(rawPost('["$K1"]', 'text/plain;charset=UTF-8'), '/kontakt/', actions)).toBeNull();
    expect(await refusalOfPagePost(new Request('http://localhost/kontakt/'), '/kontakt/', actions)).toBeNull();
  });

  it('refuses a multipart body that cannot be parsed with 400, in the language of its path', async () => {
    expect(await refusalOfPagePost(rawPost('garbage', 'multipart/form-data; boundary=xyz'), '/kontakt/', actions)).toEqual({ kind: 'post', status: 400, reason: 'malformed', locale: 'de' });
    expect(await refusalOfPagePost(rawPost('garbage', 'multipart/form-data'), '/en/contact/', actions)).toEqual({ kind: 'post', status: 400, reason: 'malformed', locale: 'en' });
    const truncated = '--xyz\r\nContent-Disposition: form-data; name="subject"\r\n\r\nAngebot';
    expect(await refusalOfPagePost(rawPost(truncated, 'multipart/form-data; boundary=xyz'), '/kontakt/', actions)).toMatchObject({ status: 400 });
  });

  it('refuses a misshapen action post with 400, whether the build’s ids are known or not', async () => {
    for (const known of [actions, null]) {
      expect(await refusalOfPagePost(fetchPost('/kontakt/', current, 'garbage'), '/kontakt/', known)).toMatchObject({ status: 400, reason: 'malformed', locale: 'de' });
      expect(await refusalOfPagePost(formPost('/en/contact/', contactForm(current, { '$ACTION_1:1': 'x' })), '/en/contact/', known)).toMatchObject({ status: 400, reason: 'malformed', locale: 'en' });
    }
  });

  it('answers a client’s fetch of an action this page does not have in this build as Next.js does (409)', async () => {
    expect(await refusalOfPagePost(fetchPost('/kontakt/', earlier, '[]'), '/kontakt/', actions)).toEqual({ kind: 'unknownAction', status: 409 });
    // The contact form's action, posted to another page: not that page's action.
    expect(await refusalOfPagePost(fetchPost('/', current, '[]'), '/', actions)).toEqual({ kind: 'unknownAction', status: 409 });
    expect(await refusalOfPagePost(fetchPost('/gibt-es-nicht/', current, '[]'), '/gibt-es-nicht/', actions)).toEqual({ kind: 'unknownAction', status: 409 });
  });

  it('answers a form of an earlier build posted without JavaScript with 409 and the form to send it again to the current action', async () => {
    const de = await refusalOfPagePost(formPost('/kontakt/', contactForm(earlier)), '/kontakt/', actions);
    expect(de).toEqual({ kind: 'post', status: 409, reason: 'outdated', locale: 'de', resend: { action: '/kontakt/', fields: resentFields(contactForm(earlier), current) } });
    // A path without its slash is sent again to the page's own path.
    const en = await refusalOfPagePost(formPost('/en/contact', contactForm(earlier)), '/en/contact', actions);
    expect(en).toMatchObject({ status: 409, reason: 'outdated', locale: 'en', resend: { action: '/en/contact/' } });
  });

  it('leads back to the form, with nothing to send again, where the page has no single action', async () => {
    expect(await refusalOfPagePost(formPost('/downloads/', contactForm('a3')), '/downloads/', actions)).toEqual({ kind: 'post', status: 409, reason: 'outdated', locale: 'de' });
    expect(await refusalOfPagePost(formPost('/gibt-es-nicht/', contactForm(current)), '/gibt-es-nicht/', actions)).toEqual({ kind: 'post', status: 409, reason: 'outdated', locale: 'de' });
  });

  it('refuses an action post from another origin, or with an Origin that is no address, with 403, as Next.js would refuse it with a 500', async () => {
    const from = (request: Request, headers: Record<string, string>) => {
      for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
      return request;
    };
    const site = { host: 'www.lumoplast.de' };
    for (const origin of ['https://attacker.example', 'null', 'not an address', 'https://www.lumoplast.de.attacker.example']) {
      for (const known of [actions, null]) {
        expect(await refusalOfPagePost(from(formPost('/kontakt/', contactForm(current)), { ...site, origin }), '/kontakt/', known)).toEqual({ kind: 'post', status: 403, reason: 'crossOrigin', locale: 'de' });
        expect(await refusalOfPagePost(from(fetchPost('/en/contact/', current, '[]'), { ...site, origin }), '/en/contact/', known)).toMatchObject({ status: 403, locale: 'en' });
      }
    }
    // Its own origin, by `Host` or by the first `X-Forwarded-Host` a proxy in front set; no `Origin` at all (no browser's post).
    expect(await refusalOfPagePost(from(formPost('/kontakt/', contactForm(current)), { ...site, origin: 'https://www.lumoplast.de' }), '/kontakt/', actions)).toBeNull();
    expect(await refusalOfPagePost(from(formPost('/kontakt/', contactForm(current)), { host: '127.0.0.1:3000', 'x-forwarded-host': 'www.lumoplast.de, proxy', origin: 'https://www.lumoplast.de' }), '/kontakt/', actions)).toBeNull();
    expect(await refusalOfPagePost(from(formPost('/kontakt/', contactForm(current)), site), '/kontakt/', actions)).toBeNull();
    // A post that names no action is the page's to answer, wherever it comes from.
    const form = new FormData();
    form.set('subject', 'Angebot');
    expect(await refusalOfPagePost(from(formPost('/kontakt/', form), { ...site, origin: 'https://attacker.example' }), '/kontakt/', actions)).toBeNull();
  });

  it('checks no id where the build’s actions are unknown (next dev)', async () => {
    expect(await refusalOfPagePost(formPost('/kontakt/', contactForm(earlier)), '/kontakt/', null)).toBeNull();
    expect(await refusalOfPagePost(fetchPost('/kontakt/', earlier, '[]'), '/kontakt/', null)).toBeNull();
  });
});
