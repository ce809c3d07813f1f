import type { OemCode } from '@console/contract';
import type { ConsoleTheme } from '@console/ui';

/**
 * Loads only the theme the account's OEM code names: each brand is its own chunk (and CSS file),
 * so the page downloads one brand's styles.
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
      return (await import('@console/ui/themes/console')).default;
  }
}
