import { PAGES_ROUTES, type PageKind } from '@console/contract/pages';

type RouteName = (typeof PAGES_ROUTES)[number]['name'];

const pathOf = (name: RouteName) => PAGES_ROUTES.find((route) => route.name === name)?.path ?? '/';

const NAMES = {
  landing: {
    list: 'LandingListPage',
    new: 'LandingNewPage',
    edit: 'LandingEditPage',
    answers: 'LandingAnswersPage',
  },
  form: { list: 'FormListPage', new: 'FormNewPage', edit: 'FormEditPage', answers: 'FormAnswersPage' },
} as const satisfies Record<PageKind, Record<string, RouteName>>;

/** The screens' addresses, from the contract's route table. */
export const listPath = (kind: PageKind) => pathOf(NAMES[kind].list);
export const newPath = (kind: PageKind) => pathOf(NAMES[kind].new);
export const editPath = (kind: PageKind, id: number) => pathOf(NAMES[kind].edit).replace(':id', String(id));
export const answersPath = (kind: PageKind, id: number) =>
  pathOf(NAMES[kind].answers).replace(':id', String(id));
