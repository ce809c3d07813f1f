import { operationUrl } from '@console/contract';
import {
  type ApiKeyCreated,
  apiKeyInputSchema,
  IDEMPOTENCY_KEY_HEADER,
  TRIGGER_ACTION_LABELS,
  TRIGGER_ACTION_TYPES,
  TRIGGERS_OPS,
  type Trigger,
  type TriggerAction,
  type TriggerActionType,
  triggerActionInputSchema,
  triggerInputSchema,
} from '@console/contract/journeys';
import {
  Breadcrumb,
  Button,
  Checkbox,
  ConfirmDialog,
  ListTable,
  type ListTableColumn,
  PageContent,
  PageHeader,
  Select,
  Textarea,
  TextField,
  useToast,
} from '@console/ui';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useCopyText } from '../shared/clipboard';
import { Deferred } from '../shared/Deferred';
import { formatTokyoMinute } from '../shared/dates';
import { ApiError } from '../shared/fetcher';
import { useMemberQueries, useTags } from '../shared/friendLists';
import { MessageText } from '../shared/MessageText';
import { NameForm } from '../shared/NameForm';
import * as pageStyles from '../shared/pages.css';
import { useReadyTemplates } from '../shared/templateLists';
import { useFocusFirstInvalid } from '../shared/useFocusFirstInvalid';
import { checkInput, LoadError, SHORT_LIST_SKELETON_ROWS, useCanWrite, writeError } from './common';
import { journeysApi, useApiKeys, useJourneys, useTriggers } from './hooks';
import * as styles from './journeys.css';
import { JOURNEYS_TEXT as T } from './messages';
import { actionDraft, actionInput, NONE, sourceOptions, templateSummary } from './triggerActions';

const LIST = '/line/open_api/triggers';

const formatInstant = (value: string | null) => (value ? formatTokyoMinute(value) : null);

/** The curl command an outside system runs to fire a trigger (the key left as a placeholder). */
export function curlExample(origin: string, triggerId: number): string {
  const url = `${origin}${operationUrl(TRIGGERS_OPS.fireTrigger, { id: triggerId })}`;
  return [
    `curl -X POST '${url}' \\`,
    `  -H 'Authorization: Bearer ck_ここにAPIキー' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -H '${IDEMPOTENCY_KEY_HEADER}: order-1001' \\`,
    `  -d '{"line_user_id": "U0123456789abcdef0123456789abcdef", "values": {"12": "ゴールド"}}'`,
  ].join('\n');
}

function HowToCall({ triggerId }: { triggerId: number }) {
  const copy = useCopyText();
  const command = curlExample(window.location.origin, triggerId);
  return (
    <section className={styles.section} aria-label={T.howToCall}>
      <h2 className={styles.sectionHeading}>{T.howToCall}</h2>
      <p className={styles.subtle}>{T.howToCallText}</p>
      <pre className={styles.code}>{command}</pre>
      <div className={styles.row}>
        <Button
          variant="secondary"
          size="small"
          onClick={() => void copy(command, { copied: T.commandCopied, failed: T.commandCopyFailed })}
        >
          {T.copyCommand}
        </Button>
      </div>
    </section>
  );
}

