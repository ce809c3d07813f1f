import { DELIVERIES_ROUTES } from '@console/contract/deliveries';
import { type ConsoleFeature, withScreens } from '../shared/feature';
import { deliveryData, deliveryListData, deliveryNewData } from './reads';

export const deliveriesFeature: ConsoleFeature = {
  name: 'deliveries',
  routes: withScreens(DELIVERIES_ROUTES, {
    DeliveryListPage: {
      screen: () => import('./DeliveryListPage').then((module) => module.DeliveryListPage),
      data: deliveryListData,
    },
    DeliveryNewPage: {
      screen: () => import('./DeliveryPage').then((module) => module.DeliveryNewPage),
      data: deliveryNewData,
    },
    DeliveryPage: {
      screen: () => import('./DeliveryPage').then((module) => module.DeliveryPage),
      data: deliveryData,
    },
  }),
};
