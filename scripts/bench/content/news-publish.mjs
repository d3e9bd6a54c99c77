// One news publish as the CMS makes it: a new article added to the test CMS (the commonest thing an
// editor does), then the site's webhook called through the front door, told which record is new
// (`{"type":"news","id":"…"}`); where it refuses that body (400), only the type (`{"type":"news"}`). The
// answer tells whether the id was heard: it names the record.
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

/** Adds `record` (a new `news` record) to the CMS and calls the webhook for it. */
export async function publishNewArticle({ origin, cms, record }) {
  await cms.addRecord('news', record);
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
