import { VariableText } from '@console/ui';
import { useMemo } from 'react';
import { useCommonVars, useForms, useVaria } from './useSharedData';
import { variableNames } from './variableNames';

/**
 * The token → name table of the session's shared data sets (loaded once, spec §3), and whether
 * all three have arrived: until then a name not in the table is not yet known to be unknown.
 */
export function useVariableNames(): { names: Map<string, string>; loaded: boolean } {
  const varia = useVaria();
  const common = useCommonVars();
  const forms = useForms();
  const names = useMemo(
    () => variableNames(varia.data, common.data, forms.data),
    [varia.data, common.data, forms.data],
  );
  return { names, loaded: varia.loaded && common.loaded && forms.loaded };
}

const PENDING_LABEL = '…';

/** A message's text as an operator reads it: its insertion tokens as chips named after the variable. */
export function MessageText({ text, preserveLines }: { text: string; preserveLines?: boolean }) {
  const { names, loaded } = useVariableNames();
  return (
    <VariableText
      text={text}
      names={names}
      unknownLabel={loaded ? undefined : PENDING_LABEL}
      preserveLines={preserveLines}
    />
  );
}
