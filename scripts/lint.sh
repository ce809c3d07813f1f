#!/usr/bin/env bash
# pnpm lint: formatting and lint rules (Biome), the import direction (dependency-cruiser, with a
# self-check that its rules still bite), docs/architecture.md's stack table against every
# package.json (with a self-check that it bites), and two conventions a grep can hold.
set -euo pipefail
cd "$(dirname "$0")/.."

npx biome check .
npx depcruise apps/console/src apps/server/src packages/contract/src packages/ui/src \
  --config .dependency-cruiser.cjs
node scripts/check-lint-fixtures.mjs
node scripts/check-stack-table.mjs
node scripts/check-stack-table.mjs --self-test

fail=0
# API paths are written once, in @console/contract (ARCHITECTURE.md "The HTTP contract").
if literals=$(grep -rnE --include=*.ts --include=*.tsx "['\"\`]/api(/|['\"\`?])" apps/*/src |
  grep -vE '\.test\.tsx?:|/tests?/|/testing\.tsx?:|\.stories\.tsx?:'); then
  echo "API path literals outside @console/contract (declare an operation and call it with apiCall):"
  echo "$literals"
  fail=1
fi
# Console screens are built from @console/ui controls.
if raw=$(grep -rnE '<(input|select|textarea)\b' apps/console/src --include=*.tsx |
  grep -vE '\.test\.tsx:|\.stories\.tsx:'); then
  echo "raw <input>/<select>/<textarea> in the console (use the @console/ui control, or add one to ui):"
  echo "$raw"
  fail=1
fi
exit $fail
