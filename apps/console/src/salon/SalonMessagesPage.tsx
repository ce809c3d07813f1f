import {
  EPISODE_MAX_STEPS,
  EPISODE_STEP_TIMING_LABELS,
  EPISODE_STEP_TIMINGS,
  EPISODE_TYPE,
  type EpisodeStep,
  episodeStepsInputSchema,
  FOLLOW_TYPE,
} from '@console/contract/salon';
import { Button, ConfirmDialog, PageContent, PageHeader, Select, Textarea, TextField } from '@console/ui';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { LeaveWarning, useDirtySections } from '../shared/LeaveWarning';
import * as pageStyles from '../shared/pages.css';
import { useCheckedErrors } from './FormParts';
import { useSalon } from './hooks';
import { SALON_TEXT } from './messages';
import { salonsRead } from './reads';
import * as styles from './salon.css';
import { moveItem, OFFSET_UNITS, type OffsetUnit, offsetMinutes, offsetParts } from './settings';
import { createLinkedEpisode, deleteEpisode, saveEpisodeSteps, useEpisode } from './settingsApi';
import { SALON_SETTINGS_TEXT } from './settingsMessages';
import { useDraft } from './useDraft';
import { useSalonWrite } from './useSalonWrite';

const T = SALON_SETTINGS_TEXT;

type Timing = EpisodeStep['timing'];

/** A step as the form holds it: the offset as typed, with its unit; a key that survives moves. */
interface StepDraft {
  key: number;
  timing: Timing;
  value: string;
  unit: OffsetUnit;
  message: string;
}

let nextKey = 1;
const draftOf = (step: EpisodeStep): StepDraft => ({
  key: nextKey++,
  timing: step.timing,
  ...offsetParts(step.offset_minutes),
  message: step.message,
});

/** Steps compared without their keys (a key only tells React which row is which). */
const sameSteps = (a: StepDraft[] | undefined, b: StepDraft[] | undefined) => {
  const plain = (list: StepDraft[] | undefined) =>
    JSON.stringify(list?.map(({ key: _key, ...rest }) => rest));
  return plain(a) === plain(b);
};

const KINDS = [
  {
    attr: 'episode_id',
    type: EPISODE_TYPE,
    title: T.episodeSection,
    name: T.episodeName,
    timing: 'before_start',
    id: 'salon-messages-episode',
  },
  {
    attr: 'follow_id',
    type: FOLLOW_TYPE,
    title: T.followSection,
    name: T.followName,
    timing: 'after_end',
    id: 'salon-messages-follow',
  },
] as const;

type Kind = (typeof KINDS)[number];

