import { existsSync, readdirSync } from 'node:fs';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { dropReactAriaLocalesEsbuild } from './build/reactAriaLocales';
import { oemCodes } from './src/themes/types';

// esbuild は JS の入口ごとに、その入口が読み込む CSS をまとめた `<入口名>.css` を書き出す。
// そのため各テーマを別の入口にすると、テーマごとに CSS ファイルが 1 つずつできる。
const publicEntries = {
  index: 'src/index.ts',
  css: 'src/css.ts',
  test: 'src/test/index.tsx',
  'themes/index': 'src/themes/all.ts',
  ...Object.fromEntries(oemCodes.map((oem) => [`themes/${oem}`, `src/themes/${oem}/index.ts`])),
};

// 部品ごとの入口は公開しない。部品ごとに別のチャンクへ分けるためだけに置く。1 ファイルにまとめると
// `forwardRef(...)` などの呼び出しを利用側のバンドラーが消せず、Checkbox だけの import でも全部品が入る。
// チャンクなら package.json の sideEffects により丸ごと消せる（`pnpm test:size` が予算で検査）。
const componentEntries = Object.fromEntries(
  readdirSync('src/components', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`src/components/${entry.name}/index.ts`))
    .map((entry) => [`components/${entry.name}`, `src/components/${entry.name}/index.ts`]),
);

export default defineConfig({
  entry: { ...publicEntries, ...componentEntries },
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  // tsup 8 の型出力は内部で baseUrl を設定し、composite なプロジェクト設定とも相性が悪い。
  // 型出力のときだけ両方を外す（型検査そのものは `tsc -b` が行う）。
  dts: { entry: publicEntries, compilerOptions: { composite: false, ignoreDeprecations: '6.0' } },
  splitting: true,
  sourcemap: false,
  clean: true,
  treeshake: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  // react-aria and react-stately are devDependencies: bundled into dist with only the ja-JP and en-US
  // strings (build/reactAriaLocales.mjs), so an app that installs the package gets the small build
  // without a plugin of its own.
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' }), dropReactAriaLocalesEsbuild],
  async onSuccess() {
    // 部品ごとの入口はチャンク分けのためだけのもの（index.js はチャンクを直接読み込む）。
    await rm('dist/components', { recursive: true, force: true });
    // 基本（コンポーネント）の CSS は利用者に分かりやすい名前で公開する。
    await rename('dist/index.css', 'dist/styles.css');
    // テスト用入口の CSS は styles.css + console.css と同じ内容なので公開しない。
    await rm('dist/test.css', { force: true });
    await rename('dist/themes/index.css', 'dist/themes/all.css');
    // vanilla-extract が各ブロックの前に置く出典コメント（元ソースを base64 で含む）は利用者に不要。
    const cssFiles = (await readdir('dist', { recursive: true })).filter((f) => f.endsWith('.css'));
    for (const file of cssFiles) {
      const css = await readFile(`dist/${file}`, 'utf8');
      await writeFile(`dist/${file}`, css.replace(/\/\* vanilla-extract-css-ns:[^*]*\*\/\n/g, ''));
    }
  },
});
