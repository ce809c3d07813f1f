import { Button, Textarea, useToast } from '@console/ui';
import { useMemo, useState } from 'react';
import * as styles from './flex.css';
import { FLEX_TEXT as T } from './messages';
import { exportJson, type FlexContainer, importJson } from './model';

/**
 * The container as JSON (issue 29): what LINE's simulator exports, to copy or save; JSON pasted
 * from the simulator (or a whole Flex message) is read in with 「読み込む」 as one undoable step.
 * What the operator types here stays a draft until read in, so a half-pasted text breaks nothing.
 */
export function FlexJson({
  contents,
  onImport,
}: {
  contents: FlexContainer;
  onImport: (contents: FlexContainer, altText?: string) => void;
}) {
  const toast = useToast();
  const exported = useMemo(() => exportJson(contents), [contents]);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const text = draft ?? exported;

  const read = () => {
    const result = importJson(text);
    if (!result.ok) {
      setError(result.reason === 'json' ? T.jsonInvalid : T.jsonShape);
      return;
    }
    setError(undefined);
    setDraft(null);
    onImport(result.contents, result.altText);
    toast.success(T.imported);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(exported);
      toast.success(T.copied);
    } catch {
      toast.error(T.copyFailed);
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([exported], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'flex-message.json';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className={styles.fields}>
      <Textarea
        label={T.jsonLabel}
        helpText={T.jsonHint}
        rows={18}
        spellCheck={false}
        className={styles.json}
        value={text}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(undefined);
        }}
        errorText={error}
      />
      <div className={styles.actions}>
        <Button variant="primary" size="small" disabled={draft === null} onClick={read}>
          {T.importJson}
        </Button>
        <Button variant="secondary" size="small" onClick={() => void copy()}>
          {T.copyJson}
        </Button>
        <Button variant="secondary" size="small" onClick={download}>
          {T.downloadJson}
        </Button>
      </div>
    </div>
  );
}