/** The account's API keys: issued (shown once), listed by their first characters, revoked. */
function ApiKeys() {
  const keys = useApiKeys(true);
  const toast = useToast();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [revoking, setRevoking] = useState<{ id: number; name: string } | null>(null);
  if (keys.error instanceof ApiError && keys.error.status === 403) {
    return (
      <section className={styles.section} aria-label={T.keys}>
        <h2 className={styles.sectionHeading}>{T.keys}</h2>
        <p className={styles.subtle}>{T.keysOwnerOnly}</p>
      </section>
    );
  }
  const create = async (event: FormEvent) => {
    event.preventDefault();
    try {
      checkInput(apiKeyInputSchema, { name });
      setCreated(await journeysApi.createKey(name));
      setName('');
      setError(undefined);
      await keys.mutate();
    } catch (failure) {
      const { message, fields } = writeError(failure);
      setError(fields.name ?? message);
    }
  };
  const revoke = async () => {
    const target = revoking;
    setRevoking(null);
    if (!target) return;
    try {
      await journeysApi.revokeKey(target.id);
      toast.success(T.saved);
      await keys.mutate();
    } catch (failure) {
      toast.error(writeError(failure).message);
    }
  };
  type Key = NonNullable<typeof keys.data>[number];
  const columns: readonly ListTableColumn<Key>[] = [
    { key: 'name', label: T.keyName },
    { key: 'prefix', label: T.keyPrefix, render: (key) => `${key.prefix}…` },
    { key: 'created_at', label: T.keyCreated, render: (key) => formatInstant(key.created_at) },
    {
      key: 'last_used_at',
      label: T.keyLastUsed,
      render: (key) => formatInstant(key.last_used_at) ?? T.never,
    },
    {
      key: 'revoked_at',
      label: T.keyRevoked,
      render: (key) =>
        key.revoked_at ? (
          formatInstant(key.revoked_at)
        ) : (
          <Button
            size="small"
            variant="secondary"
            aria-label={`${key.name}を${T.revoke}`}
            onClick={() => setRevoking({ id: key.id, name: key.name })}
          >
            {T.revoke}
          </Button>
        ),
    },
  ];
  return (
    <section className={styles.section} aria-label={T.keys}>
      <h2 className={styles.sectionHeading}>{T.keys}</h2>
      <LoadError error={keys.error} />
      {created && (
        <div role="status" className={styles.bulk}>
          <p className={styles.subtle}>{T.keyShownOnce}</p>
          <pre className={styles.code}>{created.key}</pre>
        </div>
      )}
      <ListTable
        aria-label={T.keys}
        rows={keys.data ?? []}
        columns={columns}
        loading={keys.isLoading}
        // No skeleton row: an account usually has no key yet, and the loading line has the height
        // of the empty list's, so the form below keeps its place (issue 27); a card of skeleton
        // lines on a phone is taller than that by 110 px.
      />
      <NameForm
        action={T.createKey}
        label={T.keyName}
        value={name}
        onValueChange={setName}
        error={error}
        onSubmit={create}
      />
      <ConfirmDialog
        open={revoking !== null}
        title={T.revokeConfirm(revoking?.name ?? '')}
        message={T.revokeMessage}
        confirmLabel={T.revoke}
        variant="danger"
        onConfirm={() => void revoke()}
        onCancel={() => setRevoking(null)}
      />
    </section>
  );
}

/** /line/open_api/triggers: triggers with their actions and use; new triggers; the API keys. */
export function TriggerListPage() {
  const triggers = useTriggers();
  const canWrite = useCanWrite('TRIGGER_WRITE');
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const create = async (event: FormEvent) => {
    event.preventDefault();
    try {
      checkInput(triggerInputSchema, { name });
      const made = await journeysApi.createTrigger({ name });
      await triggers.mutate();
      navigate(`${LIST}/${made.id}`);
    } catch (failure) {
      const { message, fields } = writeError(failure);
      setError(fields.name ?? message);
    }
  };
  const columns: readonly ListTableColumn<Trigger>[] = [
    {
      key: 'name',
      label: T.triggerName,
      render: (trigger) => (
        <Link to={`${LIST}/${trigger.id}`} className={pageStyles.link}>
          {trigger.name}
        </Link>
      ),
    },
    {
      key: 'actions',
      label: T.actions,
      render: (trigger) =>
        trigger.open_api_trigger_actions
          .map((action) => `${action.name}${action.is_active ? '' : '（停止）'}`)
          .join('、') || T.noActions,
    },
    {
      key: 'fired_count',
      label: T.firedLabel,
      render: (trigger) => T.fired(trigger.fired_count, formatInstant(trigger.last_fired_at)),
    },
  ];
  return (
    <PageContent className={pageStyles.page}>
      <Breadcrumb
        linkComponent={Link}
        items={[
          { name: T.titles.JourneyListPage, url: '/line/journey' },
          { name: T.titles.TriggerListPage, url: LIST },
        ]}
      />
      <PageHeader title={T.titles.TriggerListPage} />
      {canWrite && (
        <NameForm
          action={T.newTrigger}
          label={T.triggerName}
          value={name}
          onValueChange={setName}
          error={error}
          onSubmit={create}
        />
      )}
      <LoadError error={triggers.error} />
      <ListTable
        aria-label={T.titles.TriggerListPage}
        rows={triggers.data ?? []}
        columns={columns}
        loading={triggers.isLoading}
        skeletonRows={SHORT_LIST_SKELETON_ROWS}
      />
      <ApiKeys />
    </PageContent>
  );
}

