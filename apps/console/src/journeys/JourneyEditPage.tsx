import {
  JOURNEY_ENTRY_LABELS,
  JOURNEY_ENTRY_TYPES,
  JOURNEY_STATUS_LABELS,
  JOURNEY_STEP_LABELS,
  JOURNEY_STEP_TYPES,
  type Journey,
  type JourneyAudienceQuery,
  type JourneyCounts,
  type JourneyEntryType,
  type JourneyInput,
  type JourneyStatus,
  type JourneyStep,
  type JourneyStepType,
  journeyInputSchema,
} from '@console/contract/journeys';
import {
  Breadcrumb,
  Button,
  ConfirmDialog,
  PageContent,
  PageHeader,
  Select,
  Skeleton,
  TextField,
  TimeInput,
  useToast,
} from '@console/ui';
import { type FormEvent, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { Deferred } from '../shared/Deferred';
import { useMemberQueries, useTags } from '../shared/friendLists';
import { InsertableTextarea } from '../shared/InsertableTextarea';
import { LeaveWarning } from '../shared/LeaveWarning';
import { MessageText } from '../shared/MessageText';
import * as pageStyles from '../shared/pages.css';
import { createDirtyFlag } from '../shared/sharedData';
import { useReadyTemplates } from '../shared/templateLists';
import { useFocusFirstInvalid } from '../shared/useFocusFirstInvalid';
import { useVaria } from '../shared/useSharedData';
import { checkInput, LoadError, writeError } from './common';
import {
  fetchJourneyAudience,
  JOURNEY_AUDIENCE_KEY,
  journeyKey,
  journeysApi,
  useDebounced,
  useJourney,
  useJourneyAudience,
  useJourneyCounts,
  useJourneyGroups,
  useJourneyTags,
} from './hooks';
import { NO_GROUP } from './journeyList';
import * as styles from './journeys.css';
import { JOURNEYS_TEXT as T } from './messages';
import { audienceLine, type SendConfirmation, sendConfirmation } from './sendConfirm';
import { appendStep, moveStep, newStep, removeStep, replaceStep } from './stepEdits';
import { sourceOptions } from './triggerActions';

const NONE = '';
const idValue = (id: number | undefined | null) => (id === undefined || id === null ? NONE : String(id));
const idOf = (value: string) => (value === NONE ? undefined : Number(value));
/** Full-width digits as typed with an IME become ordinary ones; anything else is kept to show the error. */
const halfWidth = (text: string) => text.normalize('NFKC').trim();

interface Draft {
  name: string;
  group: string;
  entry: JourneyEntryType;
  segment: string;
  steps: JourneyStep[];
  /** A key per step that moves with it (steps have no id; an index would hand one step's typing to another). */
  keys: number[];
}

let nextKey = 0;
const newKey = () => {
  nextKey += 1;
  return nextKey;
};

const draftOf = (journey: Journey | undefined): Draft => ({
  name: journey?.name ?? '',
  group: journey?.group_id ? String(journey.group_id) : NO_GROUP,
  entry: journey?.entry.type ?? 'member_query',
  segment: idValue(journey?.entry.member_query_id),
  steps: journey?.steps ?? [],
  keys: (journey?.steps ?? []).map(newKey),
});

function moveKey(keys: readonly number[], from: number, to: number): number[] {
  if (to < 0 || to >= keys.length) return [...keys];
  const next = [...keys];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as number);
  return next;
}

/** Minutes as typed (full-width digits accepted); the step gets a number only when it is one. */
/** What a message step sends: its own text, or a ready message template (issue 29). */
function MessageSource({
  step,
  error,
  onChange,
}: {
  step: JourneyStep;
  error: string | undefined;
  onChange: (step: JourneyStep) => void;
}) {
  const templates = useReadyTemplates();
  const chosen = step.template_id;
  // The same choices as a trigger action's (a chosen template no longer ready stays named).
  const options = sourceOptions(templates.data, chosen ?? null);
  return (
    <Select
      label={T.messageSource}
      options={options}
      loading={templates.isLoading}
      value={chosen === undefined ? '' : String(chosen)}
      onValueChange={(value) =>
        onChange(
          value === '' ? { type: 'message', text: '' } : { type: 'message', template_id: Number(value) },
        )
      }
      helpText={chosen === undefined ? undefined : T.templateHint}
      errorText={error}
    />
  );
}

