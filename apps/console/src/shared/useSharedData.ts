import {
  type CommonVars,
  type Forms,
  FRIENDS_OPS,
  type InsertionEntry,
  type InsertionKind,
  insertionEntries,
  type VarChoice,
  type Varia,
} from '@console/contract/friends';
import { useMemo, useSyncExternalStore } from 'react';
import useSWR, { type SWRConfiguration, useSWRConfig } from 'swr';
import { ApiError, apiCall } from './fetcher';
import { LIB_MESSAGES } from './messages';
import { createSharedSet, type SharedSet, type SharedSetState } from './sharedData';

/*
 * spec §3 "Shared reference data (loaded once per session)": friend-info variables, common
 * variables, forms and the choices of each variable, one hook per data set, for every feature
 * that shows or inserts them (friends, message editors). The rules are sharedData.ts's; SWR loads
 * a set when a screen first needs it and lets a forced reload go through its cache.
 */

const ONCE: SWRConfiguration = {
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
};

// One store per data set and SWR cache: the app's session, or one story.
const registry = new WeakMap<object, Map<string, SharedSet<unknown>>>();

function setFor<T>(cache: object, key: string, make: () => SharedSet<T>): SharedSet<T> {
  let sets = registry.get(cache);
  if (!sets) {
    sets = new Map();
    registry.set(cache, sets);
  }
  let set = sets.get(key) as SharedSet<T> | undefined;
  if (!set) {
    set = make();
    sets.set(key, set as SharedSet<unknown>);
  }
  return set;
}

export interface SharedData<T> extends SharedSetState<T> {
  /** A forced reload (after a write that changes the set, or the notice's retry). */
  reload: () => Promise<unknown>;
}

function useSharedSet<T>(key: string, make: () => SharedSet<T>): SharedData<T> {
  const { cache, mutate } = useSWRConfig();
  const set = setFor(cache, key, make);
  const state = useSyncExternalStore(set.subscribe, set.getState, set.getState);
  useSWR(key, () => set.load(), ONCE);
  return { ...state, reload: () => mutate(key, set.load(true), { revalidate: false }) };
}

const EMPTY_VARIA: Varia = { groups: [], items: [], ids: [] };
const EMPTY_COMMON: CommonVars = { groups: [], items: [], ids: [] };
const EMPTY_FORMS: Forms = { groups: [], items: [], ids: [] };
const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/** GET /api/v_resource/varia (friend-info variables). */
export const useVaria = (): SharedData<Varia> =>
  useSharedSet('shared.varia', () =>
    createSharedSet(() => apiCall(FRIENDS_OPS.varia, {}), {
      empty: EMPTY_VARIA,
      notice: LIB_MESSAGES.loadVariaError,
    }),
  );

/** GET /api/v_resource/common_vars: a 403 is silent (spec §6: some users may not see them). */
export const useCommonVars = (): SharedData<CommonVars> =>
  useSharedSet('shared.commonVars', () =>
    createSharedSet(() => apiCall(FRIENDS_OPS.commonVars, {}), {
      empty: EMPTY_COMMON,
      notice: LIB_MESSAGES.loadCommonError,
      silent: isForbidden,
    }),
  );

/** GET /api/v_resource/form. */
export const useForms = (): SharedData<Forms> =>
  useSharedSet('shared.forms', () =>
    createSharedSet(() => apiCall(FRIENDS_OPS.forms, {}), {
      empty: EMPTY_FORMS,
      notice: LIB_MESSAGES.loadVariaError,
    }),
  );

/** GET /api/var/choice/{var_id}: choice lists are kept per variable id (spec §3). */
export const useVarChoices = (varId: number): SharedData<VarChoice[]> =>
  useSharedSet(`shared.choices.${varId}`, () =>
    createSharedSet<VarChoice[]>(() => apiCall(FRIENDS_OPS.varChoices, { params: { var_id: varId } }), {
      empty: [],
      notice: LIB_MESSAGES.loadChoicesError,
    }),
  );

/** The rich-editor insertion entries of spec §3, from the three shared data sets. */
export function useInsertionEntries(): Record<InsertionKind, InsertionEntry[]> {
  const varia = useVaria();
  const common = useCommonVars();
  const forms = useForms();
  return useMemo(
    () => insertionEntries(varia.data, common.data, forms.data),
    [varia.data, common.data, forms.data],
  );
}
