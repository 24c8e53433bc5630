# syntax=docker/dockerfile:1
# The app image: the same image runs the HTTP API (default command) and the BullMQ worker (docker compose
# overrides the command with `node backend/dist/worker.js`).
#
# Every step that makes the release is scripts/assemble-release.sh, which runs without Docker too: the build
# stage calls its three steps (install, build, assemble) and the runtime stage only copies the assembled
# folder. test/api/release.postgres.test.ts assembles a release with the same script and runs it on PostgreSQL
# + Redis, so the recipe is tested where Docker is not available. See docs/operations.md.

FROM node:24-slim AS build
WORKDIR /src
# Manifests first, so a code change does not redo the install. npm's cache survives between builds (BuildKit).
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY scripts/assemble-release.sh scripts/
RUN --mount=type=cache,target=/root/.npm scripts/assemble-release.sh install
COPY . .
RUN scripts/assemble-release.sh build
RUN --mount=type=cache,target=/root/.npm scripts/assemble-release.sh assemble /release

# The release carries its own Node 24 (the locked `node` package, a production dependency), so the runtime
# needs only a glibc system: no npm, no compiler, no second Node.
FROM debian:trixie-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/data \
    PATH=/app/node_modules/.bin:$PATH
RUN groupadd --system --gid 10001 app \
    && useradd --system --uid 10001 --gid app --home-dir /app --no-create-home --shell /usr/sbin/nologin app
WORKDIR /app
# Owned by root and read-only to the app; only DATA_DIR is the app's to write.
COPY --from=build /release /app
RUN mkdir -p /app/data && chown app:app /app/data
USER app
EXPOSE 3000
# The API's health (database and queue reachable). The worker serves no HTTP: docker-compose.yml turns this off
# for it.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "backend/dist/main.js"]
