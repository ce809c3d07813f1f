import { JOURNEYS_ROUTES } from '@console/contract/journeys';

type Name = (typeof JOURNEYS_ROUTES)[number]['name'];

/** The screens' titles, as the route table gives them. */
export const JOURNEY_ROUTES_TITLES = Object.fromEntries(
  JOURNEYS_ROUTES.map((route) => [route.name, route.title]),
) as Record<Name, string>;
