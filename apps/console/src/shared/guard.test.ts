import { FORBIDDEN_REDIRECT, type RouteDef } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { guardNavigation, menuRoutes, menuSections, safeNextPath } from './guard';

const route = (overrides: Partial<RouteDef>): RouteDef => ({
  name: 'Fixture',
  path: '/fixture',
  title: 'フィクスチャ',
  permissions: [],
  digitParams: [],
  menu: 'settings',
  shell: true,
  ...overrides,
});

const open = route({});
const login = route({ name: 'LoginPage', path: '/account/login', shell: false, menu: null });
const templateEdit = route({
  path: '/line/template/edit/:id',
  permissions: ['TEMPLATE_WRITE'],
  digitParams: ['id'],
  menu: null,
});
const twoKeys = route({ permissions: ['TAG_WRITE', 'SITE_WRITE'] });

const owner = { permissions: ['TEMPLATE_WRITE', 'TAG_WRITE', 'SITE_WRITE'] as const };
const staff = { permissions: [] as const };
const tagOnly = { permissions: ['TAG_WRITE'] as const };

describe('guardNavigation', () => {
  it.each([
    ['an open route for any logged-in user', open, {}, staff, { kind: 'allow' }],
    ['the login page without a session', login, {}, null, { kind: 'allow' }],
    [
      'a shell route without a session goes to login with next',
      open,
      {},
      null,
      { kind: 'redirect', to: '/account/login?next=%2Ffixture%3Fa%3D1' },
    ],
    ['a guarded route when every key is held', templateEdit, { id: '12' }, owner, { kind: 'allow' }],
    [
      'a guarded route without its key goes to /?forbidden=1',
      templateEdit,
      { id: '12' },
      staff,
      { kind: 'redirect', to: FORBIDDEN_REDIRECT },
    ],
    [
      'a route needing two keys with only one held is forbidden',
      twoKeys,
      {},
      tagOnly,
      { kind: 'redirect', to: FORBIDDEN_REDIRECT },
    ],
    ['a route needing two keys with both held', twoKeys, {}, owner, { kind: 'allow' }],
    ['a digits-only id with letters is not found', templateEdit, { id: '12a' }, owner, { kind: 'notFound' }],
    [
      'a digits-only id with full-width digits is not found',
      templateEdit,
      { id: '１２' },
      owner,
      { kind: 'notFound' },
    ],
    [
      'an invalid id is not found even without the key',
      templateEdit,
      { id: 'x' },
      staff,
      { kind: 'notFound' },
    ],
  ] as const)('%s', (_name, target, params, me, expected) => {
    expect(guardNavigation(target, params, me, '/fixture?a=1')).toEqual(expected);
  });

  it('sends to plain /account/login when the user was on the home page', () => {
    expect(guardNavigation(open, {}, null, '/')).toEqual({ kind: 'redirect', to: '/account/login' });
  });
});

describe('menuRoutes', () => {
  it('lists menu routes whose keys are held, skipping hidden and guarded ones', () => {
    const routes = [open, login, templateEdit, twoKeys];
    expect(menuRoutes(routes, ['TAG_WRITE']).map((r) => r.path)).toEqual(['/fixture']);
    expect(menuRoutes(routes, ['TAG_WRITE', 'SITE_WRITE'])).toEqual([open, twoKeys]);
  });
});

describe('menuSections', () => {
  it('groups menu routes in 配信, 顧客, サロン, 設定 order after home, leaving empty groups out', () => {
    const home = route({ name: 'Home', path: '/', menu: 'home' });
    const tel = route({ name: 'Tel', path: '/line/tel', menu: 'delivery' });
    const salon = route({ name: 'Salon', path: '/salon', menu: 'salon', permissions: ['RESERVE_WRITE'] });
    const theme = route({ name: 'Theme', path: '/theme', menu: 'settings' });
    const sections = menuSections([theme, salon, tel, home, templateEdit], []);
    expect(sections.map((section) => [section.label, section.routes.map((r) => r.name)])).toEqual([
      ['', ['Home']],
      ['配信', ['Tel']],
      ['設定', ['Theme']],
    ]);
    expect(menuSections([theme, salon], ['RESERVE_WRITE']).map((section) => section.label)).toEqual([
      'サロン',
      '設定',
    ]);
  });
});

describe('safeNextPath', () => {
  it.each([
    ['/line/setting/theme', '/line/setting/theme'],
    ['/line/x?tab=1#a', '/line/x?tab=1#a'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['line/relative', '/'],
  ])('%s → %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });
});
