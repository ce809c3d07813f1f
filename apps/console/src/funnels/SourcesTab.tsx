import { fillPath } from '@console/contract';
import { FRIENDS_ROUTES } from '@console/contract/friends';
import {
  ENTRY_SOURCE_NAME_MAX_LENGTH,
  type EntrySource,
  type EntrySourceQrFormat,
  entrySourceInputSchema,
  FUNNELS_PATHS,
} from '@console/contract/funnels';
import { Button, Modal, Skeleton, TextField, useToast } from '@console/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useCopyText } from '../shared/clipboard';
import { DeleteButton } from '../shared/DeleteButton';
import { NameForm } from '../shared/NameForm';
import { checkInput, LoadError, writeError } from '../shared/writes';
import * as styles from './funnels.css';
import { funnelsApi, useBasicId, useEntrySources } from './hooks';
import { FUNNELS_TEXT as T } from './messages';
import { ENTRY_SOURCE_LIST_KEY } from './reads';

const channelPath = FRIENDS_ROUTES.find((route) => route.name === 'LineChannelPage')?.path ?? '/';

/** An entry source's QR code: the server draws it (PNG for print, SVG that scales). */
export const qrUrl = (id: number, format: EntrySourceQrFormat) =>
  fillPath(FUNNELS_PATHS.entrySourceQr, { id }, { format });

/** Placeholders while the list loads: about two sources' height. */
const SKELETON_SOURCES = 2;

/**
 * The entry-sources tab: each source's URL to copy, its QR code to preview and download, its
 * visits and follows; making, renaming and deleting them with FUNNEL_WRITE.
 */
export function SourcesTab({ canWrite }: { canWrite: boolean }) {
  const sources = useEntrySources();
  const basicId = useBasicId();
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [renaming, setRenaming] = useState<EntrySource | null>(null);
  const noBasicId = basicId.data === null;

  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      checkInput(entrySourceInputSchema, { name });
      await funnelsApi.createSource({ name });
      await mutate(ENTRY_SOURCE_LIST_KEY);
      setName('');
      setError(undefined);
      toast.success(T.sourceCreated);
    } catch (failure) {
      const problem = writeError(failure);
      setError(problem.fields.name ?? problem.message);
    }
  };

  return (
    <div className={styles.section}>
      <p className={styles.subtle}>{T.sourcesNote}</p>
      {noBasicId && (
        <p role="alert" className={styles.notice}>
          {T.noBasicId}{' '}
          <Link className={styles.noticeLink} to={channelPath}>
            {T.channelSettings}
          </Link>
        </p>
      )}
      {canWrite && (
        <NameForm
          action={T.newSource}
          label={T.sourceName}
          value={name}
          onValueChange={setName}
          error={error}
          maxLength={ENTRY_SOURCE_NAME_MAX_LENGTH}
          onSubmit={create}
        />
      )}
      <LoadError error={sources.error} />
      {sources.isLoading ? (
        <div className={styles.sources} aria-busy="true">
          {Array.from({ length: SKELETON_SOURCES }, (_, index) => (
            <Skeleton
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders.
              key={index}
              shape="rect"
              height="10rem"
              announce={index === 0}
            />
          ))}
        </div>
      ) : (
        sources.data &&
        (sources.data.length === 0 ? (
          <p className={styles.subtle}>{T.sourcesEmpty}</p>
        ) : (
          <ul className={styles.sources} aria-label={T.sources}>
            {sources.data.map((source) => (
              <SourceItem
                key={source.id}
                source={source}
                canWrite={canWrite}
                onRename={() => setRenaming(source)}
              />
            ))}
          </ul>
        ))
      )}
      {renaming && <RenameModal source={renaming} onClose={() => setRenaming(null)} />}
    </div>
  );
}

/** One entry source: name, URL and its copy, counts, QR preview and downloads, rename and delete. */
function SourceItem({
  source,
  canWrite,
  onRename,
}: {
  source: EntrySource;
  canWrite: boolean;
  onRename: () => void;
}) {
  const copy = useCopyText();
  const { mutate } = useSWRConfig();
  return (
    <li className={styles.source} aria-label={source.name}>
      <div className={styles.sourceFacts}>
        <h2 className={styles.sourceName}>{source.name}</h2>
        <p className={styles.url}>{source.url}</p>
        <div className={styles.buttons}>
          <Button
            size="small"
            variant="secondary"
            aria-label={T.copyOf(source.name)}
            onClick={() => void copy(source.url, { copied: T.copied, failed: T.copyFailed })}
          >
            {T.copy}
          </Button>
        </div>
        <dl className={styles.counts}>
          <div>
            <dt className={styles.subtle}>{T.visits}</dt>
            <dd className={styles.number}>{T.count(source.visits)}</dd>
          </div>
          <div>
            <dt className={styles.subtle}>{T.follows}</dt>
            <dd className={styles.number}>{T.count(source.follows)}</dd>
          </div>
        </dl>
        {canWrite && (
          <div className={styles.buttons}>
            <Button size="small" variant="secondary" aria-label={T.renameOf(source.name)} onClick={onRename}>
              {T.rename}
            </Button>
            <DeleteButton
              text={{
                button: T.delete,
                title: T.sourceDeleteOf(source.name),
                message: T.sourceDeleteMessage,
                confirm: T.delete,
                cancel: T.cancel,
                deleted: T.deleted,
              }}
              remove={() => funnelsApi.removeSource(source.id)}
              onDeleted={() => void mutate(ENTRY_SOURCE_LIST_KEY)}
            />
          </div>
        )}
      </div>
      <div className={styles.qr}>
        <img
          className={styles.qrImage}
          src={qrUrl(source.id, 'svg')}
          alt={T.qrOf(source.name)}
          loading="lazy"
        />
        <div className={styles.buttons}>
          <a
            className={styles.link}
            href={qrUrl(source.id, 'png')}
            download
            aria-label={T.downloadOf(source.name, 'PNG')}
          >
            {T.downloadPng}
          </a>
          <a
            className={styles.link}
            href={qrUrl(source.id, 'svg')}
            download
            aria-label={T.downloadOf(source.name, 'SVG')}
          >
            {T.downloadSvg}
          </a>
        </div>
      </div>
    </li>
  );
}

/** 名前を変更: only the name changes; the code, the URL and the printed QR codes stay. */
function RenameModal({ source, onClose }: { source: EntrySource; onClose: () => void }) {
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const [name, setName] = useState(source.name);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      checkInput(entrySourceInputSchema, { name });
      await funnelsApi.renameSource(source.id, { name });
      await mutate(ENTRY_SOURCE_LIST_KEY);
      toast.success(T.renamed);
      onClose();
    } catch (failure) {
      const problem = writeError(failure);
      setError(problem.fields.name ?? problem.message);
      setBusy(false);
    }
  };
  const formId = `rename-source-${source.id}`;
  return (
    <Modal
      open
      onClose={onClose}
      title={T.renameOf(source.name)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" form={formId} variant="primary" busy={busy}>
            {T.save}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={(event) => void save(event)}>
        <TextField
          label={T.sourceName}
          required
          maxLength={ENTRY_SOURCE_NAME_MAX_LENGTH}
          value={name}
          onChange={(event) => setName(event.target.value)}
          errorText={error}
        />
        <p className={styles.subtle}>{T.renameNote}</p>
      </form>
    </Modal>
  );
}
