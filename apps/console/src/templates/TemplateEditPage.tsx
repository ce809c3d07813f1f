import { LINE_LIMITS, type LineProblem, lineMessagesProblems } from '@console/contract/line';
import {
  TEMPLATE_GROUP_QUERY,
  TEMPLATE_NO_GROUP,
  TEMPLATE_STATUS_LABELS,
  type Template,
  type TemplateInput,
  type TemplateStatus,
} from '@console/contract/templates';
import {
  Breadcrumb,
  Button,
  LinePreview,
  type LinePreviewMessage,
  PageContent,
  PageHeader,
  TextField,
} from '@console/ui';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { LeaveWarning } from '../shared/LeaveWarning';
import { useVariableNames } from '../shared/MessageText';
import * as pageStyles from '../shared/pages.css';
import { createDirtyFlag } from '../shared/sharedData';
import { useFocusFirstInvalid } from '../shared/useFocusFirstInvalid';
import { LoadError, useCanWrite } from '../shared/writes';
import { type Message, moveItem, namedMessages, newMessage, problemsByField, removeAt } from './edits';
import { GroupSelect } from './GroupSelect';
import { useTemplate } from './hooks';
import { MessageFields } from './MessageFields';
import { TEMPLATES_TEXT as T } from './messages';
import { flexEditorPath, LIST } from './paths';
import { useSaveTemplate } from './save';
import * as styles from './templates.css';

/** The list the editor returns to: the group the operator came from, where there is one. */
function listOf(group: string | null): string {
  return group && (group === TEMPLATE_NO_GROUP || /^\d+$/.test(group)) ? `${LIST}?group=${group}` : LIST;
}

/**
 * The editor of one template (issue 29): its name and group, one to five messages of any kind
 * with LINE's limits checked as the operator types (each problem under its field, the contract's
 * words), a preview as LINE shows it, and two saves — a draft keeps anything, 配信可能 only what
 * LINE would take.
 */
