import {
  FOLLOW_MAX_TAGS,
  FOLLOW_MAX_VALUES,
  FOLLOW_TAB_QUERY,
  type FollowSettings,
  type FollowTab,
  followSettingsInputSchema,
  followTabOf,
  REFOLLOW_LABELS,
  REFOLLOW_MODES,
  type RefollowMode,
} from '@console/contract/journeys';
import { LINE_LIMITS } from '@console/contract/line';
import {
  Button,
  Checkbox,
  LinePreview,
  type LinePreviewMessage,
  PageContent,
  PageHeader,
  SegmentedControl,
  Select,
  Tabs,
  TextField,
  useToast,
} from '@console/ui';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatTokyoMinute } from '../shared/dates';
import { useTags } from '../shared/friendLists';
import { InsertableTextarea } from '../shared/InsertableTextarea';
import { LeaveWarning } from '../shared/LeaveWarning';
import { useVariableNames } from '../shared/MessageText';
import * as pageStyles from '../shared/pages.css';
import { TagPicker } from '../shared/TagPicker';
import { useReadyTemplates } from '../shared/templateLists';
import { useFocusFirstInvalid } from '../shared/useFocusFirstInvalid';
import { useVaria } from '../shared/useSharedData';
import { checkInput, LoadError, useCanWrite, writeError } from './common';
import { draftOf, type FollowDraft, greetingPreview, inputOf, NONE, tabOfErrors } from './followDraft';
import { journeysApi, useFollowSettings, useJourneys, useTemplateMessages } from './hooks';
import * as styles from './journeys.css';
import { FOLLOW_TEXT as F, JOURNEYS_TEXT as T } from './messages';

/**
 * /vue3-dev/line/setting/follow (spec §2, issue 30): what a new friend receives and what is done to
 * them on follow, in tabs (`?tab=basic|actions|refollow`, basic first, an unknown one opens basic),
 * with the greeting's preview beside them. Read by every operator, saved with FOLLOW_WRITE.
 */
export function FollowSettingPage() {
  const settings = useFollowSettings();
  const [params, setParams] = useSearchParams();
  // The tab is the page's own state, mirrored into ?tab= (a reload or a shared link opens it): a
  // change of the query is a navigation, which runs the route's loaders before the URL moves, and
  // the tab should move at the click.
  const [tab, setTabState] = useState<FollowTab>(() => followTabOf(params.get(FOLLOW_TAB_QUERY)));
  const setTab = (next: string) => {
    const value = followTabOf(next);
    setTabState(value);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(FOLLOW_TAB_QUERY, value);
        return updated;
      },
      { replace: true },
    );
  };
  return (
    <PageContent className={pageStyles.page}>
      <PageHeader title={T.titles.FollowSettingPage} />
      <p className={styles.subtle}>{F.intro}</p>
      <LoadError error={settings.error} />
      {settings.isLoading && <p className={styles.subtle}>{T.loading}</p>}
      {settings.data && (
        // Keyed by the save time: a save (or another operator's, on revalidation) starts the form afresh.
        <FollowForm
          key={settings.data.updated_at ?? 'new'}
          saved={settings.data}
          // The answer is the saved settings: no second read.
          onSaved={(saved) => settings.mutate(saved, { revalidate: false })}
          tab={tab}
          setTab={setTab}
        />
      )}
    </PageContent>
  );
}

