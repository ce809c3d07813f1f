#!/usr/bin/env bash
# @console/ui のサイズ予算: ビルド済みパッケージ（packages/ui/dist）から部品を 1 つだけ import したときの
# min+gzip を size-limit（rolldown で束ねる。react・react-dom は除く）で測り、予算を超えたら失敗する。
# 予算は packages/ui/.size-limit.js。dist が src より古ければ先にビルドする。
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -f packages/ui/dist/index.js ] || [ -n "$(find packages/ui/src packages/ui/package.json packages/ui/tsup.config.ts -newer packages/ui/dist/index.js -print -quit)" ]; then
  echo "test-size: dist が古いのでビルドします"
  pnpm --filter @console/ui build >/dev/null
fi

exec npx size-limit --config packages/ui/.size-limit.js "$@"
