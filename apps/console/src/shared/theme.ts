import type { OemCode } from '@console/contract';
import type { ConsoleTheme } from '@console/ui';
import consoleTheme from '@console/ui/themes/console';

/**
 * Loads only the theme the account's OEM code names: each partner brand is its own chunk (and CSS
 * file), so the page downloads one brand's styles. The provider's own brand, the most common, comes
 * with the page's first files (issue 27): no request after the entry's before the first render.
 * A partner brand's file and stylesheet are named in the page by the server (console-html
 * preloads.ts) for its accounts, so its import here resolves from that preload, not a round trip
 * after the entry has run (e2e/first-load.e2e.ts checks it for さくら).
 */
export async function loadTheme(code: OemCode): Promise<ConsoleTheme> {
  switch (code) {
    case 'sakura':
      return (await import('@console/ui/themes/sakura')).default;
    case 'aozora':
      return (await import('@console/ui/themes/aozora')).default;
    case 'wakaba':
      return (await import('@console/ui/themes/wakaba')).default;
    case 'yuzu':
      return (await import('@console/ui/themes/yuzu')).default;
    case 'sumi':
      return (await import('@console/ui/themes/sumi')).default;
    default:
      return consoleTheme;
  }
}
