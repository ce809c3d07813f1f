#!/usr/bin/env bash
# The OpenAPI document as a client generator reads it: generated from the server's routes, then
# linted with Redocly's recommended rules (errors fail; warnings are printed), then with Spectral's
# `spectral:oas` rules (.spectral.yaml), where any error or warning fails.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)/openapi.json
(cd apps/server && npx tsx scripts/openapi.ts "$out")
npx redocly lint "$out" --format=stylish 2>&1 | grep -v -E 'Deprecation warning|Node.js 2[0-9]|nodejs.org|Future Redocly|You are using|^\s*║|^\s*╔|^\s*╚'
npx spectral lint "$out" --ruleset .spectral.yaml --fail-severity=warn
