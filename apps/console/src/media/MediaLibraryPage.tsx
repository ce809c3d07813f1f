import {
  MEDIA_NAME_MAX_LENGTH,
  MEDIA_PAGE_SIZE,
  MEDIA_QUERY_MAX_LENGTH,
  type MediaListItem,
  mediaRenameSchema,
} from '@console/contract/media';
import {
  Button,
  ConfirmDialog,
  FileDropZone,
  Modal,
  PageContent,
  PageHeader,
  Skeleton,
  TextField,
  useToast,
} from '@console/ui';
import { type FormEvent, useEffect, useReducer, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Pager } from '../shared/Pager';
import * as pageStyles from '../shared/pages.css';
import { checkInput, LoadError, useCanWrite, writeError } from '../shared/writes';
import { mediaApi, useMedia, useMediaList } from './hooks';
import * as styles from './media.css';
import { bytesText, pixelsText, MEDIA_TEXT as T } from './messages';
import { mediaQueryOf } from './reads';
import { nextUpload, uploadsReducer } from './uploads';

/** Placeholder cards while the first page loads: two rows of a laptop's grid. */
const SKELETON_CARDS = 8;

/** LINE needs absolute URLs: the copied address carries this console's origin. */
const absolute = (url: string) => new URL(url, window.location.origin).toString();

let uploadCounter = 0;

