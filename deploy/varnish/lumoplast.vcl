# The cache in front of the site's instances (docs/operations.md, "The cache in front"): nginx, the
# front door, hands every request to Varnish, which answers from its cache or from one of the instances
# (round robin, health probes on /api/health/). `npm run cluster`, the end-to-end tests
# (scripts/cluster/services.mjs, startVarnish) and compose.yaml run this file as it is, with three
# includes found on varnishd's vcl_path:
# - instances.vcl: the deployment's part: `backend`s with `.probe = site_health`, the director
#   `instances` and the ACL `purgers` (the instances' addresses); deploy/varnish/instances.vcl for
#   compose.yaml, written by startVarnish for the tests and `npm run cluster`;
# - site.vcl: made by the build from the site (dist/varnish/site.vcl): its security headers and 503 page;
# - draft-mode.vcl: made from the build the instances serve (scripts/cluster/draft-mode-vcl.mjs): the
#   draft-mode cookie that passes the cache.
# Listeners: `public` for nginx, `purge` for the instances' purges (PURGE with `xkey-purge: <keys>`,
# space-separated; answered 403 on the public listener and from any address outside `purgers`).
vcl 4.1;

import directors;
import std;
import xkey;

probe site_health {
  .url = "/api/health/";
  .expected_response = 200;
  .interval = 1s;
  .timeout = 2s;
  .window = 3;
  .threshold = 2;
  .initial = 2;
}

include "instances.vcl";
include "site.vcl";
include "draft-mode.vcl";

sub vcl_recv {
  if (req.method == "PURGE") {
    if (local.socket != "purge" || client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    # `xkey-softpurge` (a publish read from a slow CMS, and operators): expired, yet kept to serve from
    # grace while it is fetched anew, and while no instance answers.
    if (req.http.xkey-softpurge) {
      return (synth(200, "Expired " + xkey.softpurge(req.http.xkey-softpurge)));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "No xkey-purge header"));
    }
    return (synth(200, "Purged " + xkey.purge(req.http.xkey-purge)));
  }
  if (local.socket == "purge") {
    return (synth(403, "Forbidden"));
  }
  # The public health answer (monitors, a load balancer further out): whether the site answers at all,
  # as this cache's probes see the instances, without touching one. The detail (Redis, the CMS, the
  # outbox) is on each instance's own port, which only the host reaches (docs/operations.md, "Health").
  if (req.url ~ "^/api/health/(\?.*)?$" && (req.method == "GET" || req.method == "HEAD")) {
    if (std.healthy(instances.backend())) {
      return (synth(200, "Health"));
    }
    return (synth(503, "Health"));
  }
  # The instances' figures for Prometheus (docs/operations.md, "Metrics") are scraped on each instance's
  # own port: through the front door they do not exist.
  if (req.url ~ "^/metrics(\?.*)?$") {
    return (synth(404, "Not Found"));
  }
  set req.backend_hint = instances.backend();
  # Never shared: posts (forms, Server Actions) and every method but GET and HEAD, the API (the webhook,
  # the preview), a previewing editor (draft mode's cookie of this build).
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  if (req.url ~ "^/api/") {
    return (pass);
  }
  # Keys only the site chooses. Of the query, only the parameters the site reads (`site_query`, from
  # lib/edge/read-query.ts): a made-up one (`?utm_source=…`) makes no copy of its own and reaches no
  # instance.
  call site_query;
  # Of the client router's headers, which Next.js names in its Vary, only those a page's payload depends
  # on, in the forms Next.js reads, so made-up ones make no variants (docs/operations.md, "The client
  # router's requests"): `RSC: 1` (any other value is a request for the document), `Next-Router-Prefetch`
  # 1 to 3 and `Next-Router-Segment-Prefetch` on its requests. The site's pages are prerendered or
  # rendered once into the instances' cache, whose payload holds the whole tree whatever the router's
  # state (`Next-Router-State-Tree`, by which Next.js trims only a payload it renders per request) and
  # the client's address (`Next-Url`, read by intercepting routes, which the site has none of) say: both
  # are dropped, as is the client's hash of them in the query (`_rsc`), which the instances do not check
  # (next.config.ts).
  if (req.http.RSC != "1") {
    unset req.http.RSC;
    unset req.http.Next-Router-Prefetch;
    unset req.http.Next-Router-Segment-Prefetch;
  } elsif (req.http.Next-Router-Prefetch !~ "^[123]$") {
    unset req.http.Next-Router-Prefetch;
  }
  unset req.http.Next-Router-State-Tree;
  unset req.http.Next-Url;
  unset req.http.Next-Hmr-Refresh;
  # No page reads credentials: `Authorization` (the webhook's, under /api/) is dropped, so it neither
  # passes the cache nor reaches an instance.
  unset req.http.Authorization;
  # No page reads a cookie but draft mode's: a previewing editor, with the build's own draft-mode cookie
  # (`site_draft_mode`, draft-mode.vcl), passes. Every other Cookie header is dropped, a made-up draft
  # cookie too, so a visitor's cookies (an old NEXT_LOCALE, another site's on this domain) neither reach
  # an instance nor make a request uncacheable. (Tested only when there is one: this runs on every hit.)
  if (req.http.Cookie) {
    call site_draft_mode;
    unset req.http.Cookie;
  }
  return (hash);
}

