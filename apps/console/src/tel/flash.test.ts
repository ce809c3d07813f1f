import { TEL_SESSION_KEYS } from '@console/contract/tel';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearTelFlash, readTelFlash, writeTelFlash } from './flash';

beforeEach(() => {
  sessionStorage.clear();
});

describe('tel flash in session storage (spec §9)', () => {
  it('stores the message and the new order id under the two keys', () => {
    writeTelFlash('登録しました', 42);
    expect(sessionStorage.getItem(TEL_SESSION_KEYS.flashMessage)).toBe('登録しました');
    expect(sessionStorage.getItem(TEL_SESSION_KEYS.lastOrderId)).toBe('42');
    expect(readTelFlash()).toEqual({ message: '登録しました', lastOrderId: 42 });
  });

  it('drops a stale order id when a registration has none (templates)', () => {
    writeTelFlash('登録しました', 42);
    writeTelFlash('登録しました');
    expect(readTelFlash()).toEqual({ message: '登録しました', lastOrderId: null });
  });

  it('ignores an id that is not digits', () => {
    sessionStorage.setItem(TEL_SESSION_KEYS.lastOrderId, '12abc');
    expect(readTelFlash().lastOrderId).toBeNull();
  });

  it('clears both keys', () => {
    writeTelFlash('登録しました', 7);
    clearTelFlash();
    expect(readTelFlash()).toEqual({ message: null, lastOrderId: null });
  });
});
