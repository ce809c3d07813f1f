import { FRIENDS_ROUTES } from '@console/contract/friends';
import { type ConsoleFeature, withScreens } from '../shared/feature';
import { friendListData } from './reads';

export const friendsFeature: ConsoleFeature = {
  name: 'friends',
  routes: withScreens(FRIENDS_ROUTES, {
    FriendListPage: {
      screen: () => import('./FriendListPage').then((module) => module.FriendListPage),
      data: friendListData,
    },
    FriendDetailPage: () => import('./FriendDetailPage').then((module) => module.FriendDetailPage),
    MemberQueryPage: () => import('./MemberQueryPage').then((module) => module.MemberQueryPage),
    TagListPage: () => import('./TagPages').then((module) => module.TagListPage),
    TagSettingPage: () => import('./TagPages').then((module) => module.TagSettingPage),
    VarListPage: () => import('./VarListPage').then((module) => module.VarListPage),
    CommonVarListPage: () => import('./CommonVarPages').then((module) => module.CommonVarListPage),
    CommonVarEditPage: () => import('./CommonVarPages').then((module) => module.CommonVarEditPage),
    CommonVarNewPage: () => import('./CommonVarPages').then((module) => module.CommonVarNewPage),
    LineChannelPage: () => import('./LineChannelPage').then((module) => module.LineChannelPage),
  }),
};
