import { SITE_MENU_MAX_ITEMS, SITES_MESSAGES, siteInputSchema } from '@console/contract/pages';
import { fieldErrors } from '@console/contract/validation';
import { describe, expect, it } from 'vitest';
import { salon } from './storyData';
import {
  accessProblems,
  accessShort,
  addMenuRow,
  changeMenuRow,
  formOf,
  homeInputOf,
  type MenuRow,
  moveMenuRow,
  originOf,
  pathProblem,
  removeMenuRow,
  sameForm,
  siteAddress,
  siteInputOf,
  slugProblem,
} from './view';

const keys = () => {
  let n = 0;
  return () => `k${++n}`;
};

describe('slugProblem', () => {
  it.each([
    { slug: 'omotesando-salon', ok: true },
    { slug: '  Members ', ok: true },
    { slug: 'ab', ok: true },
    { slug: 'a', ok: false },
    { slug: '-salon', ok: false },
    { slug: 'salon-', ok: false },
    { slug: 'サロン', ok: false },
    { slug: 'a_b', ok: false },
    { slug: 'a'.repeat(40), ok: true },
    { slug: 'a'.repeat(41), ok: false },
    { slug: '', ok: false },
  ])('$slug → $ok', ({ slug, ok }) => {
    expect(slugProblem(slug)).toBe(ok ? undefined : SITES_MESSAGES.slug);
  });
});

describe('pathProblem', () => {
  it.each([
    { path: 'access', home: false, ok: true },
    { path: 'a', home: false, ok: true },
    { path: '', home: false, ok: false },
    { path: '', home: true, ok: true },
    { path: 'menu/price', home: false, ok: false },
    { path: 'Menu', home: false, ok: true },
  ])('$path (home $home) → $ok', ({ path, home, ok }) => {
    expect(pathProblem(path, home)).toBe(ok ? undefined : SITES_MESSAGES.path);
  });
});

describe('addresses', () => {
  it.each([
    {
      url: 'https://pages.example.jp/s/salon',
      fallback: 'https://console.example.jp',
      origin: 'https://pages.example.jp',
    },
    { url: undefined, fallback: 'https://console.example.jp', origin: 'https://console.example.jp' },
    { url: 'https://pages.example.jp/x', fallback: 'http://localhost', origin: 'http://localhost' },
  ])('originOf($url) → $origin', ({ url, fallback, origin }) => {
    expect(originOf(url, fallback)).toBe(origin);
  });

  it.each([
    { slug: 'salon', path: '', url: 'https://x.jp/s/salon' },
    { slug: ' Salon ', path: 'access', url: 'https://x.jp/s/salon/access' },
  ])('siteAddress($slug, $path)', ({ slug, path, url }) => {
    expect(siteAddress('https://x.jp', slug, path)).toBe(url);
  });

  it.each([
    { access: 'public', short: '公開' },
    { access: 'password', short: 'パスワードを知っている人だけ' },
    { access: 'friends', short: '友だちだけ' },
  ] as const)('accessShort($access) → $short', ({ access, short }) => {
    expect(accessShort(access)).toBe(short);
  });
});

describe('the menu', () => {
  const rows: MenuRow[] = [
    { key: 'a', label: 'ホーム', page_id: 1 },
    { key: 'b', label: '料金', page_id: 2 },
    { key: 'c', label: 'アクセス', page_id: 3 },
  ];
  const labels = (menu: MenuRow[]) => menu.map((row) => row.label);

  it.each([
    { from: 1, to: 0, order: ['料金', 'ホーム', 'アクセス'] },
    { from: 1, to: 2, order: ['ホーム', 'アクセス', '料金'] },
    { from: 0, to: -1, order: ['ホーム', '料金', 'アクセス'] },
    { from: 2, to: 3, order: ['ホーム', '料金', 'アクセス'] },
    { from: 0, to: 0, order: ['ホーム', '料金', 'アクセス'] },
  ])('moves $from → $to', ({ from, to, order }) => {
    expect(labels(moveMenuRow(rows, from, to))).toEqual(order);
  });

  it('adds an empty row at the end, up to the limit', () => {
    const added = addMenuRow(rows, 'd');
    expect(added.at(-1)).toEqual({ key: 'd', label: '', page_id: null });
    const full = Array.from({ length: SITE_MENU_MAX_ITEMS }, (_, i) => ({
      key: `f${i}`,
      label: 'x',
      page_id: 1,
    }));
    expect(addMenuRow(full, 'z')).toHaveLength(SITE_MENU_MAX_ITEMS);
  });

  it('removes and changes one row, leaving the others', () => {
    expect(labels(removeMenuRow(rows, 1))).toEqual(['ホーム', 'アクセス']);
    expect(changeMenuRow(rows, 2, { page_id: 9 })[2]).toEqual({ key: 'c', label: 'アクセス', page_id: 9 });
    expect(rows[2]?.page_id).toBe(3);
  });
});

