import { lineMessageProblems } from '@console/contract/line';
import {
  FLEX_REDIRECT_QUERY,
  safeRedirect,
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
  Tabs,
  TextField,
} from '@console/ui';
import {
  type KeyboardEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { type History, record, redo, startHistory, undo } from '../../shared/history';
import { LeaveWarning } from '../../shared/LeaveWarning';
import { useVariableNames } from '../../shared/MessageText';
import * as pageStyles from '../../shared/pages.css';
import { createDirtyFlag } from '../../shared/sharedData';
import { useFocusFirstInvalid } from '../../shared/useFocusFirstInvalid';
import { useMediaQuery } from '../../shared/useMediaQuery';
import { LoadError } from '../../shared/writes';
import { namedValue, type Path } from '../edits';
import { GroupSelect } from '../GroupSelect';
import { useTemplate } from '../hooks';
import { TEMPLATES_TEXT } from '../messages';
import { LIST } from '../paths';
import { useSaveTemplate } from '../save';
import { FlexJson } from './FlexJson';
import { FlexProperties } from './FlexProperties';
import { FlexTree, type TreeCommand } from './FlexTree';
import * as styles from './flex.css';
import { FLEX_TEXT as T } from './messages';
import {
  addBlock,
  addBubble,
  allPaths,
  duplicateNode,
  type FlexContainer,
  flexMessageOf,
  indentNode,
  insertChild,
  moveNode,
  type Node,
  nodeAt,
  outdentNode,
  removeNode,
  reorder,
  setProp,
  toggleCarousel,
} from './model';
import { pathKey, problemOwners } from './names';

const titles = TEMPLATES_TEXT.titles;

/** The node holding the one at `path` (a box's child sits under its `contents`). */
function parentNode(path: Path): Path {
  const up = path.slice(0, -1);
  return up[up.length - 1] === 'contents' ? up.slice(0, -1) : up;
}
const EDIT = '/line/template/edit_v3';

/**
 * A field of the Flex message (`contents.body.contents.0.text`, `altText`) as the editor keys it:
 * under the container (`body.contents.0.text`; '' the container itself), `@altText` beside it.
 */
function editorKey(field: string): string {
  if (field === 'contents') return '';
  return field.startsWith('contents.') ? field.slice('contents.'.length) : `@${field}`;
}

/** The problems of LINE's check, by editorKey. */
function problemsOf(altText: string, contents: FlexContainer) {
  const byKey: Record<string, string> = {};
  for (const { field, message } of lineMessageProblems({ type: 'flex', altText, contents }))
    byKey[editorKey(field)] ??= message;
  return byKey;
}

/** Server errors of the Flex message (`messages.2.contents.body…`), by editorKey. */
function serverKeys(fields: Record<string, string>, index: number) {
  const prefix = `messages.${index}.`;
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([field]) => field.startsWith(prefix))
      .map(([field, message]) => [editorKey(field.slice(prefix.length)), message]),
  );
}

/**
 * The Flex Message editor (issue 29, edit_v3): the container as a tree, the selected node's
 * properties, LINE's look beside them and the JSON; undo and redo (Ctrl+Z, Ctrl+Shift+Z); the
 * template's other messages kept as they are. On a narrow screen the four panels are tabs.
 */
