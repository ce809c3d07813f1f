import type { Me } from '@console/contract';
import type { Friend } from '@console/contract/friends';

/** Signed-in users for tests and page stories. */
export const ownerMe: Me = {
  user_id: 1,
  account_id: 1,
  oem_code: 'console',
  app_name: 'Console',
  account_name: 'デモ商店',
  permissions: ['TEMPLATE_WRITE', 'TAG_WRITE'],
  salon_id: null,
  role_name: 'オーナー',
};

export const staffMe: Me = { ...ownerMe, user_id: 2, permissions: [], role_name: 'スタッフ' };

/** A salon manager: the owner with the salon key (RESERVE_WRITE). */
export const salonMe: Me = {
  ...ownerMe,
  permissions: [...ownerMe.permissions, 'RESERVE_WRITE'],
  salon_id: 1,
};

/** A following friend as the friends list answers it (the list's early-read tests). */
export const friendRow = (id: number, name: string): Friend => ({
  id,
  line_user_id: `U${id}`,
  display_name: name,
  picture_url: null,
  status: 'following',
  followed_at: null,
  blocked_at: null,
  last_active_at: null,
  tag_ids: [],
});
