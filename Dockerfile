# The site as one instance: the site's server (server.ts, built to dist/server.mjs) on a normal
# `next build`, run as a non-root user. Next.js's standalone output cannot be used with a server of
# the project's own (docs/architecture.md, "The request path"), so the image carries the production
# node_modules. `compose.yaml` runs two of these behind nginx with a Redis, the topology `npm run
# cluster` starts and the tests check on this machine (docker cannot run here; docs/operations.md).
# syntax=docker/dockerfile:1

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Build-time settings: the public origin, and the CMS when the site is fed by one (else the embedded
# default). NEXT_SERVER_ACTIONS_ENCRYPTION_KEY keeps Server Actions valid across builds of one deployment.
ARG SITE_URL
ARG BACKEND_URL
ARG DEPLOYMENT_ID
ENV NEXT_TELEMETRY_DISABLED=1 SITE_URL=${SITE_URL} BACKEND_URL=${BACKEND_URL} DEPLOYMENT_ID=${DEPLOYMENT_ID}
RUN --mount=type=secret,id=backend_token,env=BACKEND_TOKEN \
    --mount=type=secret,id=actions_key,env=NEXT_SERVER_ACTIONS_ENCRYPTION_KEY \
    npm run build && node scripts/cluster/draft-mode-vcl.mjs .next dist/varnish/draft-mode.vcl && rm -rf .next/cache

# The packages the server needs at run time, without the build's and the tests' tools.
FROM node:24-bookworm-slim AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# The cache in front of the instances (compose.yaml's `varnish`, target `varnish`): Debian's Varnish with
# varnish-modules' xkey, the repository's VCL, its compose part and the parts the build made from the
# site and of itself (its draft-mode cookie).
FROM debian:bookworm-slim AS varnish
RUN apt-get update && apt-get install -y --no-install-recommends varnish varnish-modules && rm -rf /var/lib/apt/lists/*
COPY deploy/varnish/lumoplast.vcl deploy/varnish/instances.vcl /etc/varnish/
COPY --from=build /app/dist/varnish/site.vcl /app/dist/varnish/draft-mode.vcl /etc/varnish/
CMD ["varnishd", "-F", "-a", "public=:80", "-a", "purge=:6091", "-f", "/etc/varnish/lumoplast.vcl", "-s", "malloc,256m", \
     "-p", "vcl_path=/etc/varnish", "-p", "backend_idle_timeout=4", "-p", "http_resp_hdr_len=16k", "-p", "http_req_hdr_len=16k"]

FROM node:24-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
RUN groupadd --system --gid 1001 site && useradd --system --uid 1001 --gid site site \
    && mkdir .data && chown site:site .data
COPY --from=dependencies --chown=site:site /app/node_modules ./node_modules
# What the server reads at run time: the build, its entry, the configuration (next.config.ts and the
# modules it imports, the cache handler among them), the embedded default of the CMS and public files.
COPY --from=build --chown=site:site /app/package.json /app/next.config.ts /app/tsconfig.json ./
COPY --from=build --chown=site:site /app/.next ./.next
COPY --from=build --chown=site:site /app/dist ./dist
COPY --from=build --chown=site:site /app/lib ./lib
COPY --from=build --chown=site:site /app/content ./content
COPY --from=build --chown=site:site /app/public ./public
USER site
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health/').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "dist/server.mjs"]