function FlexForm({ template }: { template?: Template }) {
  const [params] = useSearchParams();
  const redirectTo = params.get(FLEX_REDIRECT_QUERY);
  const back = safeRedirect(redirectTo, LIST);
  const navigate = useNavigate();
  const { names } = useVariableNames();
  const [start] = useState(() => flexMessageOf(template?.messages));
  const flexAt = start.index;
  const original = start.messages[flexAt] as Node;
  const [flag] = useState(createDirtyFlag);
  const dirty = useSyncExternalStore(flag.subscribe, flag.isDirty, flag.isDirty);
  const [name, setName] = useState(template?.name ?? '');
  const [group, setGroup] = useState(template?.group_id == null ? '' : String(template.group_id));
  const [altText, setAltText] = useState(typeof original.altText === 'string' ? original.altText : '');
  const [history, setHistory] = useState<History<FlexContainer>>(() =>
    startHistory(original.contents as FlexContainer),
  );
  const latest = useRef(history);
  latest.current = history;
  const contents = history.present;
  const [selected, setSelected] = useState<Path>([]);
  const [judged, setJudged] = useState(template !== undefined);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const [panel, setPanel] = useState('tree');
  const asTabs = useMediaQuery(styles.PANELS_AS_TABS_QUERY);
  const formRef = useRef<HTMLFormElement>(null);
  const refuse = useFocusFirstInvalid(formRef);
  const saver = useSaveTemplate(template);
  useEffect(() => {
    if (leaveTo !== null && !dirty) navigate(leaveTo, { replace: true });
  }, [leaveTo, dirty, navigate]);

  const problems = useMemo(() => problemsOf(altText, contents), [altText, contents]);
  const problemCount = Object.keys(problems).length;
  const errors = useMemo(
    () => ({ ...(judged ? problems : {}), ...serverErrors }),
    [judged, problems, serverErrors],
  );
  // The tree's marks as one string, so the set (read by every row) changes only when they do.
  const ownerList = useMemo(
    () =>
      [
        ...problemOwners(
          Object.keys(errors).filter((key) => !key.startsWith('@')),
          allPaths(contents).map(pathKey),
        ),
      ].join('\n'),
    [errors, contents],
  );
  const owners = useMemo(() => new Set(ownerList === '' ? [] : ownerList.split('\n')), [ownerList]);

  const change = useCallback(
    (next: FlexContainer, group: string | null) => {
      setHistory(record(latest.current, next, group, Date.now()));
      setServerErrors({});
      flag.markDirty();
    },
    [flag],
  );

  const run = useCallback(
    (command: TreeCommand) => {
      const doc = latest.current.present;
      const go = (result: { doc: FlexContainer; path: Path } | null) => {
        if (!result) return;
        change(result.doc, null);
        setSelected(result.path);
      };
      switch (command.kind) {
        case 'select':
          setSelected(command.path);
          if (asTabs) setPanel('properties');
          return;
        case 'insert':
          return go(insertChild(doc, command.path, command.component));
        case 'addBlock':
          return go(addBlock(doc, command.path, command.block, command.video));
        case 'addBubble':
          return go(addBubble(doc));
        case 'move': {
          const list = command.path.slice(0, -1);
          return go({ doc: moveNode(doc, command.path, command.to), path: [...list, command.to] });
        }
        case 'reorder':
          change(reorder(doc, command.list, command.order), null);
          setSelected(command.list.slice(0, -1));
          return;
        case 'indent':
          return go(indentNode(doc, command.path));
        case 'outdent':
          return go(outdentNode(doc, command.path));
        case 'duplicate':
          return go(duplicateNode(doc, command.path));
        case 'remove':
          return go({ doc: removeNode(doc, command.path), path: parentNode(command.path) });
        case 'toggleCarousel':
          return go({ doc: toggleCarousel(doc), path: [] });
      }
    },
    [change, asTabs],
  );

  const onProp = useCallback(
    (path: Path, key: Path, value: unknown) =>
      change(setProp(latest.current.present, path, key, value), `${pathKey(path)}@${key.join('.')}`),
    [change],
  );
  const step = (move: typeof undo) => {
    setHistory(move(latest.current));
    flag.markDirty();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.nativeEvent.isComposing) return;
    // The name, the alternative text and the JSON draft are not in the editor's history: theirs is the browser's.
    if ((event.target as HTMLElement).closest('[data-own-undo]')) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) {
      event.preventDefault();
      step(undo);
    } else if ((key === 'z' && event.shiftKey) || key === 'y') {
      event.preventDefault();
      step(redo);
    }
  };

  const save = async (status: TemplateStatus) => {
    setJudged(true);
    setServerErrors({});
    const messages = start.messages.map((message, index) =>
      index === flexAt ? { ...message, type: 'flex', altText, contents } : message,
    );
    const input: TemplateInput = { name, group_id: group === '' ? null : Number(group), status, messages };
    const { saved, fields } = await saver.save(input, problemCount);
    setServerErrors({ ...serverKeys(fields, flexAt), ...(fields.name ? { '@name': fields.name } : {}) });
    if (!saved) {
      refuse();
      return;
    }
    flag.markClean();
    if (redirectTo) setLeaveTo(back);
    else if (!template) setLeaveTo(`${EDIT}/${saved.id}`);
  };

  // The preview names insertions; the cache keeps untouched bubbles the same objects (redrawn only when edited).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new cache when the names change
  const cache = useMemo(() => new WeakMap<object, unknown>(), [names]);
  const preview = useMemo(
    () => [{ type: 'flex', altText, contents: namedValue(contents, names, cache) }] as LinePreviewMessage[],
    [altText, contents, names, cache],
  );
  const node = nodeAt(contents, selected) ?? (contents as unknown as Node);
  const nodePath = nodeAt(contents, selected) ? selected : [];
  const tree = (
    <div data-flex-history>
      <FlexTree
        contents={contents as unknown as Node}
        selected={pathKey(nodePath)}
        problems={owners}
        run={run}
      />
    </div>
  );
  const properties = (
    <div data-flex-history>
      <FlexProperties node={node} path={nodePath} errors={errors} onChange={onProp} />
    </div>
  );
  const previewPanel = (
    <>
      <LinePreview messages={preview} />
      <p className={styles.subtle}>{T.previewNote}</p>
    </>
  );
  const json = (
    <div data-own-undo>
      <FlexJson
        contents={contents}
        onImport={(next, importedAlt) => {
          change(next, null);
          setSelected([]);
          if (importedAlt !== undefined) setAltText(importedAlt);
        }}
      />
    </div>
  );

  return (
    <form
      ref={formRef}
      className={pageStyles.page}
      aria-label={template ? titles.FlexEditorPage : titles.FlexEditorNewPage}
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        void save('ready');
      }}
      noValidate
    >
      <div className={styles.head} data-own-undo>
        <TextField
          label={T.name}
          required
          maxLength={100}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            flag.markDirty();
          }}
          errorText={serverErrors['@name']}
        />
        <GroupSelect
          value={group}
          onChange={(value) => {
            setGroup(value);
            flag.markDirty();
          }}
        />
        <TextField
          label={T.altText}
          helpText={T.altTextHint}
          required
          value={altText}
          onChange={(event) => {
            setAltText(event.target.value);
            flag.markDirty();
          }}
          errorText={errors['@altText']}
        />
      </div>
      {template && (
        <p className={styles.subtle}>
          {TEMPLATES_TEXT.status}：{TEMPLATE_STATUS_LABELS[template.status]}
        </p>
      )}
      {start.added && template && <p className={styles.subtle}>{T.addedFlex}</p>}
      {start.messages.length > 1 && (
        <p className={styles.subtle}>{T.otherMessages(start.messages.length - 1)}</p>
      )}
      <div className={styles.toolbar} role="toolbar" aria-label={T.editorTools}>
        <Button
          size="small"
          variant="secondary"
          disabled={history.past.length === 0}
          onClick={() => step(undo)}
        >
          {T.undo}
        </Button>
        <Button
          size="small"
          variant="secondary"
          disabled={history.future.length === 0}
          onClick={() => step(redo)}
        >
          {T.redo}
        </Button>
        {judged && problemCount > 0 && (
          <p role="status" className={styles.problemCount}>
            {T.problems(problemCount)}
          </p>
        )}
      </div>
      {asTabs ? (
        <Tabs
          fullWidth
          aria-label={T.panels}
          value={panel}
          onValueChange={setPanel}
          items={[
            { value: 'tree', label: T.tree, content: tree, invalid: judged && owners.size > 0 },
            { value: 'properties', label: T.properties, content: properties },
            { value: 'preview', label: T.preview, content: previewPanel },
            { value: 'json', label: T.json, content: json },
          ]}
        />
      ) : (
        <div className={styles.columns}>
          <div className={styles.pane}>
            <Tabs
              aria-label={T.panels}
              items={[
                { value: 'tree', label: T.tree, content: tree, invalid: judged && owners.size > 0 },
                { value: 'json', label: T.json, content: json },
              ]}
            />
          </div>
          <div className={styles.pane}>{properties}</div>
          <aside className={styles.stickyPane} aria-label={T.preview}>
            <h2 className={styles.panelHeading}>{T.preview}</h2>
            {previewPanel}
          </aside>
        </div>
      )}
      <p className={styles.subtle}>{T.draftNote}</p>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" busy={saver.busy === 'ready'}>
          {T.saveReady}
        </Button>
        <Button variant="secondary" busy={saver.busy === 'draft'} onClick={() => void save('draft')}>
          {T.saveDraft}
        </Button>
        <Link className={pageStyles.link} to={back}>
          {T.cancel}
        </Link>
      </div>
      <LeaveWarning when={dirty} />
    </form>
  );
}

