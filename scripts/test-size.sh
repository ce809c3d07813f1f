#!/usr/bin/env bash
# Size budgets (size-limit), failing above a budget:
#  1. @console/ui: min+gzip of one control imported from the BUILT package (packages/ui/dist), react
#     and react-dom excluded. Budgets: packages/ui/.size-limit.js.
#  2. the console: JavaScript each route loads on a first visit (gzip), from the production build's
#     manifest, with a per-route report. Budgets: apps/console/.size-limit.js.
# A dist older than its sources is rebuilt first.
set -euo pipefail
cd "$(dirname "$0")/.."

stale() { # stale <built file> <source paths…>: true when the build is missing or older than a source
  local built=$1
  shift
  [ ! -f "$built" ] || [ -n "$(find "$@" -newer "$built" -print -quit)" ]
}

if stale packages/ui/dist/index.js packages/ui/src packages/ui/package.json packages/ui/tsup.config.ts; then
  echo "test-size: @console/ui の dist が古いのでビルドします"
  pnpm --filter @console/ui build >/dev/null
fi
npx size-limit --config packages/ui/.size-limit.js "$@"

if stale apps/console/dist/.vite/manifest.json apps/console/src apps/console/index.html \
  apps/console/booking.html apps/console/pageform.html apps/console/vite.config.ts \
  apps/console/vite.pageform.config.ts packages/ui/src packages/contract/src; then
  echo "test-size: the console build is stale; building it"
  pnpm --filter @console/console build >/dev/null
fi
node apps/console/scripts/route-sizes.mjs
npx size-limit --config apps/console/.size-limit.js "$@"
