import {
  AD_EVENT_KIND_LABELS,
  AD_EVENT_NAME_MAX_LENGTH,
  AD_SEND_STATUS_LABELS,
  type AdAccount,
  type AdEventKind,
  type AdEventMapping,
  type AdPlatform,
  LINE_CONVERSION_EVENT,
  LINE_PAGE_VIEW_EVENT,
  META_STANDARD_EVENTS,
} from '@console/contract/adconnect';
import { Button, Checkbox, Select, TextField, useToast } from '@console/ui';
import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { writeError } from '../shared/writes';
import * as styles from './adconnect.css';
import {
  type MappingRow,
  mappingBodyOf,
  mappingFieldsOf,
  mappingProblems,
  mappingRowsOf,
  testKindsOf,
} from './form';
import { adConnectApi, useAdMapping } from './hooks';
import { ADCONNECT_TEXT as T } from './messages';
import { AD_SENDS_KEY, adMappingRead } from './reads';

/** The names a platform's event field proposes (a datalist: the operator may type a custom one). */
const SUGGESTED: Record<AdPlatform, readonly string[]> = {
  line: [LINE_CONVERSION_EVENT, LINE_PAGE_VIEW_EVENT],
  meta: META_STANDARD_EVENTS,
};

/** The rows of one saved mapping, edited and saved as a whole. */
function MappingForm({
  account,
  mapping,
  readOnly,
}: {
  account: AdAccount;
  mapping: AdEventMapping;
  readOnly: boolean;
}) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const listId = useId();
  const proposed = mapping.mappings.length === 0;
  const [rows, setRows] = useState(() => mappingRowsOf(account.platform, mapping));
  const [judged, setJudged] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<AdEventKind, string>>>({});
  const [busy, setBusy] = useState(false);
  const problems = mappingProblems(rows);
  const errors = { ...(judged ? problems : {}), ...serverErrors };
  const set = (kind: AdEventKind, changes: Partial<MappingRow>) => {
    setRows((current) => current.map((row) => (row.kind === kind ? { ...row, ...changes } : row)));
    setServerErrors({});
  };

  const save = async () => {
    setJudged(true);
    const count = Object.keys(problems).length;
    if (count > 0) {
      toast.error(T.problems(count));
      return;
    }
    setBusy(true);
    try {
      const saved = await adConnectApi.putMapping(account.id, mappingBodyOf(rows));
      await mutate(adMappingRead(account.id).key, saved, { revalidate: false });
      toast.success(T.mappingSaved);
    } catch (failure) {
      const { fields, messages } = writeError(failure);
      setServerErrors(mappingFieldsOf(rows, fields));
      toast.error(messages[0] ?? T.unknownError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.section}
      aria-label={T.mappingOf(account.name)}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!readOnly) void save();
      }}
    >
      <p className={styles.subtle}>{T.mappingNote}</p>
      {proposed && <p className={styles.subtle}>{T.mappingProposed}</p>}
      <datalist id={listId}>
        {SUGGESTED[account.platform].map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <ul className={styles.mappingRows}>
        {rows.map((row) => {
          const kindLabel = AD_EVENT_KIND_LABELS[row.kind];
          return (
            <li key={row.kind} className={styles.mappingRow}>
              <Checkbox
                label={kindLabel}
                aria-label={T.sendOf(kindLabel)}
                disabled={readOnly}
                value={row.send}
                onChange={(send) => set(row.kind, { send })}
              />
              <TextField
                label={T.eventNameOf(kindLabel)}
                list={listId}
                autoComplete="off"
                spellCheck={false}
                maxLength={AD_EVENT_NAME_MAX_LENGTH}
                readOnly={readOnly}
                disabled={!row.send}
                value={row.eventName}
                onChange={(event) => set(row.kind, { eventName: event.target.value })}
                errorText={errors[row.kind]}
              />
            </li>
          );
        })}
      </ul>
      <p className={styles.subtle}>{T.eventNameHelp[account.platform]}</p>
      {!readOnly && (
        <div className={styles.buttons}>
          <Button type="submit" variant="primary" busy={busy}>
            {T.mappingSave}
          </Button>
        </div>
      )}
    </form>
  );
}

/** テスト送信: one sample event of a mapped kind, sent now (recorded in the sandbox). */
function TestSend({ account, mapping }: { account: AdAccount; mapping: AdEventMapping }) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const kinds = testKindsOf(mapping);
  const [chosen, setChosen] = useState<AdEventKind | ''>('');
  const kind = chosen !== '' && kinds.includes(chosen) ? chosen : kinds[0];
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (kind === undefined) return;
    setBusy(true);
    try {
      const sent = await adConnectApi.test(account.id, kind);
      toast.success(sent.sandbox ? T.testSandbox : T.testDone(AD_SEND_STATUS_LABELS[sent.status]));
    } catch (failure) {
      toast.error(writeError(failure).message);
    } finally {
      setBusy(false);
      void mutate((key) => Array.isArray(key) && key[0] === AD_SENDS_KEY && key[1] === account.id);
    }
  };
  if (kind === undefined) return <p className={styles.subtle}>{T.testNone}</p>;
  return (
    <div className={styles.toolbar}>
      <Select
        label={T.testKind}
        options={kinds.map((value) => ({ name: AD_EVENT_KIND_LABELS[value], value }))}
        value={kind}
        onValueChange={(value) => setChosen(value as AdEventKind)}
      />
      <Button variant="secondary" busy={busy} onClick={() => void send()}>
        {T.test}
      </Button>
    </div>
  );
}

/**
 * The selected account's mapping (issue 32): one row per kind of ours, ticked to be sent as the
 * platform's event; 対応を保存 replaces it whole; テスト送信 below for a mapped kind.
 */
export function MappingEditor({ account, canWrite }: { account: AdAccount; canWrite: boolean }) {
  const mapping = useAdMapping(account.id);
  return (
    <section className={styles.section} aria-label={T.mapping} aria-busy={mapping.isLoading || undefined}>
      <h2 className={styles.sectionHeading}>{T.mapping}</h2>
      {mapping.error && (
        <p role="alert" className={styles.notice}>
          {T.mappingError}
        </p>
      )}
      {mapping.isLoading && <div className={styles.placeholder} />}
      {mapping.data && (
        <>
          {/* Keyed by what was saved: a save or another account starts the rows afresh. */}
          <MappingForm
            key={`${account.id}:${JSON.stringify(mapping.data)}`}
            account={account}
            mapping={mapping.data}
            readOnly={!canWrite}
          />
          {canWrite && <TestSend account={account} mapping={mapping.data} />}
        </>
      )}
    </section>
  );
}
