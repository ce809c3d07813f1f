import {
  CHAT_FILTERS,
  CHAT_ROUTES,
  CHAT_TEXT_MAX_LENGTH,
  type ChatFilter,
  type ChatMessage,
  type ChatReply,
  type ChatThread,
} from '@console/contract/chat';
import { FRIENDS_ROUTES } from '@console/contract/friends';
import { lineLength } from '@console/contract/line';
import type { MediaListItem } from '@console/contract/media';
import {
  Button,
  ChatLog,
  PageContent,
  PageHeader,
  PHONE_MEDIA_QUERY,
  SegmentedControl,
  Select,
  Tabs,
  Textarea,
  TextField,
  useToast,
} from '@console/ui';
import { type CompositionEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { MediaPicker } from '../shared/MediaPicker';
import { Pager } from '../shared/Pager';
import * as pageStyles from '../shared/pages.css';
import { useReadyTemplates } from '../shared/templateLists';
import { useMe } from '../shared/useMe';
import { useMediaQuery } from '../shared/useMediaQuery';
import { useMounted } from '../shared/useMounted';
import { LoadError, useCanWrite, writeError } from '../shared/writes';
import * as styles from './chat.css';
import { useChatEvents } from './chatEvents';
import { chatApi, useHistory, useOperators, useRefreshThreads, useThread, useThreads } from './hooks';
import { drafts, initialOf, previewOf, relativeTime, toLogMessage } from './logic';
import { CHAT_TEXT as T } from './messages';
import { CHAT_THREAD_PAGE_SIZE, threadIdOf, threadQueryOf } from './reads';
import { refreshUnread } from './UnreadBadge';

const LIST_PATH = CHAT_ROUTES[0].path;
const threadPath = (id: number) => CHAT_ROUTES[1].path.replace(':id', String(id));
const friendPath = (id: number) =>
  (FRIENDS_ROUTES.find((route) => route.name === 'FriendDetailPage')?.path ?? '/line/friends/:id').replace(
    ':id',
    String(id),
  );
/** How long the search waits after the last keystroke before it asks. */
const SEARCH_DELAY_MS = 400;

/** /line/chat: the conversations (and, on a desktop, 「会話を選んでください」 beside them). */
export function ChatListPage() {
  return <ChatScreen id={null} />;
}

/** /line/chat/{id}: one conversation (beside the list on a desktop, alone on a phone). */
export function ChatPage() {
  const id = threadIdOf(useParams().id);
  return <ChatScreen id={id} />;
}

/**
 * One screen for both routes: a phone shows the list or the conversation, a desktop both. Drawn as
 * one tree or the other (not both hidden by CSS) so a phone never mounts a second ChatLog.
 */
function ChatScreen({ id }: { id: number | null }) {
  const phone = useMediaQuery(PHONE_MEDIA_QUERY);
  const [search] = useSearchParams();
  const listSearch = search.toString();
  const conversation =
    id === null ? (
      <p className={styles.placeholder}>{T.choose}</p>
    ) : (
      <Conversation
        key={id}
        id={id}
        backTo={phone ? `${LIST_PATH}${listSearch ? `?${listSearch}` : ''}` : null}
      />
    );
  return (
    <PageContent className={pageStyles.page}>
      {/* On a phone the conversation takes the whole screen, like LINE's own: the top bar already
          says チャット, so the heading stays for screen readers only. */}
      <PageHeader title={T.title} className={phone && id !== null ? styles.visuallyHidden : undefined} />
      {phone ? (
        id === null ? (
          <ThreadList current={null} />
        ) : (
          conversation
        )
      ) : (
        <div className={styles.layout}>
          <ThreadList current={id} />
          <div className={styles.pane}>{conversation}</div>
        </div>
      )}
    </PageContent>
  );
}

// The thread list ----------------------------------------------------------------------------------

/**
 * The name search: typed freely, asked for after a pause, never while the IME is composing (the
 * unconverted kana would search for nothing); Enter asks at once.
 */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const composing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Another address (a back navigation): its words in the box, unless the box already says them
  // (a space typed before the pause stays).
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const later = (next: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!composing.current) onSearch(next.trim());
    }, SEARCH_DELAY_MS);
  };
  return (
    <TextField
      type="search"
      label={T.search}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        later(event.target.value);
      }}
      onCompositionStart={() => {
        composing.current = true;
      }}
      onCompositionEnd={(event: CompositionEvent<HTMLInputElement>) => {
        composing.current = false;
        later(event.currentTarget.value);
      }}
      onEnter={() => {
        clearTimeout(timer.current);
        onSearch(text.trim());
      }}
    />
  );
}

