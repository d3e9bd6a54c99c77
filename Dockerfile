# The site as one instance, from the standalone output (the official Next.js Docker example's shape):
# build in one stage, run as a non-root user from a small image in the next. `compose.yaml` runs two of
# these behind nginx with a Redis, the topology `npm run cluster` starts and the tests check on this
# machine (docker cannot run here; README: "Running several instances").
# syntax=docker/dockerfile:1

FROM node:20-bookworm-slim AS build
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
    npx next build

FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
RUN groupadd --system --gid 1001 site && useradd --system --uid 1001 --gid site site
# What scripts/cluster/services.mjs `prepareStandalone` puts beside the standalone server.
COPY --from=build --chown=site:site /app/.next/standalone ./
COPY --from=build --chown=site:site /app/.next/static ./.next/static
COPY --from=build --chown=site:site /app/public ./public
COPY --from=build --chown=site:site /app/content/backend ./content/backend
USER site
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health/').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "server.js"]
