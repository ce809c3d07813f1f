import { describe, expect, it } from 'vitest';
import { isPublicOrigin, publicUrl } from './mediaUrls';

describe('publicUrl', () => {
  it.each([
    ['/media/AbC/original', 'https://console.example.jp', 'https://console.example.jp/media/AbC/original'],
    [
      '/media/AbC/imagemap',
      'https://console.example.jp:8443',
      'https://console.example.jp:8443/media/AbC/imagemap',
    ],
    ['/media/AbC/preview', 'http://localhost:3000', 'http://localhost:3000/media/AbC/preview'],
  ])('%s on %s', (path, origin, expected) => {
    expect(publicUrl(path, origin)).toBe(expected);
  });
});

describe('isPublicOrigin', () => {
  it.each([
    ['https://console.example.jp', true],
    ['https://203.0.113.5', true],
    ['http://console.example.jp', false],
    ['https://localhost:3000', false],
    ['http://localhost:5173', false],
    ['https://127.0.0.1', false],
    ['https://[::1]:8443', false],
  ])('%s → %s', (origin, expected) => {
    expect(isPublicOrigin(origin)).toBe(expected);
  });
});
