import { DELIVERIES_ROUTES } from '@console/contract/deliveries';
import { type ConsoleFeature, withScreens } from '../shared/feature';
import { deliveryData, deliveryListData } from './reads';

export const deliveriesFeature: ConsoleFeature = {
  name: 'deliveries',
  routes: withScreens(DELIVERIES_ROUTES, {
    DeliveryListPage: {
      screen: () => import('./DeliveryListPage').then((module) => module.DeliveryListPage),
      data: deliveryListData,
    },
    DeliveryNewPage: () => import('./DeliveryPage').then((module) => module.DeliveryNewPage),
    DeliveryPage: {
      screen: () => import('./DeliveryPage').then((module) => module.DeliveryPage),
      data: deliveryData,
    },
  }),
};
