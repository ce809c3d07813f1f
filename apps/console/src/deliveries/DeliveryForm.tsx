import {
  DELIVERY_AUDIENCE_LABELS,
  DELIVERY_AUDIENCE_TAGS_MAX,
  DELIVERY_AUDIENCE_TYPES,
  DELIVERY_NAME_MAX_LENGTH,
  DELIVERY_SCHEDULE_LABELS,
  DELIVERY_SCHEDULE_TYPES,
  type Delivery,
  type DeliveryAudienceType,
  type DeliveryScheduleType,
  DELIVERY_MESSAGES as M,
} from '@console/contract/deliveries';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  DateInput,
  SegmentedControl,
  Select,
  TextField,
  TimeInput,
  useToast,
} from '@console/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useMemberQueries, useTags } from '../shared/friendLists';
import { LeaveWarning } from '../shared/LeaveWarning';
import * as pageStyles from '../shared/pages.css';
import { TagPicker } from '../shared/TagPicker';
import { useReadyTemplates } from '../shared/templateLists';
import { useDraftForm } from '../shared/useDraftForm';
import { writeError } from '../shared/writes';
import { DeleteDeliveryButton } from './DeleteDelivery';
import * as styles from './deliveries.css';
import { countableAudience, type DeliveryDraft, draftProblems, formatJapanAt, inputOf } from './form';
import { deliveriesApi, useAudienceCount, useQuota } from './hooks';
import { DELIVERIES_TEXT as T } from './messages';
import { deliveryPath, LIST } from './paths';
import { deliveryRead } from './reads';
import { TestSendModal } from './TestSendModal';

/** The words of the included or the excluded tags' picker. */
const tagPickerText = (legend: string) => ({
  add: T.tagAdd(legend),
  remove: T.tagRemove,
  none: T.tagNone,
  unknown: T.unknownTag,
});

/** The recipients the audience reaches now and the month's quota, beside the audience. */
function Facts({
  draft,
  onCount,
  quota,
}: {
  draft: DeliveryDraft;
  onCount: (count: number | null) => void;
  quota: ReturnType<typeof useQuota>;
}) {
  const audience = countableAudience(draft);
  const count = useAudienceCount(audience);
  const shown = audience === null ? null : (count.data ?? null);
  useEffect(() => onCount(shown), [shown, onCount]);
  const remaining = quota.data?.remaining ?? null;
  return (
    <div className={styles.facts} aria-busy={count.pending || undefined}>
      <p className={styles.fact} aria-live="polite">
        {audience === null ? T.audienceUnknown : shown === null ? T.audienceCounting : T.audienceCount(shown)}
      </p>
      {count.error && <p className={styles.problem}>{writeError(count.error).message}</p>}
      {quota.data && (
        <p className={styles.fact}>
          {remaining === null ? T.quotaUnlimited : T.quotaRemaining(remaining)}
          {quota.data.limit !== null && <span className={styles.subtle}>{T.quotaUsed(quota.data.used)}</span>}
        </p>
      )}
      {quota.error && <p className={styles.problem}>{M.quotaUnavailable}</p>}
      {shown !== null && remaining !== null && shown > remaining && (
        <p role="alert" className={styles.problem}>
          {T.quotaOver(shown, remaining)}
        </p>
      )}
      {quota.data?.sandbox && <p className={styles.info}>{T.sandbox}</p>}
    </div>
  );
}

/**
 * The compose form of a new delivery or a draft (issue 31), in the order an operator decides:
 * its name and template, who receives it (with the count now and the month's quota), when, how
 * fast; then 下書き保存, テスト配信 and 配信予約 (saved first, then scheduled, after a
 * confirmation naming the count and the time).
 */
