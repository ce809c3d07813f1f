import { fillPath } from '@console/contract';
import { JOURNEYS_PATHS } from '@console/contract/journeys';
import type { RouteData } from '../shared/feature';
import type { Read } from '../shared/fetcher';
import { journeysRead } from '../shared/listReads';

/*
 * The journeys list's reads, written once for their hooks and their route (issue 27). Zod-free: the
 * route table imports them into the entry, which the login screen loads too.
 */

export const journeyGroupsRead = {
  key: 'journeys.groups',
  url: fillPath(JOURNEYS_PATHS.journeyGroups, undefined),
} as const satisfies Read<string>;

/** ジャーニー一覧 starts its journeys and their groups. */
export const journeyListData: RouteData = ({ prefetch }) => {
  void prefetch(journeysRead.url);
  void prefetch(journeyGroupsRead.url);
};

export const followSettingsRead = {
  key: 'journeys.followSettings',
  url: fillPath(JOURNEYS_PATHS.followSettings, undefined),
} as const satisfies Read<string>;

/** あいさつメッセージ・友だち追加時設定 starts its settings. */
export const followSettingData: RouteData = ({ prefetch }) => {
  void prefetch(followSettingsRead.url);
};
