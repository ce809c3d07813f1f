import { DELIVERIES_ROUTES } from '@console/contract/deliveries';

/** The deliveries screens' own addresses (the route table's, as links are written). */
export const LIST = DELIVERIES_ROUTES[0].path;
export const NEW = DELIVERIES_ROUTES[1].path;

/** A delivery's page: the compose form of a draft, the progress and results of any other. */
export const deliveryPath = (id: number) => DELIVERIES_ROUTES[2].path.replace(':id', String(id));