function TemplateForm({ template }: { template?: Template }) {
  const [params] = useSearchParams();
  const groupParam = params.get(TEMPLATE_GROUP_QUERY);
  const navigate = useNavigate();
  const { names } = useVariableNames();
  const [flag] = useState(createDirtyFlag);
  const dirty = useSyncExternalStore(flag.subscribe, flag.isDirty, flag.isDirty);
  const [name, setName] = useState(template?.name ?? '');
  const [group, setGroup] = useState(() => {
    if (template) return template.group_id === null ? '' : String(template.group_id);
    return groupParam && /^\d+$/.test(groupParam) ? groupParam : '';
  });
  const [messages, setMessages] = useState<Message[]>(() => template?.messages ?? [newMessage('text')]);
  // The problems show once there is something to judge: a saved template at once, a new one after
  // its first save (an empty form is not an error).
  const [judged, setJudged] = useState(template !== undefined);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const saver = useSaveTemplate(template);
  const canFlex = useCanWrite('USER_CAN_USE_LFLEX');
  const flexEditor =
    template && canFlex
      ? flexEditorPath(template.id, `/vue3-dev/line/template/edit/${template.id}`)
      : undefined;
  const busy = saver.busy;
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (leaveTo !== null && !dirty) navigate(leaveTo, { replace: true });
  }, [leaveTo, dirty, navigate]);

  const problems: LineProblem[] = useMemo(() => lineMessagesProblems(messages), [messages]);
  const errors = useMemo(
    () => ({ ...(judged ? problemsByField(problems) : {}), ...serverErrors }),
    [judged, problems, serverErrors],
  );
  const refuse = useFocusFirstInvalid(formRef);
  const edit = (next: Message[]) => {
    setMessages(next);
    setServerErrors({});
    flag.markDirty();
  };

  const save = async (status: TemplateStatus) => {
    setJudged(true);
    setServerErrors({});
    const input: TemplateInput = { name, group_id: group === '' ? null : Number(group), status, messages };
    const { saved, fields } = await saver.save(input, problems.length);
    setServerErrors(fields);
    if (!saved) {
      refuse();
      return;
    }
    flag.markClean();
    if (!template)
      setLeaveTo(
        `/vue3-dev/line/template/edit/${saved.id}${groupParam ? `?${TEMPLATE_GROUP_QUERY}=${groupParam}` : ''}`,
      );
  };

  const status = template?.status;
  return (
    <div className={styles.editor}>
      <form
        ref={formRef}
        className={styles.form}
        aria-label={template ? T.titles.TemplateEditPage : T.titles.TemplateNewPage}
        onSubmit={(event) => {
          event.preventDefault();
          void save('ready');
        }}
        noValidate
      >
        <TextField
          label={T.templateName}
          required
          maxLength={100}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            flag.markDirty();
          }}
          errorText={serverErrors.name}
        />
        <GroupSelect
          value={group}
          onChange={(value) => {
            setGroup(value);
            flag.markDirty();
          }}
          errorText={serverErrors.group_id}
        />
        {status && (
          <p className={styles.subtle}>
            {T.status}：<span className={styles.status}>{TEMPLATE_STATUS_LABELS[status]}</span>
          </p>
        )}
        <h2 className={styles.sectionHeading}>{T.messages}</h2>
        {errors.messages && (
          <p role="alert" className={styles.problemCount}>
            {errors.messages}
          </p>
        )}
        <ol className={styles.messageList}>
          {messages.map((message, index) => (
            <MessageFields
              // biome-ignore lint/suspicious/noArrayIndexKey: a message has no id; its place is its identity
              key={index}
              index={index}
              count={messages.length}
              message={message}
              errors={errors}
              onChange={(next) => edit(messages.map((item, i) => (i === index ? next : item)))}
              onRemove={() => edit(removeAt(messages, index))}
              onMove={(to) => edit(moveItem(messages, index, to))}
              flexEditor={flexEditor}
            />
          ))}
        </ol>
        <div>
          <Button
            variant="secondary"
            disabled={messages.length >= LINE_LIMITS.MESSAGES_PER_REQUEST_MAX}
            onClick={() => edit([...messages, newMessage('text')])}
          >
            {T.addMessage}
          </Button>
          {messages.length >= LINE_LIMITS.MESSAGES_PER_REQUEST_MAX && (
            <p className={styles.subtle}>{T.maxMessages}</p>
          )}
        </div>
        {judged && problems.length > 0 && (
          <p role="status" className={styles.problemCount}>
            {T.problems(problems.length)}
          </p>
        )}
        <p className={styles.subtle}>{T.draftNote}</p>
        <div className={styles.row}>
          <Button type="submit" variant="primary" busy={busy === 'ready'}>
            {T.saveReady}
          </Button>
          <Button variant="secondary" busy={busy === 'draft'} onClick={() => void save('draft')}>
            {T.saveDraft}
          </Button>
          <Link className={pageStyles.link} to={listOf(groupParam)}>
            {T.cancel}
          </Link>
        </div>
        <LeaveWarning when={dirty} />
      </form>
      <aside className={styles.preview} aria-label={T.livePreview}>
        <h2 className={styles.sectionHeading}>{T.livePreview}</h2>
        <LinePreview messages={namedMessages(messages, names) as unknown as LinePreviewMessage[]} />
        <p className={styles.subtle}>{T.previewNote}</p>
      </aside>
    </div>
  );
}

function Crumbs({ name, url }: { name: string; url: string }) {
  const [params] = useSearchParams();
  return (
    <Breadcrumb
      linkComponent={Link}
      items={[
        { name: T.titles.TemplateListPage, url: listOf(params.get(TEMPLATE_GROUP_QUERY)) },
        { name, url },
      ]}
    />
  );
}

/** /vue3-dev/line/template/new?group=: a new template, in the group the operator came from. */
export function TemplateNewPage() {
  return (
    <PageContent className={pageStyles.page}>
      <Crumbs name={T.titles.TemplateNewPage} url="/vue3-dev/line/template/new" />
      <PageHeader title={T.titles.TemplateNewPage} />
      <TemplateForm />
    </PageContent>
  );
}

/** /vue3-dev/line/template/edit/{id} (digits only). */
export function TemplateEditPage() {
  const id = Number(useParams().id);
  const template = useTemplate(id);
  return (
    <PageContent className={pageStyles.page}>
      <Crumbs
        name={template.data?.name ?? T.titles.TemplateEditPage}
        url={`/vue3-dev/line/template/edit/${id}`}
      />
      <PageHeader title={T.titles.TemplateEditPage} />
      <LoadError error={template.error} />
      {template.isLoading && <p className={styles.subtle}>{T.loading}</p>}
      {/* Keyed by the template: another one's edits never leak into this form. */}
      {template.data && <TemplateForm key={template.data.id} template={template.data} />}
    </PageContent>
  );
}
