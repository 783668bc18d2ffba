# The development backend alone: every area's mock slice under /api on port 4000.
#   docker build -f shell/server/mock-api.Dockerfile -t autoparts/mock-api .
# MOCK_DELAY=0 turns the simulated latency off; MOCK_TOKEN_TTL sets the access-token lifetime.
FROM node:20-bookworm-slim
WORKDIR /repo
# Every workspace's manifest first: the install layer is reused until a dependency changes.
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY shell/package.json shell/
COPY mf-shop/package.json mf-shop/
COPY mf-account/package.json mf-account/
COPY mf-blog/package.json mf-blog/
COPY mf-vehicle/package.json mf-vehicle/
COPY mf-site/package.json mf-site/
COPY e2e/package.json e2e/
RUN npm install --no-audit --no-fund
COPY tsconfig.base.json ./
COPY shared/ shared/
COPY mf-shop/ mf-shop/
COPY mf-account/ mf-account/
COPY mf-blog/ mf-blog/
COPY mf-vehicle/ mf-vehicle/
COPY mf-site/ mf-site/
COPY shell/server/ shell/server/
ENV NODE_ENV=production PORT=4000
USER node
EXPOSE 4000
CMD ["node_modules/.bin/tsx", "shell/server/mock-api.ts"]
