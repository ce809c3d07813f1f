import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDraft } from './useDraft';

describe('useDraft', () => {
  it('keeps edits made on the saved value, and drops them when the server answers anew', () => {
    const first = { name: '本店' };
    const { result, rerender } = renderHook(({ saved }) => useDraft(saved), {
      initialProps: { saved: first },
    });
    expect(result.current[0]).toBe(first);
    expect(result.current[2]).toBe(false);

    act(() => result.current[1]({ name: '銀座店' }));
    expect(result.current[0]).toEqual({ name: '銀座店' });
    expect(result.current[2]).toBe(true);
    // An update from the current draft.
    act(() => result.current[1]((draft) => ({ name: `${draft.name}2` })));
    expect(result.current[0]).toEqual({ name: '銀座店2' });

    // The same saved value rendered again: the edit stays.
    rerender({ saved: first });
    expect(result.current[0]).toEqual({ name: '銀座店2' });

    // The server's new value (after saving, or read again): the old edit is gone in that very render.
    const second = { name: '銀座店2' };
    rerender({ saved: second });
    expect(result.current[0]).toBe(second);
    expect(result.current[2]).toBe(false);
  });

  it('is not dirty when the edit equals the saved value, by the given comparison', () => {
    const saved = new Set(['1:2']);
    const same = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
      a.size === b.size && [...a].every((key) => b.has(key));
    const { result } = renderHook(() => useDraft<ReadonlySet<string>>(saved, same));
    act(() => result.current[1](new Set(['1:2'])));
    expect(result.current[2]).toBe(false);
    act(() => result.current[1](new Set(['2:1'])));
    expect(result.current[2]).toBe(true);
  });
});