export function DeliveryForm({ delivery, initial }: { delivery?: Delivery; initial: DeliveryDraft }) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const form = useDraftForm({
    initial,
    existing: delivery !== undefined,
    problemsOf: draftProblems,
    problemsText: T.problems,
  });
  const { draft, dirty, errors, edit, check } = form;
  const [savedId, setSavedId] = useState<number | null>(delivery?.id ?? null);
  const [busy, setBusy] = useState<'draft' | 'schedule' | 'test' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [testing, setTesting] = useState(false);
  const [count, setCount] = useState<number | null>(null);
  const templates = useReadyTemplates();
  const segments = useMemberQueries();
  const tags = useTags();
  // The quota (and whether this is the sandbox) decides lines above the schedule: the form waits
  // for it (asked with the route's chunk) so they never push the fields down as they arrive.
  const quota = useQuota();

  /** Creates or updates; the saved delivery, or null with the server's words under their fields. */
  const save = async (): Promise<Delivery | null> => {
    try {
      const body = inputOf(draft);
      const saved =
        savedId === null ? await deliveriesApi.create(body) : await deliveriesApi.update(savedId, body);
      setSavedId(saved.id);
      form.markClean();
      await mutate(deliveryRead(saved.id).key, saved, { revalidate: false });
      return saved;
    } catch (failure) {
      form.refused(failure);
      return null;
    }
  };
  const refreshList = () => mutate((key) => Array.isArray(key) && key[0] === 'deliveries.list');

  const saveDraft = async () => {
    if (!check()) return;
    setBusy('draft');
    const saved = await save();
    setBusy(null);
    if (!saved) return;
    toast.success(T.saved);
    void refreshList();
    if (!delivery) form.leaveTo(deliveryPath(saved.id));
  };

  const schedule = async () => {
    setConfirming(false);
    setBusy('schedule');
    const saved = await save();
    if (!saved) {
      setBusy(null);
      return;
    }
    try {
      const scheduled = await deliveriesApi.schedule(saved.id);
      toast.success(T.scheduled);
      void refreshList();
      // The page of a delivery that is no draft shows its progress instead of this form.
      if (delivery) await mutate(deliveryRead(saved.id).key, scheduled, { revalidate: false });
      else form.leaveTo(deliveryPath(saved.id));
    } catch (failure) {
      form.refused(failure);
    } finally {
      setBusy(null);
    }
  };

  /** テスト配信 sends a saved delivery's template: the form is saved first when it has changes. */
  const openTest = async () => {
    if (savedId !== null && !dirty) {
      setTesting(true);
      return;
    }
    if (!check()) return;
    setBusy('test');
    const saved = await save();
    setBusy(null);
    if (saved) setTesting(true);
  };
  const closeTest = () => {
    setTesting(false);
    // A new delivery saved for its test is a draft now: its own address from here on.
    if (!delivery && savedId !== null) form.leaveTo(deliveryPath(savedId));
  };

  const when = draft.schedule === 'at' ? T.atWhen(formatJapanAt(`${draft.date}T${draft.time}`)) : T.nowWhen;
  if (!quota.data && !quota.error) return <p className={styles.subtle}>{T.loading}</p>;
  return (
    <form
      ref={form.formRef}
      className={styles.form}
      aria-label={delivery ? T.titles.DeliveryPage : T.titles.DeliveryNewPage}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (check()) setConfirming(true);
      }}
    >
      <h2 className={styles.sectionHeading}>{T.basics}</h2>
      <div className={styles.fields}>
        <TextField
          label={T.name}
          required
          maxLength={DELIVERY_NAME_MAX_LENGTH}
          value={draft.name}
          onChange={(event) => edit({ name: event.target.value })}
          errorText={errors.name}
        />
        <Select
          label={T.template}
          required
          placeholder={T.templateNone}
          loading={templates.isLoading}
          options={(templates.data ?? []).map((template) => ({
            name: template.name,
            value: String(template.id),
          }))}
          value={draft.templateId}
          onValueChange={(value) => edit({ templateId: value })}
          helpText={T.templateHint}
          errorText={errors.template_id}
        />
      </div>

      <h2 className={styles.sectionHeading}>{T.audienceHeading}</h2>
      <SegmentedControl
        aria-label={T.audienceHeading}
        options={DELIVERY_AUDIENCE_TYPES.map((value) => ({ value, label: DELIVERY_AUDIENCE_LABELS[value] }))}
        value={draft.audience}
        onValueChange={(value) => edit({ audience: value as DeliveryAudienceType })}
        errorText={errors['audience.type']}
      />
      {draft.audience === 'segment' && (
        <Select
          label={T.segment}
          required
          placeholder={T.segmentNone}
          loading={segments.isLoading}
          options={(segments.data ?? []).map((segment) => ({
            name: segment.name,
            value: String(segment.id),
          }))}
          value={draft.segmentId}
          onValueChange={(value) => edit({ segmentId: value })}
          errorText={errors['audience.member_query_id']}
        />
      )}
      {draft.audience === 'tags' && (
        <div className={styles.fields}>
          <TagPicker
            legend={T.includeTags}
            legendClassName={styles.subtle}
            ids={draft.tagIds}
            tags={tags.data ?? []}
            loading={tags.isLoading}
            taken={draft.excludeTagIds}
            max={DELIVERY_AUDIENCE_TAGS_MAX}
            error={errors['audience.tag_ids']}
            text={tagPickerText(T.includeTags)}
            onChange={(tagIds) => edit({ tagIds })}
          />
          <TagPicker
            legend={T.excludeTags}
            legendClassName={styles.subtle}
            ids={draft.excludeTagIds}
            tags={tags.data ?? []}
            loading={tags.isLoading}
            taken={draft.tagIds}
            max={DELIVERY_AUDIENCE_TAGS_MAX}
            error={errors['audience.exclude_tag_ids']}
            text={tagPickerText(T.excludeTags)}
            onChange={(excludeTagIds) => edit({ excludeTagIds })}
          />
        </div>
      )}
      {draft.audience === 'tags' && <p className={styles.subtle}>{T.includeAllNote}</p>}
      <Facts draft={draft} onCount={setCount} quota={quota} />

      <h2 className={styles.sectionHeading}>{T.scheduleHeading}</h2>
      <SegmentedControl
        aria-label={T.scheduleHeading}
        options={DELIVERY_SCHEDULE_TYPES.map((value) => ({ value, label: DELIVERY_SCHEDULE_LABELS[value] }))}
        value={draft.schedule}
        onValueChange={(value) => edit({ schedule: value as DeliveryScheduleType })}
        errorText={errors['schedule.type']}
      />
      {draft.schedule === 'at' && (
        <div className={styles.fields}>
          <DateInput
            label={T.date}
            required
            value={draft.date}
            onChange={(date) => edit({ date })}
            errorText={errors['schedule.at']}
          />
          <TimeInput label={T.time} required value={draft.time} onChange={(time) => edit({ time })} />
        </div>
      )}

      <h2 className={styles.sectionHeading}>{T.pacingHeading}</h2>
      <Checkbox label={T.paced} value={draft.paced} onChange={(paced) => edit({ paced })} />
      {draft.paced ? (
        <div className={styles.fields}>
          <TextField
            label={T.perMinute}
            required
            inputMode="numeric"
            value={draft.perMinute}
            onChange={(event) => edit({ perMinute: event.target.value })}
            errorText={errors['pacing.per_minute'] ?? errors.pacing}
          />
        </div>
      ) : (
        <p className={styles.subtle}>{T.pacingHint}</p>
      )}

      <div className={styles.buttons}>
        <Button type="submit" variant="primary" busy={busy === 'schedule'}>
          {T.scheduleButton}
        </Button>
        <Button variant="secondary" busy={busy === 'draft'} onClick={() => void saveDraft()}>
          {T.saveDraft}
        </Button>
        <Button variant="secondary" busy={busy === 'test'} onClick={() => void openTest()}>
          {T.testButton}
        </Button>
        <Link className={pageStyles.link} to={LIST}>
          {T.cancel}
        </Link>
        {savedId !== null && (
          <DeleteDeliveryButton
            id={savedId}
            name={delivery?.name ?? draft.name.trim()}
            onDeleted={() => {
              // Deleted: what was typed since has nowhere to go, so the page is left without asking.
              form.markClean();
              form.leaveTo(LIST);
            }}
          />
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={T.scheduleConfirm(draft.name.trim())}
        message={T.scheduleWhat(count, when)}
        confirmLabel={T.scheduleApply}
        onConfirm={() => void schedule()}
        onCancel={() => setConfirming(false)}
      />
      <TestSendModal deliveryId={savedId} open={testing} onClose={closeTest} />
      <LeaveWarning when={dirty} />
    </form>
  );
}