/** An action's row: its active switch (spec §7 PATCH …/state) and deletion. */
function ActionRow({
  trigger,
  action,
  canWrite,
  onChanged,
}: {
  trigger: Trigger;
  action: TriggerAction;
  /** Without TRIGGER_WRITE the switch is shown disabled and the edit and delete buttons left out. */
  canWrite: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const toast = useToast();
  const templates = useReadyTemplates();
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState(false);
  const setActive = async (on: boolean) => {
    setBusy(true);
    try {
      await journeysApi.setActionState(trigger.id, action.id, on ? 1 : 0);
      await onChanged();
    } catch (failure) {
      toast.error(writeError(failure).message);
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    try {
      await journeysApi.deleteAction(trigger.id, action.id);
      toast.success(T.deleted);
      await onChanged();
    } catch (failure) {
      toast.error(writeError(failure).message);
    }
  };
  return (
    <li className={styles.step} aria-label={action.name}>
      <div className={styles.stepHead}>
        <strong>
          {action.name}（{TRIGGER_ACTION_LABELS[action.type]}）
        </strong>
        <span className={styles.row}>
          <Checkbox
            label={T.active}
            aria-label={T.activeOf(action.name)}
            value={action.is_active}
            disabled={busy || !canWrite}
            onChange={(on) => void setActive(on)}
          />
          {canWrite && (
            <>
              <Button
                variant="secondary"
                size="small"
                aria-label={`${action.name}の${T.editAction}`}
                onClick={() => setEditing(!editing)}
              >
                {T.editAction}
              </Button>
              <Button
                size="small"
                variant="secondary"
                aria-label={`${action.name}の${T.deleteAction}`}
                onClick={() => void remove()}
              >
                {T.deleteAction}
              </Button>
            </>
          )}
        </span>
      </div>
      {action.type === 'message' && !editing && (
        <p className={styles.subtle}>
          {action.template_id === null ? (
            <MessageText text={action.text ?? ''} />
          ) : (
            templateSummary(action.template_id, templates.data)
          )}
        </p>
      )}
      {editing && (
        <ActionForm
          trigger={trigger}
          action={action}
          onChanged={async () => {
            setEditing(false);
            await onChanged();
          }}
          onCancel={() => setEditing(false)}
        />
      )}
    </li>
  );
}

/** The form of an action, new or changed: what it does, on what, and for which friends. */
function ActionForm({
  trigger,
  action,
  onChanged,
  onCancel,
}: {
  trigger: Trigger;
  action?: TriggerAction;
  onChanged: () => Promise<unknown>;
  onCancel?: () => void;
}) {
  const journeys = useJourneys();
  const tags = useTags();
  const segments = useMemberQueries();
  const templates = useReadyTemplates();
  const toast = useToast();
  const [draft, setDraft] = useState(() => actionDraft(action));
  const { name, type, target, source, text, segment } = draft;
  const edit = (change: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...change }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);
  const targets =
    type === 'start_journey'
      ? (journeys.data ?? []).map((journey) => ({ name: journey.name, value: String(journey.id) }))
      : (tags.data ?? []).map((tag) => ({ name: tag.name, value: String(tag.id) }));
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const input = actionInput(draft);
    try {
      checkInput(triggerActionInputSchema, input);
      if (action) await journeysApi.updateAction(trigger.id, action.id, input);
      else await journeysApi.createAction(trigger.id, input);
      toast.success(T.saved);
      if (!action) edit({ name: '', text: '' });
      setErrors({});
      await onChanged();
    } catch (failure) {
      const { message, fields } = writeError(failure);
      setErrors(fields);
      toast.error(message);
    }
  };
  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(event) => void add(event)}
      aria-label={action ? `${action.name}の${T.editAction}` : T.addAction}
    >
      <TextField
        label={T.actionName}
        required
        maxLength={100}
        value={name}
        onChange={(event) => edit({ name: event.target.value })}
        errorText={errors.name}
      />
      <Select
        label={T.actionType}
        options={TRIGGER_ACTION_TYPES.map((value) => ({ name: TRIGGER_ACTION_LABELS[value], value }))}
        value={type}
        onValueChange={(value) => edit({ type: value as TriggerActionType, target: NONE })}
        errorText={errors.type}
      />
      {type === 'message' ? (
        <>
          {/* As a journey's message step: its own text, or a ready template (issue 29). */}
          <Select
            label={T.messageSource}
            options={sourceOptions(templates.data, source === NONE ? null : Number(source))}
            loading={templates.isLoading}
            value={source}
            onValueChange={(value) => edit({ source: value })}
            helpText={source === NONE ? undefined : T.templateHint}
            errorText={errors.template_id}
          />
          {source === NONE && (
            <Textarea
              label={T.message}
              rows={3}
              maxLength={5000}
              value={text}
              onChange={(event) => edit({ text: event.target.value })}
              errorText={errors.text}
            />
          )}
        </>
      ) : (
        <Select
          label={T.actionTarget}
          placeholder={type === 'start_journey' ? T.journeyNone : T.tagNone}
          options={targets}
          value={target}
          onValueChange={(value) => edit({ target: value })}
          errorText={errors.action_id}
        />
      )}
      <Select
        label={T.actionSegment}
        options={[
          { name: T.everyone, value: NONE },
          ...(segments.data ?? []).map((query) => ({ name: query.name, value: String(query.id) })),
        ]}
        value={segment}
        onValueChange={(value) => edit({ segment: value })}
        errorText={errors.member_query_id}
      />
      <div className={styles.row}>
        <Button type="submit" variant="primary">
          {action ? T.save : T.addAction}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {T.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}

