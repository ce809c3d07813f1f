import { PAGES_ROUTES, type PageFamilyKind } from '@console/contract/pages';

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
} as const satisfies Record<PageFamilyKind, Record<string, RouteName>>;

/** The screens' addresses, from the contract's route table. */
export const listPath = (kind: PageFamilyKind) => pathOf(NAMES[kind].list);
export const newPath = (kind: PageFamilyKind) => pathOf(NAMES[kind].new);
export const editPath = (kind: PageFamilyKind, id: number) =>
  pathOf(NAMES[kind].edit).replace(':id', String(id));
export const answersPath = (kind: PageFamilyKind, id: number) =>
  pathOf(NAMES[kind].answers).replace(':id', String(id));
