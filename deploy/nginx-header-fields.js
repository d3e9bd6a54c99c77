// The front door's check of header fields over HTTP/2, in nginx's JavaScript (njs, ngx_http_js_module;
// deploy/nginx.conf imports it as `header_fields`). Over HTTP/1.1 nginx refuses a header line longer than its 8 kB buffers
// (its 494, answered 431 with the site's page). Over HTTP/2 it measures a field by its HPACK-encoded size,
// which Huffman coding makes about a third shorter, so up to ~12 kB of text would pass: here each field
// is measured as HTTP/1.1 would carry it (`Name: value` and the line's end; a browser's cookies, which
// HTTP/2 sends in pieces, as the one `Cookie` line nginx joins them into).
const lineLimit = 8192;

/** '1' when a header field of the request is longer than a line HTTP/1.1 takes, else ''. */
function overLong(r) {
  for (const name in r.headersIn) {
    if (name.length + 2 + String(r.headersIn[name]).length + 2 > lineLimit) return '1';
  }
  return '';
}

const headerFields = { overLong };
export default headerFields;