/** /line/open_api/triggers/{id}: a trigger's name and description, its actions, how to call it. */
export function TriggerEditPage() {
  const id = Number(useParams().id);
  const triggers = useTriggers();
  const canWrite = useCanWrite('TRIGGER_WRITE');
  const trigger = triggers.data?.find((candidate) => candidate.id === id);
  const toast = useToast();
  const navigate = useNavigate();
  const [name, setName] = useState<string | null>(null);
  const [description, setDescription] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);
  const [deleting, setDeleting] = useState(false);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!trigger) return;
    const input = { name: name ?? trigger.name, description: description ?? trigger.description };
    try {
      checkInput(triggerInputSchema, input);
      await journeysApi.updateTrigger(id, input);
      toast.success(T.saved);
      setErrors({});
      await triggers.mutate();
    } catch (failure) {
      const { message, fields } = writeError(failure);
      setErrors(fields);
      toast.error(message);
    }
  };
  const remove = async () => {
    setDeleting(false);
    try {
      await journeysApi.deleteTrigger(id);
      toast.success(T.deleted);
      await triggers.mutate();
      navigate(LIST);
    } catch (failure) {
      toast.error(writeError(failure).message);
    }
  };
  return (
    <PageContent className={pageStyles.page}>
      <Breadcrumb
        linkComponent={Link}
        items={[
          { name: T.titles.TriggerListPage, url: LIST },
          { name: trigger?.name ?? T.titles.TriggerEditPage, url: `${LIST}/${id}` },
        ]}
      />
      <PageHeader title={T.titles.TriggerEditPage} />
      <LoadError error={triggers.error} />
      {triggers.isLoading && <p className={styles.subtle}>{T.loading}</p>}
      {triggers.data !== undefined && !trigger && (
        <p role="alert" className={styles.notice}>
          {T.notFound}
        </p>
      )}
      {trigger && (
        <>
          <form
            ref={formRef}
            className={styles.form}
            onSubmit={(event) => void save(event)}
            aria-label={T.titles.TriggerEditPage}
          >
            <TextField
              label={T.triggerName}
              required
              maxLength={100}
              value={name ?? trigger.name}
              onChange={(event) => setName(event.target.value)}
              errorText={errors.name}
            />
            <Textarea
              label={T.description}
              rows={2}
              maxLength={1000}
              value={description ?? trigger.description}
              onChange={(event) => setDescription(event.target.value)}
              errorText={errors.description}
            />
            <p className={styles.subtle}>
              {T.fired(trigger.fired_count, formatInstant(trigger.last_fired_at))}
            </p>
            {canWrite && (
              <div className={styles.row}>
                <Button type="submit" variant="primary">
                  {T.save}
                </Button>
                <Button variant="secondary" onClick={() => setDeleting(true)}>
                  {T.delete}
                </Button>
              </div>
            )}
          </form>
          <section className={styles.section} aria-label={T.actions}>
            <h2 className={styles.sectionHeading}>{T.actions}</h2>
            {trigger.open_api_trigger_actions.length === 0 ? (
              <p className={styles.subtle}>{T.noActions}</p>
            ) : (
              <ul className={styles.steps}>
                {trigger.open_api_trigger_actions.map((action) => (
                  <ActionRow
                    key={action.id}
                    trigger={trigger}
                    action={action}
                    canWrite={canWrite}
                    onChanged={() => triggers.mutate()}
                  />
                ))}
              </ul>
            )}
            {/* The new action's form (its Selects) and the how-to below it are drawn after the
                trigger's own fields, in slices: they sit at the foot of a phone's first screen. */}
            <Deferred>
              {canWrite && <ActionForm trigger={trigger} onChanged={() => triggers.mutate()} />}
            </Deferred>
          </section>
          <Deferred>
            <HowToCall triggerId={trigger.id} />
          </Deferred>
          <ConfirmDialog
            open={deleting}
            title={T.deleteTriggerConfirm(trigger.name)}
            message={T.irreversible}
            confirmLabel={T.delete}
            variant="danger"
            onConfirm={() => void remove()}
            onCancel={() => setDeleting(false)}
          />
        </>
      )}
    </PageContent>
  );
}