function EpisodeSection({
  sid,
  kind,
  episodeId,
  onDirty,
}: {
  sid: number;
  kind: Kind;
  episodeId: number | null;
  onDirty: (section: string, dirty: boolean) => void;
}) {
  const episode = useEpisode(episodeId);
  const { mutate } = useSWRConfig();
  const { busy, errors, setErrors, run, mounted } = useSalonWrite();
  // The contract's schema first (the same messages as the server's 422), then the server.
  const formRef = useRef<HTMLFormElement>(null);
  const { shown, check, clear } = useCheckedErrors(errors, undefined, formRef);
  const [asking, setAsking] = useState(false);
  const saved = useMemo(() => episode.data?.steps.map(draftOf), [episode.data]);
  const [steps, setSteps, dirty] = useDraft<StepDraft[] | undefined>(saved, sameSteps);
  useEffect(() => onDirty(kind.attr, dirty), [kind.attr, dirty, onDirty]);

  const reloadSalon = () => mutate(salonsRead.key);

  const write = (work: () => Promise<unknown>, done: string) => run(work, { done });

  const create = () =>
    write(async () => {
      const salon = await createLinkedEpisode(sid, kind.type, kind.name, kind.attr);
      if (mounted.current) await mutate(salonsRead.key, [salon], { revalidate: false });
    }, T.created);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!steps || episodeId === null) return;
    const local: Record<string, string> = {};
    const body = steps.map((step, index) => {
      const minutes = offsetMinutes(step.value, step.unit);
      if (minutes === null) local[`steps.${index}.offset_minutes`] = SALON_TEXT.numberInvalid;
      return { timing: step.timing, offset_minutes: minutes ?? 0, message: step.message };
    });
    if (Object.keys(local).length > 0) {
      clear();
      setErrors(local);
      return;
    }
    if (!check(episodeStepsInputSchema, { steps: body })) return;
    await write(async () => {
      const next = await saveEpisodeSteps(episodeId, body);
      if (mounted.current) await episode.mutate(next, { revalidate: false });
    }, SALON_TEXT.saved);
  };

  const remove = () =>
    write(async () => {
      if (episodeId !== null) await deleteEpisode(episodeId);
      if (mounted.current) await reloadSalon();
    }, SALON_TEXT.deleted);

  const change = (index: number, patch: Partial<StepDraft>) =>
    setSteps((current) => current?.map((step, i) => (i === index ? { ...step, ...patch } : step)));

  return (
    <section className={styles.section} aria-labelledby={kind.id} aria-busy={episode.isLoading || busy}>
      <h2 id={kind.id} className={styles.sectionHeading}>
        {kind.title}
      </h2>
      {episodeId === null ? (
        <>
          <p className={pageStyles.text}>{T.noEpisode}</p>
          <div className={styles.row}>
            <Button onClick={() => void create()} disabled={busy}>
              {T.createEpisode(kind.title)}
            </Button>
          </div>
        </>
      ) : episode.error ? (
        <p className={styles.notice} role="alert">
          {SALON_TEXT.sharedLoadError}
        </p>
      ) : !steps ? (
        <p className={pageStyles.text}>{SALON_TEXT.loading}</p>
      ) : (
        <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          {shown.steps && (
            <p className={styles.notice} role="alert">
              {shown.steps}
            </p>
          )}
          {steps.length === 0 ? (
            <p className={pageStyles.text}>{T.stepsEmpty}</p>
          ) : (
            <ol className={styles.steps} aria-label={T.stepsLabel(kind.title)}>
              {steps.map((step, index) => {
                const title = T.stepTitle(index + 1);
                return (
                  <li key={step.key} className={styles.step}>
                    <fieldset className={styles.stepFields}>
                      <legend className={styles.legend}>{title}</legend>
                      <div className={styles.row}>
                        <Select
                          label={T.stepTiming}
                          aria-label={`${title}の${T.stepTiming}`}
                          options={EPISODE_STEP_TIMINGS.map((value) => ({
                            name: EPISODE_STEP_TIMING_LABELS[value],
                            value,
                          }))}
                          value={step.timing}
                          onValueChange={(value) => change(index, { timing: value as Timing })}
                          errorText={shown[`steps.${index}.timing`]}
                        />
                        <TextField
                          label={T.stepOffset}
                          aria-label={`${title}の${T.stepOffset}`}
                          inputMode="numeric"
                          value={step.value}
                          onChange={(event) => change(index, { value: event.target.value })}
                          errorText={shown[`steps.${index}.offset_minutes`]}
                        />
                        <Select
                          label={T.stepUnit}
                          aria-label={`${title}の${T.stepUnit}`}
                          options={OFFSET_UNITS.map((value) => ({ name: T.units[value], value }))}
                          value={step.unit}
                          onValueChange={(value) => change(index, { unit: value as OffsetUnit })}
                        />
                      </div>
                      <Textarea
                        label={T.stepMessage}
                        aria-label={`${title}の${T.stepMessage}`}
                        required
                        maxLength={1000}
                        rows={3}
                        value={step.message}
                        onChange={(event) => change(index, { message: event.target.value })}
                        errorText={shown[`steps.${index}.message`]}
                      />
                      <div className={styles.row}>
                        <Button
                          size="small"
                          aria-label={SALON_TEXT.actionOn(title, T.moveUp)}
                          disabled={index === 0}
                          onClick={() => setSteps((current) => current && moveItem(current, index, -1))}
                        >
                          {T.moveUp}
                        </Button>
                        <Button
                          size="small"
                          aria-label={SALON_TEXT.actionOn(title, T.moveDown)}
                          disabled={index === steps.length - 1}
                          onClick={() => setSteps((current) => current && moveItem(current, index, 1))}
                        >
                          {T.moveDown}
                        </Button>
                        <Button
                          size="small"
                          variant="danger"
                          aria-label={SALON_TEXT.actionOn(title, T.removeStep)}
                          onClick={() => setSteps((current) => current?.filter((_, i) => i !== index))}
                        >
                          {T.removeStep}
                        </Button>
                      </div>
                    </fieldset>
                  </li>
                );
              })}
            </ol>
          )}
          <div className={styles.row}>
            <Button
              onClick={() =>
                setSteps((current) => [
                  ...(current ?? []),
                  { key: nextKey++, timing: kind.timing, value: '1', unit: 'days', message: '' },
                ])
              }
              disabled={busy || steps.length >= EPISODE_MAX_STEPS}
            >
              {T.addStep}
            </Button>
            <Button type="submit" variant="primary" disabled={!dirty || busy}>
              {SALON_TEXT.save}
            </Button>
            <Button variant="danger" onClick={() => setAsking(true)} disabled={busy}>
              {T.deleteEpisode(kind.title)}
            </Button>
          </div>
        </form>
      )}
      <ConfirmDialog
        open={asking}
        title={T.deleteEpisodeConfirm}
        message={kind.title}
        confirmLabel={SALON_TEXT.delete}
        variant="danger"
        onConfirm={() => {
          setAsking(false);
          void remove();
        }}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}

/**
 * /line/reserve/salon/settings/messages: the LINE messages sent before a visit (the salon's
 * episode) and after it (its follow), as ordered steps timed from the reservation (spec §3
 * "Episode / follow", §7 "Episodes and follows").
 */
export function SalonMessagesPage() {
  const { salon, error } = useSalon();
  const { anyDirty, report: onDirty } = useDirtySections();
  return (
    <PageContent className={pageStyles.page}>
      <PageHeader title={T.messagesTitle} />
      <p className={pageStyles.text}>{T.messagesHelp}</p>
      {error && (
        <p className={styles.notice} role="alert">
          {SALON_TEXT.sharedLoadError}
        </p>
      )}
      {salon
        ? KINDS.map((kind) => (
            <EpisodeSection
              key={kind.attr}
              sid={salon.id}
              kind={kind}
              episodeId={salon[kind.attr]}
              onDirty={onDirty}
            />
          ))
        : !error && <p className={pageStyles.text}>{SALON_TEXT.loading}</p>}
      <LeaveWarning when={anyDirty} />
    </PageContent>
  );
}
