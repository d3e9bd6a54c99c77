/**
 * `work` for every item, at most `limit` at once, in order of the items: a sync's reads of single
 * records, which must not ask a slow CMS for dozens of things at the same moment. Resolves with each
 * item's result, in order, once all have ended.
 */
export async function fewAtATime<Item, Result>(items: readonly Item[], limit: number, work: (item: Item) => Promise<Result>): Promise<Result[]> {
  const results: Result[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as Item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