function ThreadList({ current }: { current: number | null }) {
  const [search, setSearch] = useSearchParams();
  const query = threadQueryOf(search);
  const threads = useThreads(query);
  const refresh = useRefreshThreads();
  useChatEvents(() => void refresh());

  const change = (next: { filter?: ChatFilter; q?: string; page?: number }) => {
    setSearch(
      (previous) => {
        const params = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(next)) {
          if (value === undefined || value === '' || value === 'all' || value === 1) params.delete(key);
          else params.set(key, String(value));
        }
        // Another filter or search starts at its first page.
        if (next.page === undefined) params.delete('page');
        return params;
      },
      { replace: next.q !== undefined },
    );
  };

  const suffix = search.toString() ? `?${search.toString()}` : '';
  const rows = threads.data?.items ?? [];
  const list = (
    <div className={styles.pane} aria-busy={threads.isLoading || undefined}>
      <LoadError error={threads.error} />
      {threads.isLoading && <p className={styles.subtle}>{T.loading}</p>}
      {threads.data && rows.length === 0 && (
        <p className={styles.subtle}>{query.q ? T.emptySearch(query.q) : T.empty[query.filter]}</p>
      )}
      {rows.length > 0 && (
        <ul className={styles.threads} aria-label={T.threads}>
          {rows.map((thread) => (
            <li key={thread.id}>
              <ThreadLink
                thread={thread}
                href={`${threadPath(thread.id)}${suffix}`}
                current={thread.id === current}
              />
            </li>
          ))}
        </ul>
      )}
      {threads.data && (
        <Pager
          page={query.page}
          total={threads.data.total}
          perPage={CHAT_THREAD_PAGE_SIZE}
          onPage={(page) => change({ page })}
        />
      )}
    </div>
  );
  return (
    <section className={styles.pane} aria-label={T.threads}>
      <SearchBox value={query.q} onSearch={(q) => change({ q })} />
      {/* Not full width: on a 360 px phone the five names would break mid-word; the row scrolls. */}
      <Tabs
        aria-label={T.filterLabel}
        value={query.filter}
        onValueChange={(value) => change({ filter: value as ChatFilter })}
        items={CHAT_FILTERS.map((filter) => ({
          value: filter,
          label: T.filters[filter],
          content: filter === query.filter ? list : null,
        }))}
      />
    </section>
  );
}

/** One conversation in the list: its friend's name first (the link's name starts with it). */
function ThreadLink({ thread, href, current }: { thread: ChatThread; href: string; current: boolean }) {
  return (
    <Link
      to={href}
      className={styles.thread}
      aria-current={current ? 'page' : undefined}
      data-testid={`chat-thread-${thread.id}`}
    >
      {thread.picture_url ? (
        <img className={styles.avatar} src={thread.picture_url} alt="" loading="lazy" />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {initialOf(thread.friend_name)}
        </span>
      )}
      <span className={styles.name}>{thread.friend_name}</span>
      <time className={styles.time} dateTime={thread.last_message_at ?? thread.updated_at}>
        {relativeTime(thread.last_message_at ?? thread.updated_at)}
      </time>
      <span className={styles.preview}>{previewOf(thread)}</span>
      {thread.unread > 0 && (
        <span className={styles.count}>
          <span aria-hidden="true">{thread.unread}</span>
          <span className={styles.visuallyHidden}>{T.unread(thread.unread)}</span>
        </span>
      )}
      <span className={styles.tags}>
        {thread.friend_status === 'blocked' && <span className={styles.warning}>{T.blocked}</span>}
        {thread.status === 'done' && <span className={styles.tag}>{T.doneBadge}</span>}
        {thread.assignee_name && <span className={styles.tag}>{T.assignee(thread.assignee_name)}</span>}
      </span>
    </Link>
  );
}

