import { ME_SCRIPT_ID } from '@console/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './fetcher';
import { createMeLoader, takeInlineMe } from './me';

const ME = {
  user_id: 1,
  account_id: 2,
  oem_code: 'console',
  app_name: 'Console',
  account_name: 'デモ',
  permissions: [],
  role_name: 'オーナー',
  salon_id: null,
};

function pageWith(text: string): Document {
  const doc = document.implementation.createHTMLDocument();
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = ME_SCRIPT_ID;
  script.textContent = text;
  doc.body.append(script);
  return doc;
}

describe('takeInlineMe', () => {
  it('reads the page’s me once and removes it', () => {
    const doc = pageWith(JSON.stringify(ME));
    expect(takeInlineMe(doc)).toMatchObject({ user_id: 1, role_name: 'オーナー' });
    expect(doc.getElementById(ME_SCRIPT_ID)).toBeNull();
    expect(takeInlineMe(doc)).toBeUndefined();
  });

  it('null is "no session"; a broken value is no answer', () => {
    expect(takeInlineMe(pageWith('null'))).toBeNull();
    expect(takeInlineMe(pageWith('{"user_id":'))).toBeUndefined();
    expect(takeInlineMe(pageWith('{"user_id":"x"}'))).toBeUndefined();
  });
});

describe('createMeLoader', () => {
  it('answers the first load from the inline me without a request, then asks after forget()', async () => {
    const request = vi.fn().mockRejectedValue(new ApiError(401, 'x'));
    const loader = createMeLoader(request as never, { ...ME } as never);
    expect(await loader.load()).toMatchObject({ user_id: 1 });
    expect(request).not.toHaveBeenCalled();
    // After a logout the page's value is never trusted again: the server says there is no session.
    loader.forget();
    expect(await loader.load()).toBeNull();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('without an inline me it asks GET /api/me', async () => {
    const request = vi.fn().mockResolvedValue(ME);
    const loader = createMeLoader(request as never);
    expect(await loader.load()).toMatchObject({ account_id: 2 });
    expect(request).toHaveBeenCalledWith('/api/me', { onUnauthorized: 'throw' });
  });
});
