import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, ReservationListCache, reservationListKey } from '../src/salon/reservation-cache';

describe('ReservationListCache', () => {
  it('answers a body only at the version it was stored under, and forgets it after a miss', () => {
    const cache = new ReservationListCache();
    cache.set('k', '3', '[1]');
    expect(cache.get('k', '3')?.body.toString()).toBe('[1]');
    expect(cache.get('k', '4')).toBeUndefined();
    expect(cache.get('k', '3')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('replaces a key, keeps no body over the entry limit, and drops the least recently used past the total', () => {
    const cache = new ReservationListCache(10, 6);
    cache.set('a', '1', 'aaaa');
    cache.set('a', '2', 'aaa');
    expect(cache.get('a', '2')?.body.toString()).toBe('aaa');
    cache.set('huge', '1', '1234567');
    expect(cache.get('huge', '1')).toBeUndefined();
    cache.set('b', '1', 'bbb');
    expect(cache.get('a', '2')?.body.toString()).toBe('aaa'); // a is now the most recent
    cache.set('c', '1', 'cccc'); // 3 + 3 + 4 = 10: all fit
    expect(cache.size).toBe(3);
    cache.set('d', '1', 'd'); // 11: b, the least recently used, goes
    expect(
      ['b', 'a', 'c', 'd'].map((key) => cache.get(key, key === 'a' ? '2' : '1')?.body.toString()),
    ).toEqual([undefined, 'aaa', 'cccc', 'd']);
    // A replaced key counts only its new body.
    cache.set('c', '2', 'cc');
    cache.set('e', '1', 'ee');
    expect(cache.size).toBe(4);
  });

  it('gzips an entry once, counting the gzipped bytes in the total', () => {
    const body = JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id, name: '山田 花子' })));
    const cache = new ReservationListCache(Buffer.byteLength(body) + 2000);
    const entry = cache.set('k', '1', body);
    const gzip = cache.gzipped(entry);
    expect(gunzipSync(gzip).toString('utf8')).toBe(body);
    expect(cache.gzipped(entry)).toBe(gzip);
    expect(cache.size).toBe(1);
    // A second body pushes the first, gzip and all, out of the bound.
    cache.set('j', '1', body);
    expect(cache.get('k', '1')).toBeUndefined();
    // An entry too large to keep is still answered (and gzipped) once.
    const huge = new ReservationListCache(10, 5).set('h', '1', body);
    expect(gunzipSync(new ReservationListCache(10, 5).gzipped(huge)).toString('utf8')).toBe(body);
  });

  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['GZIP', true],
    ['*', true],
    ['gzip;q=0', false],
    ['br', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ])('reads Accept-Encoding %o as taking gzip: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it.each([
    [1, { first: '2030-03-01', last: '2030-03-31' }, 7, '1:2030-03-01..2030-03-31:7'],
    [1, { first: '2030-03-01', last: '2030-03-31' }, undefined, '1:2030-03-01..2030-03-31:'],
    [12, { first: '2030-03-01', last: '2030-03-01' }, 3, '12:2030-03-01..2030-03-01:3'],
  ])('keys salon %i, %o, resource %s as %s', (salon, range, resource, key) => {
    expect(reservationListKey(salon, range, resource)).toBe(key);
  });
});
