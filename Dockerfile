# One image recipe for every deployable: build with --build-arg WORKSPACE=services/<name> (any service) or
# WORKSPACE=apps/gateway.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
ARG WORKSPACE
WORKDIR /app
COPY . .
RUN mkdir -p apps/web/dist apps/web/dist-server && npm ci --no-audit --no-fund \
 && npx turbo run build --filter="./${WORKSPACE}..." --output-logs=errors-only

FROM ${NODE_IMAGE} AS deps
ARG WORKSPACE
WORKDIR /app
COPY . .
RUN npm ci --omit=dev --no-audit --no-fund --workspace="${WORKSPACE}"

FROM ${NODE_IMAGE}
ARG WORKSPACE
ENV NODE_ENV=production HOST=0.0.0.0
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/${WORKSPACE}/package.json ./${WORKSPACE}/package.json
COPY --from=build /app/${WORKSPACE}/dist ./${WORKSPACE}/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
# The web app's server build, beside it: the gateway renders the public pages with it (apps/gateway/src/server-render.ts).
COPY --from=build /app/apps/web/dist-server ./apps/web/dist-server
WORKDIR /app/${WORKSPACE}
USER node
CMD ["node", "dist/server.js"]
