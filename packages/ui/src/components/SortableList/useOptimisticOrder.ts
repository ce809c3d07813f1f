import { useCallback, useEffect, useReducer, useRef } from 'react';
import { initialOptimisticOrder, optimisticOrderReducer } from './optimisticOrder';
import type { SortableId } from './reorder';

export interface UseOptimisticOrderResult<Id extends SortableId> {
  /** 表示する並び（保存中は新しい並び、失敗したら元の並び）。 */
  ids: Id[];
  /** 新しい並びをすぐに表示して保存する。保存できれば true、失敗して元に戻したら false（仕様 §4 の status）。 */
  reorder: (ids: Id[]) => Promise<boolean>;
  /** 保存を待っている間は true。 */
  saving: boolean;
}

/**
 * 並べ替えを楽観的に反映する（仕様 §4「Ordering」）。`reorder(ids)` は新しい並びをすぐに表示し、
 * `save(ids)` を呼び、それが reject したらサーバーが最後に受け入れた並びへ戻して false を返す。
 * サーバーの並び（`serverIds`）が変わると、保存中でなければそれを表示する。
 */
export function useOptimisticOrder<Id extends SortableId>(
  serverIds: readonly Id[],
  save: (ids: Id[]) => Promise<unknown>,
): UseOptimisticOrderResult<Id> {
  const [state, dispatch] = useReducer(optimisticOrderReducer<Id>, serverIds, initialOptimisticOrder<Id>);
  const saveRef = useRef(save);
  saveRef.current = save;
  const requests = useRef(0);

  // Compare by content: callers often pass a new array with the same ids on every render.
  const serverKey = JSON.stringify(serverIds);
  const serverIdsRef = useRef(serverIds);
  serverIdsRef.current = serverIds;
  // biome-ignore lint/correctness/useExhaustiveDependencies: serverKey stands for the content of serverIds
  useEffect(() => {
    dispatch({ type: 'server', ids: [...serverIdsRef.current] });
  }, [serverKey]);

  const reorder = useCallback(async (ids: Id[]) => {
    requests.current += 1;
    const request = requests.current;
    dispatch({ type: 'apply', ids, request });
    try {
      await saveRef.current(ids);
      dispatch({ type: 'succeeded', ids, request });
      return true;
    } catch {
      dispatch({ type: 'failed', request });
      return false;
    }
  }, []);

  return { ids: state.ids, reorder, saving: state.inFlight > 0 };
}
