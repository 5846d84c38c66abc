# Bedesten: one image for every instance of a deployment (docs/deploy.md).
# Runs the TypeScript sources directly with Node 24's type stripping, as `npm run serve` does;
# only the web app is built. Written without Docker at hand (none on the development machine):
# build it once before relying on it (`docker build -t bedesten .`).
#
#   docker run -p 3000:3000 -e DATABASE_URL=… -e SESSION_SECRET=… [-e REDIS_URL=… -e S3_…] bedesten

# Node 24 is what the `node` devDependency pins for `npm run …`; the image's own Node takes its
# place here (the production install below leaves devDependencies out).
ARG NODE_IMAGE=node:24-bookworm-slim

# 1. Every dependency, from the lockfile. The workspaces' manifests come first so this layer is
#    reused until a manifest or the lockfile changes.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/core/package.json packages/core/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci

# 2. The web app's production build (apps/web/build: the server bundle and the precompressed client).
FROM deps AS build
COPY . .
RUN npm run build

# 3. Production dependencies only (no Vite, vitest, drizzle-kit, Playwright, the `node` package).
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/core/package.json packages/core/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev && npm cache clean --force

# 4. What runs: production node_modules (workspace links included), the API and core sources
#    (migrations are in apps/api/src/db/migrations) and the web build. Owned by root, run as `node`.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=prod-deps /app ./
COPY packages/core/src packages/core/src
COPY apps/api/src apps/api/src
COPY --from=build /app/apps/web/build apps/web/build
# DATA_DIR: the web push keys when VAPID_* are unset, and the uploads when S3_* are (a volume then).
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# GET /api/health answers 200 when the database (and Redis, when set) answer; migrations run before listening.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `npm run serve` without npm in between: the supervisor (ADR 0082) starts the server with the heap flags
# (NODE_HEAP_MB, default in apps/api/src/supervise.js), restarts it if it dies, and passes SIGTERM on to it,
# which closes cleanly. As pid 1 it reaps nothing it did not start: `docker run --init` adds a reaper.
CMD ["node", "apps/api/src/supervise.js"]
