import type { RouteDef } from '../routes';

/**
 * The media library (issue 30): spec §2 `/vue3-dev/line/visual`, "visual (gray background)". The
 * page is open to any operator (it reads); uploads, renames and deletes ask MEDIA_WRITE.
 */
export const MEDIA_ROUTES = [
  {
    name: 'MediaLibraryPage',
    path: '/vue3-dev/line/visual',
    title: '画像ライブラリ',
    permissions: [],
    digitParams: [],
    menu: 'delivery',
    shell: true,
  },
] as const satisfies readonly RouteDef[];