// The conversation ---------------------------------------------------------------------------------

function Conversation({ id, backTo }: { id: number; backTo: string | null }) {
  const canWrite = useCanWrite('FRIEND_WRITE');
  const thread = useThread(id);
  const history = useHistory(id);
  const refreshThreads = useRefreshThreads();
  const toast = useToast();

  // A live event of this thread: its state, and its newest page when a message came or went.
  useChatEvents((event) => {
    if (event.thread_id !== id) return;
    void thread.mutate();
    if (event.type === 'message') void history.refreshNewest();
  });

  // Opening a thread with unread messages marks it read, once, for an operator who may (the count
  // is the account's; one who may only read leaves it for the others).
  const unread = thread.data?.unread ?? 0;
  const marked = useRef(false);
  const mounted = useMounted();
  useEffect(() => {
    if (!canWrite || unread === 0 || marked.current) return;
    marked.current = true;
    chatApi
      .read(id)
      .then((answer) => {
        // Messages that come while the thread is open are read again when they raise the count.
        marked.current = false;
        // Left before the answer: the next screen reads its own state (and a story's cache is gone).
        if (!mounted.current) return;
        void thread.mutate(answer, { revalidate: false });
        void refreshThreads();
        void refreshUnread();
      })
      .catch(() => {
        // Still unread: the next visit tries again, nothing else depends on it.
        marked.current = false;
      });
  }, [canWrite, unread, id, thread, refreshThreads, mounted]);

  const logMessages = useMemo(() => history.messages.map(toLogMessage), [history.messages]);
  const failed = history.messages.filter(
    (message) => message.direction === 'out' && message.status === 'failed',
  );
  const [retrying, setRetrying] = useState<number | null>(null);
  const retry = async (message: ChatMessage) => {
    setRetrying(message.id);
    try {
      history.put(await chatApi.retry(id, message.id));
      void refreshThreads();
    } catch (error) {
      toast.error(writeError(error).message);
    } finally {
      setRetrying(null);
    }
  };

  if (thread.error) {
    return (
      <div className={styles.pane}>
        {backTo && <BackLink to={backTo} />}
        {thread.error.status === 404 ? (
          <p className={styles.notice}>{T.notFound}</p>
        ) : (
          <LoadError error={thread.error} />
        )}
      </div>
    );
  }
  const data = thread.data;
  const name = data?.friend_name ?? '';
  return (
    <section
      className={styles.pane}
      aria-label={data ? T.talk(name) : T.loading}
      aria-busy={!data || undefined}
    >
      {!data && backTo && <BackLink to={backTo} />}
      {!data ? (
        <p className={styles.subtle}>{T.loading}</p>
      ) : (
        <>
          <ConversationHeader
            backTo={backTo}
            thread={data}
            canWrite={canWrite}
            onChange={(answer) => void thread.mutate(answer, { revalidate: false })}
          />
          {data.friend_status === 'blocked' && <p className={styles.notice}>{T.blockedNote}</p>}
          <LoadError error={history.error} />
          <LoadError error={history.olderError} />
          <div className={styles.log}>
            <ChatLog
              messages={logMessages}
              hasOlder={history.hasOlder}
              loadingOlder={history.loadingOlder}
              onLoadOlder={() => void history.loadOlder()}
              label={T.talk(name)}
            />
          </div>
          {failed.length > 0 && (
            <section aria-label={T.failedNote}>
              <ul className={styles.failedList} aria-label={T.failedNote}>
                {failed.map((message) => (
                  <li
                    key={message.id}
                    className={styles.failedItem}
                    data-testid={`chat-failed-${message.id}`}
                  >
                    <p className={styles.failedText}>
                      {message.kind === 'text' ? message.text : T.kinds[message.kind]}
                      <br />
                      <span className={styles.subtle}>{message.error}</span>
                    </p>
                    {canWrite && (
                      <Button
                        size="small"
                        variant="secondary"
                        disabled={retrying !== null}
                        onClick={() => void retry(message)}
                      >
                        {retrying === message.id ? T.retrying : T.retry}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {canWrite ? (
            <ReplyBox id={id} blocked={data.friend_status === 'blocked'} history={history} />
          ) : (
            <p className={styles.subtle}>{T.readOnly}</p>
          )}
        </>
      )}
    </section>
  );
}

function BackLink({ to }: { to: string }) {
  return (
    <Link to={to} className={styles.link}>
      {T.back}
    </Link>
  );
}

function ConversationHeader({
  backTo,
  thread,
  canWrite,
  onChange,
}: {
  /** The list's address on a phone (the link back sits beside the friend's name there). */
  backTo: string | null;
  thread: ChatThread;
  canWrite: boolean;
  onChange: (thread: ChatThread) => void;
}) {
  const operators = useOperators();
  const me = useMe().data;
  const refreshThreads = useRefreshThreads();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const write = async (call: () => Promise<ChatThread>, said: (answer: ChatThread) => string) => {
    setBusy(true);
    try {
      const answer = await call();
      onChange(answer);
      void refreshThreads();
      toast.success(said(answer));
    } catch (error) {
      toast.error(writeError(error).message);
    } finally {
      setBusy(false);
    }
  };
  const options = [
    { value: 'none', name: T.unassigned },
    ...(operators.data ?? []).map((operator) => ({
      value: String(operator.id),
      name: operator.id === me?.user_id ? `${operator.name}（あなた）` : operator.name,
    })),
  ];
  // The current assignee is a choice even before the operators are read (or if they left).
  if (thread.assignee_id !== null && !options.some((option) => option.value === String(thread.assignee_id))) {
    options.push({
      value: String(thread.assignee_id),
      name: thread.assignee_name ?? String(thread.assignee_id),
    });
  }
  const done = thread.status === 'done';
  return (
    <div className={styles.header}>
      {backTo && <BackLink to={backTo} />}
      <h2 className={styles.friendName}>
        <Link to={friendPath(thread.id)} className={styles.link}>
          {thread.friend_name}
        </Link>
        {thread.friend_status === 'blocked' && <span className={styles.warning}> {T.blocked}</span>}
      </h2>
      <Select
        className={styles.assignee}
        label={T.assigneeLabel}
        options={options}
        value={thread.assignee_id === null ? 'none' : String(thread.assignee_id)}
        loading={operators.isLoading}
        disabled={!canWrite || busy}
        onValueChange={(value) => {
          const operatorId = value === 'none' ? null : Number(value);
          if (operatorId === thread.assignee_id) return;
          void write(
            () => chatApi.assign(thread.id, operatorId),
            (answer) => T.assigned(answer.assignee_name),
          );
        }}
      />
      {canWrite && (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() =>
            void write(
              () => chatApi.status(thread.id, done ? 'open' : 'done'),
              () => (done ? T.reopened : T.markedDone),
            )
          }
        >
          {done ? T.reopen : T.markDone}
        </Button>
      )}
    </div>
  );
}

// The reply box ------------------------------------------------------------------------------------

type Mode = 'text' | 'template' | 'image';

/** The ids of messages shown before the server answered: negative, never a server's id. */
let pendingSeq = 0;

function pendingMessage(id: number, reply: ChatReply, imageUrl: string | null): ChatMessage {
  pendingSeq -= 1;
  return {
    id: pendingSeq,
    friend_id: id,
    direction: 'out',
    kind: reply.type,
    text: reply.type === 'text' ? reply.text : null,
    media_url: reply.type === 'image' ? imageUrl : null,
    template_id: reply.type === 'template' ? reply.template_id : null,
    sent_by: null,
    status: 'queued',
    error: null,
    created_at: new Date().toISOString(),
  };
}

function ReplyBox({
  id,
  blocked,
  history,
}: {
  id: number;
  blocked: boolean;
  history: Pick<ReturnType<typeof useHistory>, 'put' | 'drop'>;
}) {
  const phone = useMediaQuery(PHONE_MEDIA_QUERY);
  const [mode, setMode] = useState<Mode>('text');
  // The draft outlives a re-render, a thread switch and a reload (drafts: memory and sessionStorage).
  const [text, setTextState] = useState(() => drafts.get(id));
  const setText = useCallback(
    (next: string) => {
      setTextState(next);
      drafts.set(id, next);
    },
    [id],
  );
  const [templateId, setTemplateId] = useState('');
  const [image, setImage] = useState<MediaListItem | null>(null);
  const [picking, setPicking] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const templates = useReadyTemplates();
  const refreshThreads = useRefreshThreads();
  const toast = useToast();
  const length = lineLength(text);

  /** What the chosen mode sends, or the reason it cannot yet (the contract's words). */
  const replyOf = (): ChatReply | string => {
    if (mode === 'text') {
      return text.trim() === '' || length > CHAT_TEXT_MAX_LENGTH ? T.server.text : { type: 'text', text };
    }
    if (mode === 'template')
      return templateId ? { type: 'template', template_id: Number(templateId) } : T.templateRequired;
    return image ? { type: 'image', media_id: image.id } : T.imageRequired;
  };

  const send = async () => {
    if (sending) return;
    const reply = replyOf();
    if (typeof reply === 'string') {
      setError(reply);
      return;
    }
    setError(undefined);
    setSending(true);
    const pending = pendingMessage(id, reply, image?.preview_url ?? null);
    history.put(pending);
    try {
      const answer = await chatApi.reply(id, reply);
      history.put(answer, pending.id);
      // Clear only what was sent: words typed while it went stay in the box.
      if (reply.type === 'text' && drafts.get(id) === reply.text) setText('');
      if (reply.type === 'image') setImage(null);
      if (answer.status !== 'failed') toast.success(T.sent);
      void refreshThreads();
      void refreshUnread();
    } catch (failure) {
      history.drop(pending.id);
      const { message, fields } = writeError(failure);
      setError(fields.text ?? fields.template_id ?? fields.media_id ?? message);
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={styles.reply} aria-label={T.reply}>
      <SegmentedControl
        aria-label={T.mode}
        size="small"
        value={mode}
        onValueChange={(value) => {
          setMode(value as Mode);
          setError(undefined);
        }}
        options={(['text', 'template', 'image'] as const).map((value) => ({ value, label: T.modes[value] }))}
      />
      {mode === 'text' && (
        <Textarea
          label={T.message}
          rows={phone ? 2 : 3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onEnter={() => void send()}
          // A phone's keyboard has no Ctrl+Enter: only the count there.
          helpText={phone ? T.count(length) : `${T.count(length)}　${T.shortcut}`}
          errorText={error}
        />
      )}
      {mode === 'template' && (
        <Select
          label={T.template}
          options={(templates.data ?? []).map((template) => ({
            value: String(template.id),
            name: template.name,
          }))}
          value={templateId}
          loading={templates.isLoading}
          onValueChange={setTemplateId}
          helpText={templates.data?.length === 0 ? T.templatesEmpty : undefined}
          errorText={error}
        />
      )}
      {mode === 'image' && (
        <div className={styles.pane}>
          <div className={styles.chosenImage}>
            {image ? (
              <>
                <img className={styles.thumb} src={image.preview_url} alt="" />
                <span>{image.name}</span>
              </>
            ) : (
              <span className={styles.subtle}>{T.noImage}</span>
            )}
            <Button size="small" variant="secondary" onClick={() => setPicking(true)}>
              {image ? T.changeImage : T.chooseImage}
            </Button>
          </div>
          {error && (
            <p role="alert" className={styles.notice}>
              {error}
            </p>
          )}
          {picking && (
            <MediaPicker
              open
              current={image?.id ?? null}
              onClose={() => setPicking(false)}
              onChoose={(chosen) => {
                setImage(chosen);
                setPicking(false);
                setError(undefined);
              }}
            />
          )}
        </div>
      )}
      <div className={styles.sendRow}>
        <Button variant="primary" disabled={sending || blocked} onClick={() => void send()}>
          {T.send}
        </Button>
      </div>
    </section>
  );
}
