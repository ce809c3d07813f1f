#!/usr/bin/env bash
# 見た目の比較: ストーリーを 6 つの OEM テーマで撮影し、コミット済みの基準画像と比べる。
#   基準画像の更新: UPDATE_SNAPSHOTS=1 bash scripts/test-visual.sh
#   基準画像: packages/ui/visual/__screenshots__/  差分（失敗時）: .vitest-attachments/
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
args=()
if [[ "${UPDATE_SNAPSHOTS:-}" == "1" ]]; then args+=(--update); fi
exec npx vitest run --config .storybook/vitest.visual.config.ts "${args[@]}" "$@"
