#!/usr/bin/env bash
# End-to-end suite: the built console served by the built server on a fresh embedded database.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

pnpm --filter @console/server build
# The end-to-end build of the console adds one guarded fixture route (see apps/console/src/app/e2eFixtures.tsx)
# and goes to its own folder, so the production build in dist/ never carries it.
VITE_E2E_FIXTURES=1 pnpm --filter @console/console exec vite build --outDir dist-e2e --emptyOutDir
# The published pages' form script beside it (the server reads dist-e2e/pageform.html).
pnpm --filter @console/console exec vite build --config vite.pageform.config.ts --outDir dist-e2e

E2E_DATA_DIR=$(mktemp -d /tmp/console-e2e-XXXXXX)
export E2E_DATA_DIR
export E2E_CONSOLE_DIST="$PWD/apps/console/dist-e2e"
trap 'rm -rf "$E2E_DATA_DIR"' EXIT
pnpm exec playwright test -c e2e/playwright.config.ts "$@"
