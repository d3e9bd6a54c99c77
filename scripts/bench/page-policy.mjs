// What the page policy costs an instance per page (docs/architecture.md, "The Content-Security-Policy"):
// the front holds each HTML answer, checks the form of its inline scripts and hashes those it approves into
// the policy before sending it (lib/request/page-policy.ts). Timed here in this process on each measured page's own body, with the
// code the server runs (lib/security/, bundled as the server is: importSiteModule),
// beside the instance's own time per answer in the same run: the inverse of its rate under load (one
// Node.js process keeps one core busy), so the share is the part of an instance's work the policy adds.
import { importSiteModule } from '../build-server.mjs';
import { browserHeaders } from './load.mjs';

/** Runs `work` for at least `seconds`, after a warm-up; microseconds per call. */
function microsecondsPer(work, seconds = 1) {
  for (let index = 0; index < 50; index += 1) work();
  let calls = 0;
  const started = process.hrtime.bigint();
  let elapsed = 0n;
  while (elapsed < BigInt(seconds * 1e9)) {
    for (let index = 0; index < 20; index += 1) work();
    calls += 20;
    elapsed = process.hrtime.bigint() - started;
  }
  return Number(elapsed) / 1e3 / calls;
}

/** For each page target of a measurement of `origin`: its size, inline scripts, the policy's µs per answer and its share of the instance's time per answer. */
export async function measurePagePolicyCost(origin, measurement) {
  const { approvedInlineHashes } = await importSiteModule('lib/security/inline-hashes.ts');
  const { contentSecurityPolicy, withInlineHashes } = await importSiteModule('lib/security/security-headers.ts');
  const policy = contentSecurityPolicy({ development: false, https: true });
  const pages = [];
  for (const target of measurement.targets.filter((candidate) => candidate.kind === 'page')) {
    const body = Buffer.from(await (await fetch(new URL(target.path, origin), { headers: browserHeaders('identity', target.language) })).arrayBuffer());
    // As the front receives it: in the chunks Next.js writes, joined once complete.
    const chunks = [];
    for (let offset = 0; offset < body.length; offset += 16_384) chunks.push(body.subarray(offset, offset + 16_384));
    const microseconds = microsecondsPer(() => withInlineHashes(policy, approvedInlineHashes(Buffer.concat(chunks))));
    const answerMicroseconds = 1e6 / target.requestsPerSecond;
    pages.push({
      name: target.name,
      path: target.path,
      bytes: body.length,
      inlineScripts: approvedInlineHashes(body).scripts.length,
      policyMicroseconds: Math.round(microseconds),
      answerMicroseconds: Math.round(answerMicroseconds),
      share: Math.round((microseconds / answerMicroseconds) * 1000) / 1000,
    });
  }
  return pages;
}

export function formatPagePolicyCost(pages) {
  return pages
    .map((page) => `  ${page.name} (${page.path}, ${(page.bytes / 1024).toFixed(0)} KiB, ${page.inlineScripts} inline scripts): ${page.policyMicroseconds} µs of the instance's ${page.answerMicroseconds} µs per answer (${(page.share * 100).toFixed(1)} %)`)
    .join('\n');
}
