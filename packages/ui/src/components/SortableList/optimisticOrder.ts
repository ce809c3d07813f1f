import { type SortableId, sameOrder } from './reorder';

/**
 * Optimistic ordering (spec §4 "Ordering"): a new order shows at once and is saved; if the save fails
 * it is rolled back. Several saves may be in flight; each sends the whole order, so the newest one
 * decides what the server ends with:
 * - a failure of the newest request shows the last order the server confirmed;
 * - a failure of an older request is ignored (a newer order has already replaced it);
 * - a success updates the confirmed order.
 * The server's own order (a refetch) replaces what is shown only while nothing is in flight.
 */
export interface OptimisticOrderState<Id extends SortableId> {
  /** 表示する並び。 */
  ids: Id[];
  /** サーバーが受け入れたと分かっている最後の並び。 */
  confirmed: Id[];
  /** 最後に送った要求の番号（0 は未送信）。 */
  latest: number;
  /** 結果を待っている要求の数。 */
  inFlight: number;
}

export type OptimisticOrderAction<Id extends SortableId> =
  | { type: 'apply'; ids: Id[]; request: number }
  | { type: 'succeeded'; ids: Id[]; request: number }
  | { type: 'failed'; request: number }
  | { type: 'server'; ids: Id[] };

export function initialOptimisticOrder<Id extends SortableId>(
  serverIds: readonly Id[],
): OptimisticOrderState<Id> {
  return { ids: [...serverIds], confirmed: [...serverIds], latest: 0, inFlight: 0 };
}

export function optimisticOrderReducer<Id extends SortableId>(
  state: OptimisticOrderState<Id>,
  action: OptimisticOrderAction<Id>,
): OptimisticOrderState<Id> {
  switch (action.type) {
    case 'apply':
      return { ...state, ids: [...action.ids], latest: action.request, inFlight: state.inFlight + 1 };
    case 'succeeded':
      return { ...state, confirmed: [...action.ids], inFlight: state.inFlight - 1 };
    case 'failed':
      return {
        ...state,
        ids: action.request === state.latest ? [...state.confirmed] : state.ids,
        inFlight: state.inFlight - 1,
      };
    case 'server':
      if (
        sameOrder(action.ids, state.confirmed) &&
        (state.inFlight > 0 || sameOrder(action.ids, state.ids))
      ) {
        return state;
      }
      return state.inFlight > 0
        ? { ...state, confirmed: [...action.ids] }
        : { ...state, ids: [...action.ids], confirmed: [...action.ids] };
  }
}