sub vcl_hash {
  hash_data(req.url);
  hash_data(req.http.host);
  # nginx sets X-Forwarded-Proto, and Varnish passes it on to the instance with the request: over HTTPS
  # an answer carries HSTS and upgrade-insecure-requests. Through the front door only HTTPS arrives
  # (plain HTTP is redirected by nginx itself), so every copy is an HTTPS one; the protocol stays in the
  # key so that a request reaching Varnish otherwise (the front door without TLS, as the benchmarks run
  # it) never gets an HTTPS copy, nor HTTPS visitors a copy without HSTS.
  hash_data("proto=" + req.http.X-Forwarded-Proto);
  # Nothing else: the path decides a page's language and no answer depends on Accept-Language or a
  # cookie, so every client shares one copy of a URL, and a publish purges one. The variants Next.js
  # asks for in its Vary (the client router's RSC requests) are kept apart by Varnish's own Vary handling.
  return (lookup);
}

sub vcl_backend_fetch {
  # nginx sets X-Forwarded-For to the client's address; Varnish is no hop of its own for the instances
  # (TRUSTED_PROXY_HOPS=1), so its own addition is taken back: here, where a request goes to an
  # instance, not on every hit.
  set bereq.http.X-Forwarded-For = regsub(bereq.http.X-Forwarded-For, ",\s*[^,]*$", "");
}

sub vcl_backend_response {
  # What leaves the front door is set here, once per fetch, not on every hit: the object holds it.
  # Next.js's notes on how it routed and cached a request: nothing a browser reads (whether its own
  # cache answered is not what a later hit here is). The client router reads its own on RSC answers
  # (`text/x-component`), which keep them.
  unset beresp.http.x-nextjs-cache;
  unset beresp.http.x-middleware-rewrite;
  unset beresp.http.x-middleware-skip;
  unset beresp.http.x-matched-path;
  if (beresp.http.Content-Type !~ "^text/x-component") {
    unset beresp.http.x-nextjs-rewritten-path;
    unset beresp.http.x-nextjs-prerender;
    unset beresp.http.x-nextjs-stale-time;
  }
  if (!bereq.uncacheable && bereq.http.RSC && beresp.status == 404) {
    # The 404 of a segment a page does not have (`Next-Router-Segment-Prefetch`, any value a client
    # makes up) is not kept, not even as a hit-for-miss, so no made-up value lengthens the list of a
    # page's variants that every request for the page looks through.
    set beresp.uncacheable = true;
    set beresp.ttl = 0s;
    set beresp.grace = 0s;
    set beresp.keep = 0s;
  } elsif (!bereq.uncacheable) {
    # Stored: an answer that names its keys (the instances do so with EDGE_PURGE_URLS set), sets no
    # cookie (no page does; should one ever, it must not go to everyone), is not private, and is a page,
    # a redirect for good or the 404 page (purged with its path once a record appears there), but the
    # client router's 404s (above).
    if (!beresp.http.xkey || beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(?i)private|no-store|no-cache"
        || (beresp.status != 200 && beresp.status != 301 && beresp.status != 308 && beresp.status != 404)) {
      set beresp.uncacheable = true;
      set beresp.ttl = 60s;
    } else {
      # Fresh for an hour: a change of the content store (a publish, the reconcile catching a missed
      # webhook) purges its pages at once, and an answer fetched anew comes from the instances' page
      # cache. Then served stale while it is fetched anew, and for 24 hours (grace) while no instance
      # answers: the last good page. Change the grace here.
      set beresp.ttl = 1h;
      set beresp.grace = 24h;
    }
  }
  # The instances' lifetimes (`s-maxage`: a year for a page Next.js renders once, kept until a change
  # of what it shows renews it) are for this cache, which a publish purges. Browsers and any shared cache further out,
  # which no purge reaches, are told to ask again each time for whatever this cache keeps (or would keep
  # with the instances naming their keys): this cache answers them in a millisecond, with 304 when their
  # copy is current. The build's scripts and styles, named by their content (`immutable`), stay theirs
  # to keep. A CDN that purges what the webhook names goes here (docs/operations.md, "What browsers and
  # caches further out are told").
  if (beresp.http.Cache-Control !~ "immutable" && (!beresp.uncacheable || beresp.http.Cache-Control ~ "s-maxage")) {
    set beresp.http.Cache-Control = "public, max-age=0, must-revalidate";
  }
  return (deliver);
}

sub vcl_backend_error {
  # An instance that closed or refused the connection: the next one (the director's round robin).
  if (bereq.retries < 3 && (bereq.method == "GET" || bereq.method == "HEAD")) {
    return (retry);
  }
  # No instance answers: the client gets the site's 503 page (vcl_synth).
  return (abandon);
}

sub vcl_deliver {
  unset resp.http.xkey;
  unset resp.http.X-Varnish;
  unset resp.http.Via;
  if (obj.uncacheable) {
    set resp.http.X-Cache = "pass";
  } else if (obj.hits == 0) {
    set resp.http.X-Cache = "miss";
  } else if (obj.ttl <= 0s) {
    set resp.http.X-Cache = "grace";
  } else {
    set resp.http.X-Cache = "hit";
  }
}

sub vcl_synth {
  unset resp.http.X-Varnish;
  call site_security_headers;
  set resp.http.Cache-Control = "no-store";
  if (resp.reason == "Health") {
    set resp.http.Content-Type = "application/json";
    if (resp.status == 200) {
      set resp.reason = "OK";
      synthetic({"{ "status": "ok" }"});
    } else {
      set resp.reason = "Service Unavailable";
      synthetic({"{ "status": "unavailable" }"});
    }
    return (deliver);
  }
  if (resp.status == 503) {
    call site_unavailable_page;
    return (deliver);
  }
  set resp.http.Content-Type = "text/plain; charset=utf-8";
  synthetic(resp.reason + {"
"});
  return (deliver);
}
