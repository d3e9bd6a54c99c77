/**
 * The caches in front of the instances (`EDGE_PURGE_URLS`: the purge address of each, separated by
 * commas or spaces, e.g. Varnish's purge listener `http://varnish:6091/`). Unset, as with `npm start`:
 * no cache in front, so answers carry no cache keys and a publish purges nothing.
 */
export function edgePurgeUrls(value: string | undefined = process.env.EDGE_PURGE_URLS): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .filter((url) => url !== '')
    .map((url) => new URL(url).href);
}
