// The front door's check of header fields over HTTP/2, in nginx's JavaScript (njs 0.7, ngx_http_js_module;
// deploy/nginx.conf imports it as `header_fields`). Over HTTP/1.1 nginx refuses a header line longer than
// its buffers (`large_client_header_buffers 4 8k`: its 494, answered 431 with the site's page). Over HTTP/2
// it measures a field by its HPACK-encoded size, which Huffman coding makes about a third shorter, so up
// to ~12 kB of text would pass: here each field is measured in bytes as HTTP/1.1 would carry it
// (`Name: value` and the line's end), a repeated one line by line, and a browser's cookies, which HTTP/2
// sends in pieces, as the one `Cookie` line a browser sends over HTTP/1.1.
var lineLimit = 8192;

/** '1' when a header field of the request is longer than a line HTTP/1.1 takes, else ''. */
function overLong(r) {
  var fields = r.rawHeadersIn;
  var cookieLine = 0;
  for (var i = 0; i < fields.length; i++) {
    var name = fields[i][0];
    var bytes = Buffer.byteLength(fields[i][1]);
    if (name.toLowerCase() === 'cookie') {
      // `Cookie: ` before the first piece, `; ` between them.
      cookieLine += (cookieLine === 0 ? 8 : 2) + bytes;
    } else if (name.length + 2 + bytes + 2 > lineLimit) {
      return '1';
    }
  }
  return cookieLine + 2 > lineLimit ? '1' : '';
}

var headerFields = { overLong: overLong };
export default headerFields;