function FollowForm({
  saved,
  onSaved,
  tab,
  setTab,
}: {
  saved: FollowSettings;
  onSaved: (settings: FollowSettings) => Promise<unknown>;
  /** The open tab: the page's, so a save (which starts the form afresh) keeps it. */
  tab: FollowTab;
  setTab: (tab: string) => void;
}) {
  const canWrite = useCanWrite('FOLLOW_WRITE');
  const toast = useToast();
  const [draft, setDraft] = useState<FollowDraft>(() => draftOf(saved));
  const [dirty, setDirty] = useState(false);
  const edit = (change: Partial<FollowDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setDirty(true);
  };
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);
  const { names } = useVariableNames();
  const templateId = draft.type === 'template' && draft.templateId !== NONE ? Number(draft.templateId) : null;
  const template = useTemplateMessages(templateId);
  const preview = useMemo(() => greetingPreview(draft, template.data, names), [draft, template.data, names]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const input = inputOf(draft);
    setBusy(true);
    try {
      checkInput(followSettingsInputSchema, input);
      const result = await journeysApi.saveFollowSettings(input);
      setErrors({});
      setDirty(false);
      toast.success(F.saved);
      await onSaved(result);
    } catch (failure) {
      const { message, fields } = writeError(failure);
      setErrors(fields);
      const errorTab = tabOfErrors(fields);
      if (errorTab && errorTab !== tab) setTab(errorTab);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  const basic = <GreetingFields draft={draft} edit={edit} errors={errors} readOnly={!canWrite} />;
  const actions = <ActionFields draft={draft} edit={edit} errors={errors} readOnly={!canWrite} />;
  const refollow = (
    <Select
      label={F.refollow}
      helpText={F.refollowHint}
      options={REFOLLOW_MODES.map((mode) => ({ name: REFOLLOW_LABELS[mode], value: mode }))}
      value={draft.refollow}
      onValueChange={(value) => edit({ refollow: value as RefollowMode })}
      errorText={errors.refollow}
      disabled={!canWrite}
    />
  );
  const invalid = (which: FollowTab) =>
    Object.keys(errors).some((key) => tabOfErrors({ [key]: true }) === which);

  return (
    <div className={styles.followEditor}>
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={(event) => void save(event)}
        aria-label={T.titles.FollowSettingPage}
        noValidate
      >
        {!canWrite && (
          <p role="note" className={styles.notice}>
            {F.readOnly}
          </p>
        )}
        <Tabs
          aria-label={F.tabs}
          fullWidth
          value={tab}
          onValueChange={setTab}
          keepMounted
          items={[
            { value: 'basic', label: F.tabBasic, content: basic, invalid: invalid('basic') },
            { value: 'actions', label: F.tabActions, content: actions, invalid: invalid('actions') },
            { value: 'refollow', label: F.tabRefollow, content: refollow, invalid: invalid('refollow') },
          ]}
        />
        <p className={styles.subtle}>
          {saved.updated_at ? F.lastSaved(formatTokyoMinute(saved.updated_at)) : F.neverSaved}
        </p>
        {canWrite && (
          <div className={styles.row}>
            <Button type="submit" variant="primary" busy={busy}>
              {F.save}
            </Button>
          </div>
        )}
        <LeaveWarning when={dirty} />
      </form>
      <aside className={styles.followPreview} aria-label={F.preview}>
        <h2 className={styles.sectionHeading}>{F.preview}</h2>
        {preview.length > 0 ? (
          <>
            <LinePreview messages={preview as unknown as LinePreviewMessage[]} />
            <p className={styles.subtle}>{F.previewNote}</p>
          </>
        ) : (
          <p className={styles.subtle}>{draft.enabled ? T.loading : F.previewOff}</p>
        )}
      </aside>
    </div>
  );
}

interface FieldsProps {
  draft: FollowDraft;
  edit: (change: Partial<FollowDraft>) => void;
  errors: Record<string, string>;
  readOnly: boolean;
}

/** The basic tab: the greeting on or off, a template or messages written here (1–5, with insertions). */
function GreetingFields({ draft, edit, errors, readOnly }: FieldsProps) {
  const templates = useReadyTemplates();
  const full = draft.texts.length >= LINE_LIMITS.MESSAGES_PER_REQUEST_MAX;
  const templateOptions = (templates.data ?? []).map((item) => ({ name: item.name, value: String(item.id) }));
  return (
    <div className={styles.form}>
      <Checkbox
        label={F.enabled}
        value={draft.enabled}
        onChange={(enabled) => edit({ enabled })}
        disabled={readOnly}
        errorText={errors.greeting_enabled}
      />
      <SegmentedControl
        label={F.greetingType}
        options={[
          { value: 'messages', label: F.typeMessages },
          { value: 'template', label: F.typeTemplate },
        ]}
        value={draft.type}
        onValueChange={(value) => edit({ type: value as FollowDraft['type'] })}
        disabled={readOnly}
        errorText={errors.greeting_type}
      />
      {draft.type === 'template' ? (
        <Select
          label={F.template}
          placeholder={F.templateNone}
          helpText={F.templateHint}
          options={templateOptions}
          loading={templates.isLoading}
          value={draft.templateId}
          onValueChange={(value) => edit({ templateId: value })}
          errorText={errors.template_id}
          disabled={readOnly}
        />
      ) : (
        <>
          <ol className={styles.steps}>
            {draft.texts.map((text, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a message has no id; its place is its identity
              <li key={index} className={styles.step}>
                <InsertableTextarea
                  label={F.messageN(index + 1)}
                  insertLabel={F.insert}
                  rows={4}
                  maxLength={LINE_LIMITS.TEXT_MAX_LENGTH}
                  value={text}
                  onChange={(value) =>
                    edit({ texts: draft.texts.map((item, i) => (i === index ? value : item)) })
                  }
                  errorText={errors[`messages.${index}.text`] ?? errors[`messages.${index}`]}
                  readOnly={readOnly}
                />
                {draft.texts.length > 1 && !readOnly && (
                  <div className={styles.row}>
                    <Button
                      variant="secondary"
                      aria-label={F.removeMessage(index + 1)}
                      onClick={() => edit({ texts: draft.texts.filter((_item, i) => i !== index) })}
                    >
                      {F.remove}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ol>
          {errors.messages && (
            <p role="alert" className={styles.notice}>
              {errors.messages}
            </p>
          )}
          {!readOnly && (
            <div>
              <Button
                variant="secondary"
                disabled={full}
                onClick={() => edit({ texts: [...draft.texts, ''] })}
              >
                {F.addMessage}
              </Button>
              {full && <p className={styles.subtle}>{F.maxMessages}</p>}
            </div>
          )}
        </>
      )}
      <p className={styles.subtle}>{F.oldNote}</p>
    </div>
  );
}

/** The actions tab: tags to put on, friend-information values to set, the journey to enter. */
function ActionFields({ draft, edit, errors, readOnly }: FieldsProps) {
  const tags = useTags();
  const varia = useVaria();
  const journeys = useJourneys();
  const variables = (varia.data?.items ?? []).map((item) => ({ name: item.name, value: String(item.id) }));
  const tagError = errors.tag_ids ?? Object.entries(errors).find(([key]) => key.startsWith('tag_ids.'))?.[1];
  return (
    <div className={styles.form}>
      <TagPicker
        legend={F.tags}
        legendClassName={styles.sectionHeading}
        ids={draft.tagIds}
        tags={tags.data ?? []}
        loading={tags.isLoading}
        max={FOLLOW_MAX_TAGS}
        readOnly={readOnly}
        error={tagError}
        text={{ add: F.tagAdd, remove: F.tagRemove, none: F.tagNone, unknown: F.unknownTag }}
        onChange={(tagIds) => edit({ tagIds })}
      />
      <fieldset className={styles.form}>
        <legend className={styles.sectionHeading}>{F.values}</legend>
        <p className={styles.subtle}>{F.valuesHint}</p>
        {draft.values.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row has no id until saved; its place is its identity
          <div key={index} className={styles.valueRow}>
            <Select
              label={F.valueVariable(index + 1)}
              options={variables}
              loading={!varia.loaded}
              value={row.varId}
              onValueChange={(value) =>
                edit({
                  values: draft.values.map((item, i) => (i === index ? { ...item, varId: value } : item)),
                })
              }
              errorText={errors[`values.${index}.var_id`]}
              disabled={readOnly}
            />
            <TextField
              label={F.valueValue(index + 1)}
              maxLength={1000}
              value={row.value}
              onChange={(event) =>
                edit({
                  values: draft.values.map((item, i) =>
                    i === index ? { ...item, value: event.target.value } : item,
                  ),
                })
              }
              errorText={errors[`values.${index}.value`]}
              disabled={readOnly}
            />
            {!readOnly && (
              <Button
                variant="secondary"
                aria-label={F.valueRemove(index + 1)}
                onClick={() => edit({ values: draft.values.filter((_item, i) => i !== index) })}
              >
                {F.remove}
              </Button>
            )}
          </div>
        ))}
        {errors.values && (
          <p role="alert" className={styles.notice}>
            {errors.values}
          </p>
        )}
        {!readOnly && draft.values.length < FOLLOW_MAX_VALUES && (
          <div>
            <Button
              variant="secondary"
              onClick={() => edit({ values: [...draft.values, { varId: NONE, value: '' }] })}
            >
              {F.valueAdd}
            </Button>
          </div>
        )}
      </fieldset>
      <Select
        label={F.journey}
        helpText={F.journeyHint}
        options={[
          { name: F.journeyNone, value: 'none' },
          ...(journeys.data ?? []).map((journey) => ({ name: journey.name, value: String(journey.id) })),
        ]}
        loading={journeys.isLoading}
        value={draft.journeyId === NONE ? 'none' : draft.journeyId}
        onValueChange={(value) => edit({ journeyId: value === 'none' ? NONE : value })}
        errorText={errors.journey_id}
        disabled={readOnly}
      />
    </div>
  );
}
