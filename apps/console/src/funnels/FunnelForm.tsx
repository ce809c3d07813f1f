import {
  type EntrySource,
  FRIEND_EVENT_KIND_LABELS,
  type FriendEventKind,
  FUNNEL_MAX_STEPS,
  FUNNEL_MAX_WINDOW_DAYS,
  FUNNEL_MIN_STEPS,
  FUNNEL_MIN_WINDOW_DAYS,
  FUNNEL_NAME_MAX_LENGTH,
  type Funnel,
  type FunnelInput,
  funnelInputSchema,
} from '@console/contract/funnels';
import { Button, NumberStepper, Select, TextField, useToast } from '@console/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useTrackerChoices } from '../shared/choiceLists';
import { DeleteButton } from '../shared/DeleteButton';
import { useFocusFirstInvalid } from '../shared/useFocusFirstInvalid';
import { checkInput, writeError } from '../shared/writes';
import {
  addStep,
  draftOf,
  type FunnelDraft,
  filterOf,
  inputOf,
  moveStep,
  newDraft,
  removeStep,
  STEP_KINDS,
  type StepDraft,
  withKind,
} from './form';
import * as styles from './funnels.css';
import { funnelsApi, useDeliveryChoices } from './hooks';
import { FUNNELS_TEXT as T } from './messages';
import { FUNNEL_LIST_KEY } from './reads';

const ANY = 'any';

/**
 * The editor of a funnel (new or saved): its name, its 2–8 steps in order (each a friend's action,
 * narrowed by a tracker, a delivery or an entry source where the kind allows), its window. The
 * contract's schema checks it before sending, so the screen and the server say the same words.
 */
