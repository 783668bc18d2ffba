# Every area's service under /api on port 4000, in one process (DATABASE_URL: their PostgreSQL).
#   docker build -f platform/server/mock-api.Dockerfile -t autoparts/mock-api:0.1.0 .
# MOCK_DELAY=0 turns the simulated latency off; MOCK_TOKEN_TTL sets the access-token lifetime.
FROM node:22.23.3-bookworm-slim AS build
WORKDIR /repo
# Every workspace's manifest first (npm ci installs the whole lockfile): the install layer is
# reused until a dependency changes.
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY service-kit/package.json service-kit/
COPY shell/package.json shell/
COPY platform/package.json platform/
COPY mf-shop/package.json mf-shop/
COPY mf-account/package.json mf-account/
COPY mf-blog/package.json mf-blog/
COPY mf-vehicle/package.json mf-vehicle/
COPY mf-site/package.json mf-site/
COPY e2e/package.json e2e/
# Node 22's npm 10 accepts the lockfile (npm 11's ci rejects it, TOOLCHAIN.md).
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY shared/ shared/
COPY service-kit/ service-kit/
# This service serves every area's API: their server/ folders and the rules they share with the
# area's code (src/lib).
COPY mf-shop/ mf-shop/
COPY mf-account/ mf-account/
COPY mf-blog/ mf-blog/
COPY mf-vehicle/ mf-vehicle/
COPY mf-site/ mf-site/
COPY platform/server/ platform/server/
# One bundled file: the runtime image needs neither the sources nor node_modules but a native one.
RUN npm run build:mock-api -w platform

FROM node:22.23.3-bookworm-slim
WORKDIR /app
COPY --from=build /repo/platform/server/dist/ ./
# The account's password hashing is a native module the bundle leaves out (its code is loaded
# with every area's, though this image runs none of their services).
COPY --from=build /repo/node_modules/@node-rs/ ./node_modules/@node-rs/
ENV NODE_ENV=production PORT=4000
USER node
EXPOSE 4000
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:4000/robots.txt').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "mock-api.js"]
