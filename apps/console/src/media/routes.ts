import { MEDIA_ROUTES } from '@console/contract/media';
import { type ConsoleFeature, withScreens } from '../shared/feature';
import { mediaListData } from './reads';

export const mediaFeature: ConsoleFeature = {
  name: 'media',
  routes: withScreens(MEDIA_ROUTES, {
    MediaLibraryPage: {
      screen: () => import('./MediaLibraryPage').then((module) => module.MediaLibraryPage),
      data: mediaListData,
    },
  }),
};