function Crumbs({ name, url }: { name: string; url: string }) {
  return (
    <Breadcrumb
      linkComponent={Link}
      items={[
        { name: titles.TemplateListPage, url: LIST },
        { name, url },
      ]}
    />
  );
}

/** /line/template/edit_v3/new (USER_CAN_USE_LFLEX; optional redirectTo). */
export function FlexEditorNewPage() {
  return (
    <PageContent className={pageStyles.page}>
      <Crumbs name={titles.FlexEditorNewPage} url={`${EDIT}/new`} />
      <PageHeader title={titles.FlexEditorNewPage} />
      <FlexForm />
    </PageContent>
  );
}

/** /line/template/edit_v3/{id} (USER_CAN_USE_LFLEX; optional redirectTo). */
export function FlexEditorPage() {
  const raw = useParams().id ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : null;
  const template = useTemplate(id);
  return (
    <PageContent className={pageStyles.page}>
      <Crumbs name={template.data?.name ?? titles.FlexEditorPage} url={`${EDIT}/${raw}`} />
      <PageHeader title={titles.FlexEditorPage} />
      {id === null ? <p role="alert">{T.notFound}</p> : <LoadError error={template.error} />}
      {template.isLoading && <p className={styles.subtle}>{T.loading}</p>}
      {/* Keyed by the template: another one's edits never leak into this form. */}
      {template.data && <FlexForm key={template.data.id} template={template.data} />}
    </PageContent>
  );
}