/** The drop zone and the queue: one file at a time, each with its progress and its own error. */
function Uploader({ onUploaded }: { onUploaded: () => Promise<unknown> }) {
  const canWrite = useCanWrite('MEDIA_WRITE');
  const [items, dispatch] = useReducer(uploadsReducer, []);
  const files = useRef(new Map<string, File>());
  const next = nextUpload(items);
  useEffect(() => {
    if (!next) return;
    const file = files.current.get(next.key);
    if (!file) return;
    dispatch({ type: 'start', key: next.key });
    mediaApi
      .upload(file, ({ loaded, total }) => dispatch({ type: 'progress', key: next.key, loaded, total }))
      .then(async () => {
        dispatch({ type: 'done', key: next.key });
        await onUploaded();
      })
      .catch((failure: unknown) =>
        dispatch({ type: 'failed', key: next.key, error: writeError(failure).message }),
      )
      .finally(() => files.current.delete(next.key));
  }, [next, onUploaded]);
  const add = (chosen: File[]) => {
    const added = chosen.map((file) => {
      uploadCounter += 1;
      const key = `upload-${uploadCounter}`;
      files.current.set(key, file);
      return { key, name: file.name, size: file.size };
    });
    dispatch({ type: 'add', files: added, tooLarge: T.tooLarge });
  };
  const stateText = (item: (typeof items)[number]) =>
    item.state === 'waiting'
      ? T.waiting
      : item.state === 'uploading'
        ? T.uploading(item.percent)
        : item.state === 'processing'
          ? T.processing
          : item.state === 'done'
            ? T.done
            : T.failed;
  return (
    <>
      <FileDropZone
        label={T.dropLabel}
        accept="image/jpeg,image/png"
        multiple
        disabled={!canWrite}
        helpText={canWrite ? T.dropHelp : T.noWrite}
        onFiles={add}
      />
      {items.length > 0 && (
        <section aria-label={T.uploads}>
          <ul className={styles.uploads}>
            {items.map((item) => (
              <li key={item.key} className={styles.upload} data-state={item.state}>
                <span className={styles.uploadName}>{item.name}</span>
                <span className={styles.row}>
                  <span className={styles.uploadState} aria-live="polite">
                    {stateText(item)}
                  </span>
                  {(item.state === 'done' || item.state === 'failed') && (
                    <Button
                      size="small"
                      variant="secondary"
                      aria-label={`${item.name} を${T.dismiss}`}
                      onClick={() => dispatch({ type: 'dismiss', key: item.key })}
                    >
                      {T.dismiss}
                    </Button>
                  )}
                </span>
                {(item.state === 'uploading' || item.state === 'processing') && (
                  <progress
                    className={styles.progress}
                    max={100}
                    value={item.percent}
                    aria-label={item.name}
                  />
                )}
                {item.error && (
                  <p role="alert" className={styles.uploadError}>
                    {item.error}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** One image's details: its variants with their sizes and URLs, rename and delete. */
function Details({
  id,
  onClose,
  onChanged,
}: {
  id: number | null;
  onClose: () => void;
  onChanged: () => Promise<unknown>;
}) {
  const toast = useToast();
  const canWrite = useCanWrite('MEDIA_WRITE');
  const media = useMedia(id);
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState(false);
  const item = media.data;
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(absolute(url));
      toast.success(T.copied);
    } catch {
      toast.error(T.copyFailed);
    }
  };
  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (!item) return;
    try {
      checkInput(mediaRenameSchema, { name });
      await mediaApi.rename(item.id, name);
      toast.success(T.saved);
      setRenaming(false);
      await Promise.all([media.mutate(), onChanged()]);
    } catch (failure) {
      const { message, fields } = writeError(failure);
      setNameError(fields.name ?? message);
    }
  };
  const remove = async () => {
    if (!item) return;
    setDeleting(false);
    try {
      await mediaApi.remove(item.id);
      toast.success(T.deleted);
      onClose();
      await onChanged();
    } catch (failure) {
      // A 409 names what uses the image (a rich menu …): the operator must see which.
      toast.error(writeError(failure).message);
    }
  };
  return (
    <>
      <Modal
        open={id !== null && !renaming && !deleting}
        onClose={onClose}
        title={item ? T.detailsOf(item.name) : T.details}
        footer={
          canWrite && item ? (
            <div className={styles.row}>
              <Button variant="danger" onClick={() => setDeleting(true)}>
                {T.delete}
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  setName(item.name);
                  setNameError(undefined);
                  setRenaming(true);
                }}
              >
                {T.rename}
              </Button>
            </div>
          ) : undefined
        }
      >
        <LoadError error={media.error} />
        {!item ? (
          <Skeleton shape="rect" height={240} />
        ) : (
          <>
            <img
              className={styles.detailsImage}
              src={item.preview_url}
              width={item.preview_width}
              height={item.preview_height}
              alt={item.name}
            />
            <h3 className={pageStyles.text}>{T.variants}</h3>
            <ul className={styles.variants} aria-label={T.variants}>
              {item.variants.map((variant) => {
                const label = T.variantLabels[variant.variant];
                return (
                  <li key={variant.variant} className={styles.variantRow}>
                    <span className={styles.variantText}>
                      <a className={pageStyles.link} href={variant.url} target="_blank" rel="noreferrer">
                        {label}
                      </a>
                      <span className={styles.subtle}>
                        {pixelsText(variant.width, variant.height)}・{bytesText(variant.bytes)}
                      </span>
                    </span>
                    <Button
                      size="small"
                      variant="secondary"
                      aria-label={T.copyUrlOf(label)}
                      onClick={() => void copy(variant.url)}
                    >
                      {T.copyUrl}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </Modal>
      <Modal open={renaming} onClose={() => setRenaming(false)} title={T.renameTitle}>
        <form onSubmit={(event) => void rename(event)} className={pageStyles.page} aria-label={T.renameTitle}>
          <TextField
            label={T.name}
            required
            maxLength={MEDIA_NAME_MAX_LENGTH}
            value={name}
            errorText={nameError}
            onChange={(event) => setName(event.target.value)}
          />
          <div className={styles.row}>
            <Button variant="secondary" onClick={() => setRenaming(false)}>
              {T.cancel}
            </Button>
            <Button type="submit" variant="primary">
              {T.save}
            </Button>
          </div>
        </form>
      </Modal>
      <ConfirmDialog
        open={deleting}
        title={item ? T.deleteConfirm(item.name) : ''}
        message={T.irreversible}
        confirmLabel={T.delete}
        variant="danger"
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(false)}
      />
    </>
  );
}

function Card({ item, onOpen }: { item: MediaListItem; onOpen: () => void }) {
  return (
    <li className={styles.card}>
      <div className={styles.thumbFrame}>
        <img
          className={styles.thumb}
          src={item.preview_url}
          width={item.preview_width}
          height={item.preview_height}
          alt=""
          loading="lazy"
          decoding="async"
        />
      </div>
      <p className={styles.cardName}>{item.name}</p>
      <span className={styles.cardMeta}>{pixelsText(item.width, item.height)}</span>
      <Button size="small" variant="secondary" aria-label={T.detailsOf(item.name)} onClick={onOpen}>
        {T.details}
      </Button>
    </li>
  );
}

/** /vue3-dev/line/visual: the account's images, newest first, on a gray background (spec §2). */
export function MediaLibraryPage() {
  const [params, setParams] = useSearchParams();
  const { q, page } = mediaQueryOf(params);
  const list = useMediaList(q, page);
  const [words, setWords] = useState(q ?? '');
  const [open, setOpen] = useState<number | null>(null);
  const { mutate } = list;
  const [refresh] = useState(() => () => mutate());
  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams(params);
    next.delete('page');
    if (words.trim()) next.set('q', words.trim());
    else next.delete('q');
    setParams(next);
  };
  const items = list.data?.items ?? [];
  return (
    <PageContent className={[pageStyles.page, styles.page].join(' ')}>
      <PageHeader title={T.title} />
      <Uploader onUploaded={refresh} />
      <form className={styles.toolbar} onSubmit={search} aria-label={T.search}>
        <TextField
          className={styles.grow}
          label={T.search}
          placeholder={T.searchPlaceholder}
          maxLength={MEDIA_QUERY_MAX_LENGTH}
          value={words}
          onChange={(event) => setWords(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {T.searchButton}
        </Button>
      </form>
      <LoadError error={list.error} />
      {list.isLoading ? (
        <ul className={styles.grid} aria-label={T.listLabel} aria-busy="true">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
            <li key={index} className={styles.card}>
              <Skeleton shape="rect" className={styles.thumbFrame} announce={index === 0} />
              <Skeleton shape="text" fontSize="small" />
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        <p className={styles.subtle}>{q ? T.emptyFiltered : T.empty}</p>
      ) : (
        <ul className={styles.grid} aria-label={T.listLabel}>
          {items.map((item) => (
            <Card key={item.id} item={item} onOpen={() => setOpen(item.id)} />
          ))}
        </ul>
      )}
      {list.data && (
        <Pager
          page={page}
          total={list.data.total}
          perPage={MEDIA_PAGE_SIZE}
          onPage={(next) => {
            const nextParams = new URLSearchParams(params);
            if (next > 1) nextParams.set('page', String(next));
            else nextParams.delete('page');
            setParams(nextParams);
          }}
        />
      )}
      <Details id={open} onClose={() => setOpen(null)} onChanged={refresh} />
    </PageContent>
  );
}