describe('the egg form', () => {
  it('reads a site into the form and back into the same settings', () => {
    const form = formOf(salon, keys());
    expect(form).toMatchObject({ ga4_id: 'G-AB12CD34EF', meta_pixel_id: '', password: '' });
    const body = siteInputOf(form);
    expect(body).toEqual({
      name: salon.name,
      slug: salon.slug,
      theme: 'sakura',
      ogp_media_id: null,
      ogp_title: salon.ogp_title,
      ogp_description: salon.ogp_description,
      ga4_id: 'G-AB12CD34EF',
      meta_pixel_id: null,
      access: 'public',
      // Empty: keep the saved password.
      password: null,
      menu: salon.menu,
      // Left as it is: トップページにする saves it on its own.
      home_page_id: null,
    });
    expect(fieldErrors(siteInputSchema, body).ok).toBe(true);
  });

  it.each([
    { change: { ga4_id: '  ' }, key: 'ga4_id', value: null },
    { change: { meta_pixel_id: ' 1234567890 ' }, key: 'meta_pixel_id', value: '1234567890' },
    { change: { password: 'secret' }, key: 'password', value: 'secret' },
  ])('$key as typed → $value', ({ change, key, value }) => {
    const body = siteInputOf({ ...formOf(salon, keys()), ...change });
    expect(body[key as keyof typeof body]).toBe(value);
  });

  it('a menu row without a page is refused at its own path', () => {
    const form = formOf(salon, keys());
    const body = siteInputOf({ ...form, menu: addMenuRow(form.menu, 'new') });
    const result = fieldErrors(siteInputSchema, body);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(Object.keys(result.errors)).toEqual(expect.arrayContaining(['menu.3.label', 'menu.3.page_id']));
  });

  it('menu keys are not settings: two reads of a site are the same form', () => {
    expect(
      sameForm(
        formOf(salon, keys()),
        formOf(salon, () => 'other'),
      ),
    ).toBe(true);
    expect(sameForm(formOf(salon, keys()), { ...formOf(salon, keys()), name: '別名' })).toBe(false);
  });

  it('the home page is saved with the saved settings', () => {
    expect(homeInputOf(salon, 103)).toMatchObject({ home_page_id: 103, menu: salon.menu, password: null });
  });

  it.each([
    { access: 'public', password: '', hasPassword: false, liff: null, problems: {} },
    {
      access: 'password',
      password: '',
      hasPassword: false,
      liff: 'x',
      problems: { password: SITES_MESSAGES.passwordNeeded },
    },
    { access: 'password', password: '', hasPassword: true, liff: 'x', problems: {} },
    { access: 'password', password: 'abcd', hasPassword: false, liff: 'x', problems: {} },
    {
      access: 'friends',
      password: '',
      hasPassword: false,
      liff: null,
      problems: { access: SITES_MESSAGES.friendsNeedLiff },
    },
    { access: 'friends', password: '', hasPassword: false, liff: undefined, problems: {} },
    { access: 'friends', password: '', hasPassword: false, liff: '1657000000-AbCdEfGh', problems: {} },
  ] as const)(
    '$access (password "$password", saved $hasPassword, LIFF $liff)',
    ({ access, password, hasPassword, liff, problems }) => {
      expect(accessProblems({ access, password }, hasPassword, liff)).toEqual(problems);
    },
  );
});