function WaitMinutes({
  step,
  error,
  onChange,
}: {
  step: JourneyStep;
  error: string | undefined;
  onChange: (step: JourneyStep) => void;
}) {
  const [text, setText] = useState(step.minutes === undefined ? '' : String(step.minutes));
  return (
    <TextField
      label={T.minutes}
      inputMode="numeric"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const digits = halfWidth(event.target.value);
        onChange({ ...step, minutes: /^\d{1,7}$/.test(digits) ? Number(digits) : undefined });
      }}
      errorText={error}
    />
  );
}

/** One step's fields, by its type. */
function StepFields({
  step,
  index,
  count,
  errors,
  onChange,
}: {
  step: JourneyStep;
  index: number;
  count: number;
  errors: Record<string, string>;
  onChange: (step: JourneyStep) => void;
}) {
  const tags = useTags();
  const journeyTags = useJourneyTags();
  const varia = useVaria();
  const error = (field: string) => errors[`steps.${index}.${field}`];
  const tagOptions = (tags.data ?? []).map((tag) => ({ name: tag.name, value: String(tag.id) }));
  const varOptions = (varia.data?.items ?? []).map((item) => ({ name: item.name, value: String(item.id) }));
  switch (step.type) {
    case 'wait':
      return <WaitMinutes step={step} error={error('minutes')} onChange={onChange} />;
    case 'wait_until':
      return (
        <div className={styles.row}>
          <Select
            label={T.weekday}
            options={T.weekdays.map((name, day) => ({ name, value: String(day) }))}
            value={String(step.weekday ?? 1)}
            onValueChange={(value) => onChange({ ...step, weekday: Number(value) })}
            errorText={error('weekday')}
          />
          <TimeInput
            label={T.time}
            value={step.time ?? ''}
            onChange={(value) => onChange({ ...step, time: value })}
            errorText={error('time')}
          />
        </div>
      );
    case 'message':
      return (
        <>
          <MessageSource step={step} error={error('template_id')} onChange={onChange} />
          {step.template_id === undefined && (
            <>
              <InsertableTextarea
                label={T.message}
                insertLabel={T.insert}
                rows={4}
                maxLength={5000}
                value={step.text ?? ''}
                onChange={(text) => onChange({ ...step, text })}
                errorText={error('text')}
              />
              {step.text ? (
                // How the operator's text reads with its insertions named (the textarea shows tokens).
                <div className={styles.preview} data-testid="message-preview">
                  <p className={styles.subtle}>{T.preview}</p>
                  <MessageText text={step.text} preserveLines />
                </div>
              ) : null}
            </>
          )}
        </>
      );
    case 'add_tag':
    case 'remove_tag':
      return (
        <Select
          label={T.tag}
          placeholder={T.tagNone}
          options={tagOptions}
          loading={tags.isLoading}
          value={idValue(step.tag_id)}
          onValueChange={(value) => onChange({ ...step, tag_id: idOf(value) })}
          errorText={error('tag_id')}
        />
      );
    case 'journey_tag':
      return (
        <Select
          label={T.journeyTag}
          placeholder={T.tagNone}
          options={(journeyTags.data ?? []).map((tag) => ({ name: tag.name, value: String(tag.id) }))}
          loading={journeyTags.isLoading}
          value={idValue(step.tag_id)}
          onValueChange={(value) => onChange({ ...step, tag_id: idOf(value) })}
          errorText={error('tag_id')}
        />
      );
    case 'set_var':
      return (
        <div className={styles.row}>
          <Select
            label={T.variable}
            options={varOptions}
            value={idValue(step.var_id)}
            onValueChange={(value) => onChange({ ...step, var_id: idOf(value) })}
            errorText={error('var_id')}
          />
          <TextField
            label={T.value}
            maxLength={1000}
            value={step.value ?? ''}
            onChange={(event) => onChange({ ...step, value: event.target.value })}
            errorText={error('value')}
          />
        </div>
      );
    case 'branch': {
      const onVar = step.var_id !== undefined;
      const targets = Array.from({ length: count - index - 1 }, (_, k) => index + 1 + k);
      return (
        <div className={styles.row}>
          <Select
            label={T.branchOn}
            options={[
              { name: T.branchTag, value: 'tag' },
              { name: T.branchVar, value: 'var' },
            ]}
            value={onVar ? 'var' : 'tag'}
            onValueChange={(value) =>
              onChange(
                value === 'var'
                  ? { type: 'branch', var_id: undefined, value: '', else_step: step.else_step }
                  : { type: 'branch', tag_id: undefined, else_step: step.else_step },
              )
            }
          />
          {onVar ? (
            <>
              <Select
                label={T.variable}
                options={varOptions}
                value={idValue(step.var_id)}
                onValueChange={(value) => onChange({ ...step, var_id: idOf(value) ?? 0 })}
                errorText={error('var_id')}
              />
              <TextField
                label={T.value}
                value={step.value ?? ''}
                onChange={(event) => onChange({ ...step, value: event.target.value })}
              />
            </>
          ) : (
            <Select
              label={T.tag}
              placeholder={T.tagNone}
              options={tagOptions}
              value={idValue(step.tag_id)}
              onValueChange={(value) => onChange({ ...step, tag_id: idOf(value) })}
              errorText={error('tag_id')}
            />
          )}
          <Select
            label={T.elseStep}
            options={[
              ...targets.map((target) => ({ name: T.elseStepN(target + 1), value: String(target) })),
              { name: T.elseEnd, value: String(count) },
            ]}
            value={step.else_step === undefined ? NONE : String(step.else_step)}
            onValueChange={(value) => onChange({ ...step, else_step: Number(value) })}
            errorText={error('else_step')}
          />
        </div>
      );
    }
    case 'exit':
      return null;
  }
}

