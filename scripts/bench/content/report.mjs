// The content benchmark's figures for the console: each target with the figure, its reference and the
// benchmarkIndex beside each time.

const mark = (verdict) => (verdict.met ? '✔' : '✖');

export function formatContent({ sets, verdicts }) {
  const { reference, large } = sets;
  const lines = ['The content benchmark (bench/content.json):'];
  const build = (set) =>
    set?.build?.ok
      ? `${set.build.seconds} s (benchmarkIndex ${set.build.benchmarkIndex}, ${set.build.pagesGenerated} pages, ${set.build.cmsReads} CMS reads)`
      : `failed (${set?.build?.rounds.find((round) => !round.ok)?.log ?? 'not built'})`;
  lines.push(
    `  ${mark(verdicts.buildRatio)} next build, the median of ${large?.build?.rounds.length ?? 0} rounds: ${build(large)} beside ${build(reference)}: ${verdicts.buildRatio.value ?? '–'} × (target ${verdicts.buildRatio.target}; per round ${verdicts.buildRatio.rounds.join(', ')})`,
  );
  const publish = large?.publish;
  if (publish) {
    const { reference: before, afterPublish: after, webhook } = publish;
    lines.push(
      `  one new article: ${JSON.stringify(webhook.sent)} answered ${webhook.status} in ${webhook.ms} ms (refresh ${webhook.refresh}, ${webhook.paths} paths, record ${webhook.recordNamedInAnswer ? '' : 'not '}named in the answer); it read ${publish.webhookReads.named} named record(s), ${publish.webhookReads.addresses} pages of addresses and ${publish.webhookReads.other} other; ${publish.cmsReadsAfterWebhook} CMS reads after it; the article ${publish.publishShown ? 'shows' : 'does not show'}`,
      `  ${mark(verdicts.cmsReadsAfterPublish)} ${publish.articles} unrelated old articles after the publish: ${after.cmsReads} CMS reads (target ${verdicts.cmsReadsAfterPublish.target}; before the publish ${before.cmsReads})`,
      `  ${mark(verdicts.varnishMissesAfterPublish)} … and ${after.misses} Varnish misses, X-Cache ${JSON.stringify(after.xCache)} (target ${verdicts.varnishMissesAfterPublish.target}; before the publish ${before.misses})`,
      `    … in ${after.seconds} s beside ${before.seconds} s before the publish: ${publish.secondsRatio} × (benchmarkIndex ${publish.benchmarkIndex})`,
    );
  }
  const kept = (set) => {
    const heap = set?.serving?.heapMiB;
    return heap?.retained == null ? '–' : `${heap.retained} MiB (heap ${heap.afterCollection.heapUsed} + outside it ${heap.afterCollection.external}; ${heap.asFound.heapUsed} MiB of heap used of ${heap.asFound.heapTotal} before it), ${heap.afterCollection.rss} MiB resident`;
  };
  lines.push(`  ${mark(verdicts.memoryRatio)} what one instance keeps after every address and a full collection: ${kept(large)} beside ${kept(reference)}: ${verdicts.memoryRatio.value ?? '–'} × (target ${verdicts.memoryRatio.target})`);
  const memory = (set) => (set?.serving ? `${set.serving.rssMiB.afterEveryAddress} MiB after ${set.serving.addresses} addresses in ${set.serving.seconds} s (${set.serving.rssMiB.started} MiB after its start; benchmarkIndex ${set.serving.benchmarkIndex})` : '–');
  lines.push(`    … its resident memory: ${memory(large)} beside ${memory(reference)}: ${verdicts.memoryRatio.rssRatio ?? '–'} × after every address, ${verdicts.memoryRatio.rssAfterCollectionRatio ?? '–'} × after the collection (no target of their own)`);
  return lines.join('\n');
}
