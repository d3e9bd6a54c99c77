// One news publish as the CMS makes it: the record's title changed in the test CMS, then the site's
// webhook called through the front door. The webhook is told which record changed
// (`{"type":"news","id":"…"}`, issue 41) and, where it refuses that body (400), only the type
// (`{"type":"news"}`). The webhook of today ignores members it does not know, so the answer tells
// whether the id was heard: it names the record.
import { cmsEnvironment } from '../../build-cms-mode.mjs';

async function callWebhook(origin, body) {
  const started = performance.now();
  const response = await fetch(new URL('/api/revalidate/', origin), {
    method: 'POST',
    headers: { authorization: `Bearer ${cmsEnvironment.revalidateSecret}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let answer;
  try {
    answer = JSON.parse(text);
  } catch {
    answer = { text: text.slice(0, 500) };
  }
  return { body, status: response.status, ms: Math.round(performance.now() - started), answer };
}

/** Changes the title of `record` (a `news` record of the content set) to `title` and calls the webhook. */
export async function publishNewsTitle({ origin, cms, record, title }) {
  await cms.changeAttributes('news', record.id, { title });
  let call = await callWebhook(origin, { type: 'news', id: record.id });
  const refusedId = call.status === 400 ? call : null;
  if (refusedId) call = await callWebhook(origin, { type: 'news' });
  if (call.status !== 200) throw new Error(`the webhook answered ${call.status}: ${JSON.stringify(call.answer).slice(0, 500)}`);
  const { answer } = call;
  return {
    sent: call.body,
    ...(refusedId && { refusedIdForm: { status: refusedId.status, message: refusedId.answer.message ?? null } }),
    recordNamedInAnswer: JSON.stringify(answer).includes(record.id),
    status: call.status,
    ms: call.ms,
    refresh: answer.refresh ?? null,
    sharing: answer.sharing ?? null,
    paths: Array.isArray(answer.paths) ? answer.paths.length : null,
    failedPurges: answer.failedPurges ?? null,
  };
}