/** How long the entry must rest before its audience is counted (a segment picked with the arrow keys). */
const AUDIENCE_DEBOUNCE_MS = 400;

/** The server's question for the draft's entry: null when there is nothing to count yet. */
function audienceQuery(
  draft: Pick<Draft, 'entry' | 'segment'>,
  journeyId: number | undefined,
): JourneyAudienceQuery | null {
  if (draft.entry === 'member_query' && draft.segment === NONE) return null;
  return {
    entry: draft.entry,
    ...(draft.entry === 'member_query' ? { member_query_id: draft.segment } : {}),
    ...(journeyId === undefined ? {} : { journey_id: String(journeyId) }),
  };
}

/** Under the entry: how many friends starting the journey now would reach (「対象: 83人」). */
function AudienceLine({ draft, journey }: { draft: Draft; journey: Journey | undefined }) {
  const settled = useDebounced(
    useMemo(() => ({ entry: draft.entry, segment: draft.segment }), [draft.entry, draft.segment]),
    AUDIENCE_DEBOUNCE_MS,
  );
  const query = audienceQuery(settled, journey?.id);
  const audience = useJourneyAudience(query);
  const stale = settled.entry !== draft.entry || settled.segment !== draft.segment;
  const line = audienceLine({
    entry: draft.entry,
    segmentChosen: draft.segment !== NONE,
    audience: stale ? undefined : audience.data,
    saved: journey !== undefined && journey.status !== 'draft',
    error: !stale && audience.error !== undefined,
  });
  return (
    <div aria-live="polite">
      <p className={line.zero ? styles.notice : styles.subtle}>{line.text}</p>
      {line.zero && <p className={styles.subtle}>{T.audience.zero}</p>}
    </div>
  );
}

/** The width of the totals line while it loads: about its text's, so the row wraps as it will. */
const TOTALS_WIDTH = '22em';

function StepCounts({
  counts,
  loading,
  index,
}: {
  counts: JourneyCounts | undefined;
  loading: boolean;
  index: number;
}) {
  const at = counts?.steps[index];
  // The line keeps its place while the counts load, so the steps below do not move (issue 27).
  if (!at) return loading ? <Skeleton fontSize="small" width={TOTALS_WIDTH} announce={false} /> : null;
  return (
    <p className={styles.subtle}>
      {T.waiting(at.waiting)}・{T.done(at.done)}・{T.failed(at.failed)}
    </p>
  );
}