export function FunnelForm({
  funnel,
  sources,
  onCancel,
  onDone,
}: {
  funnel?: Funnel | undefined;
  sources: readonly EntrySource[];
  onCancel: () => void;
  /** Saved (the funnel) or deleted (null). */
  onDone: (saved: Funnel | null) => void;
}) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [draft, setDraft] = useState<FunnelDraft>(() => (funnel ? draftOf(funnel) : newDraft()));
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, fields);
  const needs = new Set(draft.steps.map((step) => filterOf(step.kind)));
  const trackers = useTrackerChoices(needs.has('tracker'));
  const deliveries = useDeliveryChoices(needs.has('delivery'));

  const setSteps = (steps: StepDraft[]) => {
    setDraft((current) => ({ ...current, steps }));
    // Errors name steps by their place: after a move they would sit on another step.
    setFields((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('steps'))),
    );
  };
  const setStep = (index: number, step: StepDraft) =>
    setSteps(draft.steps.map((current, at) => (at === index ? step : current)));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      const input = inputOf(draft);
      checkInput(funnelInputSchema, input);
      const saved = funnel
        ? await funnelsApi.update(funnel.id, input as FunnelInput)
        : await funnelsApi.create(input as FunnelInput);
      await mutate(FUNNEL_LIST_KEY);
      toast.success(funnel ? T.saved : T.created);
      onDone(saved);
    } catch (failure) {
      const problem = writeError(failure);
      setFields(problem.fields);
      const count = Object.keys(problem.fields).length;
      toast.error(count > 0 ? T.problems(count) : problem.message);
      setBusy(false);
    }
  };

  const filterOptions = (step: StepDraft) => {
    switch (filterOf(step.kind)) {
      case 'tracker':
        return {
          label: T.trackerFilter,
          any: T.anyTracker,
          loading: trackers.isLoading,
          items: (trackers.data ?? []).map((item) => ({ value: String(item.id), name: item.name })),
        };
      case 'delivery':
        return {
          label: T.deliveryFilter,
          any: T.anyDelivery,
          loading: deliveries.isLoading,
          items: (deliveries.data ?? []).map((item) => ({ value: String(item.id), name: item.name })),
        };
      case 'source':
        return {
          label: T.sourceFilter,
          any: T.anySource,
          loading: false,
          items: sources.map((item) => ({ value: String(item.id), name: item.name })),
        };
      default:
        return null;
    }
  };

  const count = draft.steps.length;
  return (
    <form
      ref={form}
      className={styles.form}
      aria-label={funnel ? T.editTitle : T.newTitle}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h2 className={styles.sectionHeading}>{funnel ? T.editTitle : T.newTitle}</h2>
      <TextField
        label={T.name}
        required
        maxLength={FUNNEL_NAME_MAX_LENGTH}
        value={draft.name}
        onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        errorText={fields.name}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.subHeading}>{T.steps}</legend>
        <p className={styles.subtle}>{T.stepsNote}</p>
        <ol className={styles.steps}>
          {draft.steps.map((step, index) => {
            const filter = filterOptions(step);
            const number = index + 1;
            const filterError = fields[`steps.${index}.ref_id`] ?? fields[`steps.${index}.source_id`];
            return (
              <li key={step.key} className={styles.step}>
                <h3 className={styles.stepHeading}>{T.stepHeading(number)}</h3>
                <Select
                  label={`${T.stepHeading(number)} ${T.kind}`}
                  value={step.kind}
                  errorText={fields[`steps.${index}.kind`]}
                  onValueChange={(kind) => setStep(index, withKind(step, kind as FriendEventKind))}
                  options={STEP_KINDS.map((kind) => ({ value: kind, name: FRIEND_EVENT_KIND_LABELS[kind] }))}
                />
                {filter ? (
                  <Select
                    label={`${T.stepHeading(number)} ${filter.label}`}
                    value={step.filter === '' ? ANY : step.filter}
                    loading={filter.loading}
                    errorText={filterError}
                    onValueChange={(value) => setStep(index, { ...step, filter: value === ANY ? '' : value })}
                    options={[{ value: ANY, name: filter.any }, ...filter.items]}
                  />
                ) : (
                  <span />
                )}
                <div className={styles.stepButtons}>
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={T.moveUp(number)}
                    disabled={index === 0}
                    onClick={() => setSteps(moveStep(draft.steps, index, -1))}
                  >
                    ↑
                  </Button>
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={T.moveDown(number)}
                    disabled={index === count - 1}
                    onClick={() => setSteps(moveStep(draft.steps, index, 1))}
                  >
                    ↓
                  </Button>
                  <Button
                    size="small"
                    variant="dangerOutline"
                    aria-label={T.removeStep(number)}
                    disabled={count <= FUNNEL_MIN_STEPS}
                    onClick={() => setSteps(removeStep(draft.steps, index))}
                  >
                    {T.delete}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
        {fields.steps && <p className={styles.problem}>{fields.steps}</p>}
        <div className={styles.buttons}>
          <Button
            variant="secondary"
            disabled={count >= FUNNEL_MAX_STEPS}
            onClick={() => setSteps(addStep(draft.steps))}
          >
            {T.addStep}
          </Button>
        </div>
      </fieldset>
      <NumberStepper
        label={T.windowDays}
        helpText={T.windowNote}
        required
        min={FUNNEL_MIN_WINDOW_DAYS}
        max={FUNNEL_MAX_WINDOW_DAYS}
        value={draft.windowDays}
        onChange={(windowDays) => setDraft({ ...draft, windowDays })}
        errorText={fields.window_days}
      />
      <div className={styles.buttons}>
        <Button type="submit" variant="primary" busy={busy}>
          {funnel ? T.save : T.create}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {T.cancel}
        </Button>
        {funnel && (
          <DeleteButton
            text={{
              button: T.delete,
              title: T.deleteConfirm(funnel.name),
              message: T.deleteMessage,
              confirm: T.delete,
              cancel: T.cancel,
              deleted: T.deleted,
            }}
            remove={async () => {
              await funnelsApi.remove(funnel.id);
              await mutate(FUNNEL_LIST_KEY);
            }}
            onDeleted={() => onDone(null)}
          />
        )}
      </div>
    </form>
  );
}
