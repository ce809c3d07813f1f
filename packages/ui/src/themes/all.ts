import { aozoraTheme } from './aozora';
import { consoleTheme } from './console';
import { sakuraTheme } from './sakura';
import { sumiTheme } from './sumi';
import type { ConsoleTheme, OemCode } from './types';
import { wakabaTheme } from './wakaba';
import { yuzuTheme } from './yuzu';

/**
 * 全 OEM のテーマ。実行時に OEM を切り替えるアプリ（コンソール本体・Storybook）向け。
 * 1 ブランドだけのアプリは `@console/ui/themes/<oem>` を個別に読み込む。
 */
export const themes: Readonly<Record<OemCode, ConsoleTheme>> = {
  console: consoleTheme,
  sakura: sakuraTheme,
  aozora: aozoraTheme,
  wakaba: wakabaTheme,
  yuzu: yuzuTheme,
  sumi: sumiTheme,
};
export { aozoraTheme, consoleTheme, sakuraTheme, sumiTheme, wakabaTheme, yuzuTheme };
