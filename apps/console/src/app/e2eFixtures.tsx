import type { ConsoleRoute } from '../shared/feature';

/**
 * A guarded route compiled only into the end-to-end build (`VITE_E2E_FIXTURES=1`). No screen that
 * needs a permission key exists yet, and the browser-level test of the guard needs one; once a
 * feature brings a real keyed screen, the end-to-end test should use it and this file can go.
 */
export const E2E_GUARD_ROUTE: ConsoleRoute = {
  name: 'E2eGuardFixture',
  path: '/e2e/guarded',
  title: '権限確認用ページ',
  permissions: ['TEMPLATE_WRITE'],
  digitParams: [],
  menu: null,
  shell: true,
  screen: async () => E2eGuardFixture,
};

function E2eGuardFixture() {
  return <h1>権限確認用ページ</h1>;
}
