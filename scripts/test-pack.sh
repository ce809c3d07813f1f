#!/usr/bin/env bash
# 配布パッケージの検査: @console/ui をビルドして tarball にし、ワークスペースの外に作った
# 素の Vite + React アプリへ npm でインストールして、README どおりの使い方でビルド・表示できるか確かめる。
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$PWD"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 PUPPETEER_SKIP_DOWNLOAD=1

fail() { echo "test-pack: 失敗: $*" >&2; exit 1; }
step() { echo "test-pack: $*"; }
version_of() { node -p "require('$repo/node_modules/$1/package.json').version"; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

step "ビルド"
pnpm --filter @console/ui build >/dev/null

step "pack → $work"
(cd packages/ui && pnpm pack --pack-destination "$work" >/dev/null)
tarball="$(ls "$work"/*.tgz)"

step "tarball の中身"
listing="$(tar -tzf "$tarball")"
for f in dist/index.js dist/index.d.ts dist/styles.css dist/css.js dist/css.d.ts dist/test.js dist/themes/index.js; do
  grep -qx "package/$f" <<<"$listing" || fail "$f が tarball にない"
done
for oem in console sakura aozora wakaba yuzu sumi; do
  for ext in js d.ts css; do
    grep -qx "package/dist/themes/$oem.$ext" <<<"$listing" || fail "dist/themes/$oem.$ext が tarball にない"
  done
done
if grep -E '\.css\.ts|\.vanilla\.|(^|/)src/' <<<"$listing"; then fail "ソースや vanilla-extract の中間ファイルが tarball に入っている"; fi

step "package.json の exports（ワークスペース用の source 条件が公開物に漏れていないか）"
tar -xzf "$tarball" -C "$work" package/package.json
node -e '
const pkg = require(process.argv[1]);
const text = JSON.stringify(pkg.exports);
if (text.includes("source") || text.includes("./src/")) throw new Error("exports にワークスペース用の source 条件か src/ が残っている: " + text);
for (const [entry, target] of Object.entries(pkg.exports)) {
  if (entry.endsWith(".css") || entry === "./package.json") continue;
  if (!target.types || !target.import) throw new Error(entry + " に types と import がない");
}
' "$work/package/package.json" || fail "公開される exports が正しくない"

step "外のアプリを作成（packages/ui/pack-test: 全部品とテーマ 2 つ）"
app="$work/app"
cp -r packages/ui/pack-test "$app"
cat >"$app/package.json" <<JSON
{
  "name": "console-ui-pack-test",
  "private": true,
  "type": "module",
  "dependencies": {
    "@console/ui": "file:$tarball",
    "react": "$(version_of react)",
    "react-dom": "$(version_of react-dom)"
  },
  "devDependencies": {
    "vite": "$(version_of vite)",
    "@vitejs/plugin-react": "$(version_of @vitejs/plugin-react)",
    "typescript": "$(version_of typescript)",
    "@types/react": "$(version_of @types/react)",
    "@types/react-dom": "$(version_of @types/react-dom)",
    "@types/node": "$(version_of @types/node)"
  }
}
JSON

step "npm install（tarball + react, react-dom, vite, typescript）"
(cd "$app" && npm install --prefer-offline --no-audit --no-fund --loglevel=error >/dev/null)

step "型検査（skipLibCheck: false。依存の型宣言まで検査する）"
(cd "$app" && npx tsc -p tsconfig.json) || fail "利用側の型検査が通らない"

step "サーバー描画（renderToString、window も document もない Node で）"
(cd "$app" && npx vite build --ssr src/ssr.tsx --outDir dist-ssr --logLevel warn)
html="$(cd "$app" && node dist-ssr/ssr.js)" || fail "サーバー描画で例外"
grep -q 'data-oem="sakura"' <<<"$html" || fail "サーバー描画に sakura のプロバイダーがない"
grep -q 'value="2024/04/01"' <<<"$html" || fail "サーバー描画で DateInput が 2024/04/01 を表示していない"
grep -q '5:予約完了のお知らせ' <<<"$html" || fail "サーバー描画で Select が選択中の値を表示していない"
grep -q '送信履歴' <<<"$html" || fail "サーバー描画に ListTable がない"
grep -q '佐藤 様' <<<"$html" || fail "サーバー描画に Timeline の予約がない"

step "vite build"
(cd "$app" && npx vite build --logLevel warn)

step "ビルド結果の検査"
js="$(cat "$app"/dist/assets/*.js)"
css="$(cat "$app"/dist/assets/*.css)"
button_class="$(grep -m1 -oE '^\.[A-Za-z0-9_-]+' packages/ui/dist/styles.css)"
sakura_class="$(grep -m1 -oE '^\.[A-Za-z0-9_-]+' packages/ui/dist/themes/sakura.css)"
grep -q 'console-ui-Button' <<<"$js" || fail "JS に Button の固定クラス console-ui-Button がない"
grep -q 'console-ui-Provider' <<<"$js" || fail "JS に console-ui-Provider がない"
grep -qF "$button_class" <<<"$css" || fail "CSS に Button のクラス $button_class がない"
grep -qF "$sakura_class" <<<"$css" || fail "CSS に sakura テーマのクラス $sakura_class がない"
grep -qi '#c2185b' <<<"$css" || fail "CSS に sakura の primary 色 #c2185b がない"
sumi_class="$(grep -m1 -oE '^\.[A-Za-z0-9_-]+' packages/ui/dist/themes/sumi.css)"
grep -qF "$sumi_class" <<<"$css" || fail "CSS に sumi テーマのクラス $sumi_class がない"
grep -qi '#0a6ca8' <<<"$css" && fail "使っていない aozora テーマの CSS が入っている"

step "ブラウザーで表示（vite preview + Chromium）"
port=$((20000 + RANDOM % 20000))
(cd "$app" && exec node node_modules/vite/bin/vite.js preview --port "$port" --strictPort >/dev/null 2>&1) &
preview_pid=$!
trap 'kill "$preview_pid" 2>/dev/null || true; rm -rf "$work"' EXIT
for _ in $(seq 1 50); do curl -fsS "http://127.0.0.1:$port/" >/dev/null 2>&1 && break; sleep 0.2; done
dom="$(/usr/bin/chromium --headless --no-sandbox --disable-gpu --disable-background-networking \
  --disable-component-update --disable-sync --no-first-run --virtual-time-budget=5000 \
  --dump-dom "http://127.0.0.1:$port/" 2>/dev/null)"
grep -q 'data-oem="sakura"' <<<"$dom" || fail "描画結果に sakura のプロバイダーがない"
grep -qE '<button[^>]*console-ui-Button[^>]*>保存</button>' <<<"$dom" || fail "描画結果に「保存」ボタンがない"
grep -q 'console-ui-DateInput' <<<"$dom" || fail "描画結果に DateInput がない"
grep -qE '<input[^>]*value="2024/04/01"' <<<"$dom" || fail "DateInput が 2024-04-01 を 2024/04/01 と表示していない"
grep -q 'console-ui-Select' <<<"$dom" || fail "描画結果に Select がない"
grep -q '5:予約完了のお知らせ' <<<"$dom" || fail "Select が選択中の「5:予約完了のお知らせ」を表示していない"
grep -q 'data-oem="sumi"' <<<"$dom" || fail "描画結果に sumi のプロバイダーがない"
for name in 送信履歴 メニューの並び 佐藤 休業日 送信時刻 CSV 同意する; do
  grep -q "$name" <<<"$dom" || fail "描画結果に「$name」がない"
done

step "成功"
