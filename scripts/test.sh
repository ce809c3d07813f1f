#!/usr/bin/env bash
# The README's test command: every check, in the order ARCHITECTURE.md "Testing" gives.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

started=$(date +%s)
step() {
  local name=$1
  shift
  local t0=$(date +%s)
  echo
  echo "==== $name"
  "$@"
  echo "==== $name: ok ($(($(date +%s) - t0)) s)"
}

step "lint (biome)" pnpm lint
step "types (tsc -b)" pnpm typecheck
step "unit and API tests" pnpm test:unit
step "OpenAPI document (Redocly recommended rules, Spectral spectral:oas)" bash scripts/test-openapi.sh
step "@console/ui unit tests in three time zones (Tokyo, Los Angeles, Kiritimati)" pnpm --filter @console/ui test:tz
step "story tests (Chromium, every theme, axe)" pnpm test:stories
step "visual comparison" pnpm test:visual
step "packed @console/ui in an outside app" pnpm test:pack
step "size budgets (size-limit: @console/ui controls, console first loads)" pnpm test:size
step "end to end (Playwright, built app)" pnpm test:e2e
echo
echo "all checks passed in $(($(date +%s) - started)) s"
