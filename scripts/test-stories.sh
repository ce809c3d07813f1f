#!/usr/bin/env bash
# ストーリーのテスト: 全ストーリーの play 関数と axe の検査を、6 つの OEM テーマそれぞれで
# Chromium（/usr/bin/chromium）上で実行する。失敗したテーマは `stories:<oem>` の表示で分かる。
#   一部のテーマだけ: STORY_THEMES=sakura,sumi bash scripts/test-stories.sh
#   追加の引数は vitest へ渡す（例: bash scripts/test-stories.sh packages/ui/src/components/Button）
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
exec npx vitest run --config .storybook/vitest.config.ts "$@"