function JourneyForm({ journey }: { journey?: Journey }) {
  const groups = useJourneyGroups();
  const segments = useMemberQueries();
  const counts = useJourneyCounts(journey?.id ?? null);
  const toast = useToast();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [flag] = useState(createDirtyFlag);
  const dirty = useSyncExternalStore(flag.subscribe, flag.isDirty, flag.isDirty);
  const [draft, setDraft] = useState<Draft>(() => draftOf(journey));
  const [adding, setAdding] = useState<JourneyStepType>('message');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  // A refused save (the schema's check or the server's 422) focuses the first wrong field, in view.
  useFocusFirstInvalid(formRef, errors);
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // Where to go once the save (or deletion) has marked the form clean: navigating in the same
  // tick would meet the leave warning still holding the dirty value of the last render.
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  useEffect(() => {
    if (leaveTo !== null && !dirty) navigate(leaveTo, { replace: true });
  }, [leaveTo, dirty, navigate]);
  const edit = (change: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...change }));
    flag.markDirty();
  };
  const save = async (status: JourneyStatus) => {
    setBusy(true);
    setErrors({});
    setMessages([]);
    const input: JourneyInput = {
      name: draft.name,
      group_id: draft.group === NO_GROUP ? null : Number(draft.group),
      status,
      entry: {
        type: draft.entry,
        member_query_id: draft.entry === 'member_query' ? (idOf(draft.segment) ?? null) : null,
      },
      steps: draft.steps,
    };
    try {
      checkInput(journeyInputSchema, input);
      const saved = journey ? await journeysApi.update(journey.id, input) : await journeysApi.create(input);
      flag.markClean();
      toast.success(T.saved);
      if (!journey) {
        // The editor of the new journey draws at once from the saved answer, at the same height: no
        // loading gap that would pull a phone user back to the top of the page.
        await mutate(journeyKey(saved.id), saved, { revalidate: false });
        setLeaveTo(`/line/journey/${saved.id}/edit`);
      } else {
        // Friends a start just took in are no longer to come: the 対象 line counts again.
        await Promise.all([
          counts.mutate(),
          mutate((key) => Array.isArray(key) && key[0] === JOURNEY_AUDIENCE_KEY),
        ]);
      }
      return saved;
    } catch (error) {
      const failure = writeError(error);
      setErrors(failure.fields);
      setMessages(failure.messages);
      toast.error(failure.messages[0] ?? T.unknownError);
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  const [status, setStatus] = useState<JourneyStatus>(journey?.status ?? 'draft');
  // The entry as last saved: a journey in delivery whose entry changes takes in new friends on save.
  const [savedEntry, setSavedEntry] = useState(journey?.entry);
  const saveAs = async (next: JourneyStatus) => {
    const saved = await save(next);
    if (saved) {
      setStatus(saved.status);
      setSavedEntry(saved.entry);
    }
  };
  const entryChanged =
    savedEntry !== undefined &&
    (savedEntry.type !== draft.entry ||
      (draft.entry === 'member_query' &&
        (savedEntry.member_query_id ?? null) !== (idOf(draft.segment) ?? null)));
  // A start or resume sends to real friends: it asks first, naming who and how many (issue 28).
  const [asking, setAsking] = useState<SendConfirmation | null>(null);
  const readyTemplates = useReadyTemplates();
  const askToStart = async (action: 'start' | 'resume' | 'change') => {
    const query = audienceQuery(draft, journey?.id);
    // No segment chosen: the save refuses with the field's error, nothing to confirm.
    if (query === null) return void saveAs('active');
    setBusy(true);
    try {
      const audience = await fetchJourneyAudience(query);
      setAsking(
        sendConfirmation({
          action,
          entry: draft.entry,
          audience,
          steps: draft.steps,
          templateNames: new Map((readyTemplates.data ?? []).map((template) => [template.id, template.name])),
        }),
      );
    } catch (error) {
      toast.error(writeError(error).message);
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setDeleting(false);
    if (!journey) return;
    try {
      await journeysApi.bulkDelete([journey.id]);
      flag.markClean();
      toast.success(T.deleted);
      setLeaveTo('/line/journey');
    } catch (error) {
      toast.error(writeError(error).message);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // Saving a journey in delivery with another entry enrols its friends at once, as a start does.
    if (status === 'active' && entryChanged) return void askToStart('change');
    void saveAs(status);
  };
  return (
    <>
      <LeaveWarning when={dirty} />
      <form ref={formRef} className={styles.form} onSubmit={submit} aria-label={T.titles.JourneyEditPage}>
        {messages.length > 0 && (
          <div role="alert" className={styles.notice}>
            <ul className={styles.messages}>
              {messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        )}
        <p className={styles.row}>
          <span>{T.status}</span>
          <span className={styles.status}>{JOURNEY_STATUS_LABELS[status]}</span>
          {counts.data ? (
            <span className={`${styles.subtle} ${styles.totals}`}>
              {T.totals(counts.data.entered, counts.data.active, counts.data.completed)}
            </span>
          ) : counts.isLoading ? (
            <span className={styles.totals}>
              <Skeleton fontSize="small" width={TOTALS_WIDTH} />
            </span>
          ) : null}
        </p>
        <TextField
          label={T.name}
          required
          maxLength={100}
          value={draft.name}
          onChange={(event) => edit({ name: event.target.value })}
          errorText={errors.name}
        />
        <Select
          label={T.group}
          options={[
            { name: T.ungrouped, value: NO_GROUP },
            ...(groups.data ?? []).map((group) => ({ name: group.name, value: String(group.id) })),
          ]}
          value={draft.group}
          onValueChange={(group) => edit({ group })}
          errorText={errors.group_id}
        />
        <Select
          label={T.entry}
          options={JOURNEY_ENTRY_TYPES.map((type) => ({ name: JOURNEY_ENTRY_LABELS[type], value: type }))}
          value={draft.entry}
          onValueChange={(entry) => edit({ entry: entry as JourneyEntryType })}
          errorText={errors.entry}
        />
        {draft.entry === 'member_query' && (
          <Select
            label={T.segment}
            placeholder={T.segmentNone}
            loading={segments.isLoading}
            options={(segments.data ?? []).map((segment) => ({
              name: segment.name,
              value: String(segment.id),
            }))}
            value={draft.segment}
            onValueChange={(segment) => edit({ segment })}
            errorText={errors['entry.member_query_id']}
          />
        )}
        <AudienceLine draft={draft} journey={journey} />
        {/* The steps (each a group of fields with its own Selects and insertion menu) and the
            buttons under them are drawn after the fields above, in slices, and together, so
            nothing already shown moves when they come: they start at a phone's first screen's foot. */}
        <Deferred>
          <section className={styles.section} aria-label={T.steps}>
            <h2 className={styles.sectionHeading}>{T.steps}</h2>
            {status === 'active' && <p className={styles.subtle}>{T.versionNote}</p>}
            {draft.steps.length === 0 ? (
              <p className={styles.subtle}>{T.noSteps}</p>
            ) : (
              <ol className={styles.steps}>
                {draft.steps.map((step, index) => (
                  <li key={draft.keys[index]} className={styles.step} aria-label={T.stepN(index + 1)}>
                    <div className={styles.stepHead}>
                      <strong>
                        {T.stepN(index + 1)}: {JOURNEY_STEP_LABELS[step.type]}
                      </strong>
                      <span className={styles.row}>
                        <Button
                          variant="secondary"
                          size="small"
                          disabled={index === 0}
                          aria-label={`${T.stepN(index + 1)}を${T.moveUp}`}
                          onClick={() =>
                            edit({
                              steps: moveStep(draft.steps, index, index - 1),
                              keys: moveKey(draft.keys, index, index - 1),
                            })
                          }
                        >
                          {T.moveUp}
                        </Button>
                        <Button
                          variant="secondary"
                          size="small"
                          disabled={index === draft.steps.length - 1}
                          aria-label={`${T.stepN(index + 1)}を${T.moveDown}`}
                          onClick={() =>
                            edit({
                              steps: moveStep(draft.steps, index, index + 1),
                              keys: moveKey(draft.keys, index, index + 1),
                            })
                          }
                        >
                          {T.moveDown}
                        </Button>
                        <Button
                          size="small"
                          variant="secondary"
                          aria-label={`${T.stepN(index + 1)}を${T.removeStep}`}
                          onClick={() =>
                            edit({
                              steps: removeStep(draft.steps, index),
                              keys: draft.keys.filter((_, k) => k !== index),
                            })
                          }
                        >
                          {T.removeStep}
                        </Button>
                      </span>
                    </div>
                    <StepFields
                      step={step}
                      index={index}
                      count={draft.steps.length}
                      errors={errors}
                      onChange={(next) => edit({ steps: replaceStep(draft.steps, index, next) })}
                    />
                    <StepCounts counts={counts.data} loading={counts.isLoading} index={index} />
                  </li>
                ))}
              </ol>
            )}
            {errors.steps && <p className={styles.notice}>{errors.steps}</p>}
            <div className={styles.toolbar}>
              <Select
                label={T.stepType}
                options={JOURNEY_STEP_TYPES.map((type) => ({ name: JOURNEY_STEP_LABELS[type], value: type }))}
                value={adding}
                onValueChange={(type) => setAdding(type as JourneyStepType)}
              />
              <Button
                variant="secondary"
                onClick={() =>
                  edit({ steps: appendStep(draft.steps, newStep(adding)), keys: [...draft.keys, newKey()] })
                }
              >
                {T.addStep}
              </Button>
            </div>
          </section>
          <div className={styles.row}>
            {/* busy, not disabled: a disabled button drops focus to the page top, and after a save
                focus stays where the operator was (issue 28). */}
            <Button type="submit" variant="primary" busy={busy}>
              {T.save}
            </Button>
            {status !== 'active' ? (
              <Button
                variant="secondary"
                busy={busy}
                onClick={() => void askToStart(status === 'paused' ? 'resume' : 'start')}
              >
                {status === 'paused' ? T.resume : T.saveAndActivate}
              </Button>
            ) : (
              <Button variant="secondary" busy={busy} onClick={() => void saveAs('paused')}>
                {T.pause}
              </Button>
            )}
            {journey && (
              <Button variant="secondary" onClick={() => setDeleting(true)}>
                {T.delete}
              </Button>
            )}
          </div>
        </Deferred>
      </form>
      <ConfirmDialog
        open={asking !== null}
        title={asking?.title ?? ''}
        message={asking?.message ?? ''}
        confirmLabel={asking?.confirmLabel}
        // Starting sends to real friends and cannot be taken back: an Enter meant for the form must not confirm it.
        initialFocus="cancel"
        onConfirm={() => {
          setAsking(null);
          void saveAs('active');
        }}
        onCancel={() => setAsking(null)}
      />
      {journey && (
        <ConfirmDialog
          open={deleting}
          title={T.deleteConfirm(journey.name)}
          message={T.bulkDeleteMessage}
          confirmLabel={T.delete}
          variant="danger"
          onConfirm={() => void remove()}
          onCancel={() => setDeleting(false)}
        />
      )}
    </>
  );
}

function Crumbs({ name, url }: { name: string; url: string }) {
  return (
    <Breadcrumb
      linkComponent={Link}
      items={[
        { name: T.titles.JourneyListPage, url: '/line/journey' },
        { name, url },
      ]}
    />
  );
}

/** /line/journey/new: a new journey (a draft unless started at once). */
export function JourneyNewPage() {
  return (
    <PageContent className={pageStyles.page}>
      <Crumbs name={T.titles.JourneyNewPage} url="/line/journey/new" />
      <PageHeader title={T.titles.JourneyNewPage} />
      <JourneyForm />
    </PageContent>
  );
}

/** /line/journey/{id}/edit: a journey's entry and steps, its state and per-step counts. */
export function JourneyEditPage() {
  const id = Number(useParams().id);
  const journey = useJourney(id);
  return (
    <PageContent className={pageStyles.page}>
      <Crumbs name={journey.data?.name ?? T.titles.JourneyEditPage} url={`/line/journey/${id}/edit`} />
      <PageHeader title={T.titles.JourneyEditPage} />
      <LoadError error={journey.error} />
      {journey.data && <JourneyForm key={journey.data.id} journey={journey.data} />}
    </PageContent>
  );
}
