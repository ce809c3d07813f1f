import {
  DELIVERY_AUDIENCE_LABELS,
  DELIVERY_SCHEDULE_LABELS,
  DELIVERY_STATUS_LABELS,
  type Delivery,
} from '@console/contract/deliveries';
import { Breadcrumb, Button, ConfirmDialog, PageContent, PageHeader, useToast } from '@console/ui';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { formatTokyoMinute } from '../shared/dates';
import { useMemberQueries, useTags } from '../shared/friendLists';
import * as pageStyles from '../shared/pages.css';
import { useReadyTemplates } from '../shared/templateLists';
import { LoadError, writeError } from '../shared/writes';
import { DeleteDeliveryButton } from './DeleteDelivery';
import { DeliveryForm } from './DeliveryForm';
import * as styles from './deliveries.css';
import { draftOf, formatJapanAt, newDraft, progressOf } from './form';
import { deliveriesApi, useDelivery, useLineStatistics } from './hooks';
import { DELIVERIES_TEXT as T } from './messages';
import { deliveryPath, LIST, NEW } from './paths';
import { deliveryIdOf, deliveryRead } from './reads';

function Crumbs({ name, url }: { name: string; url: string }) {
  return (
    <Breadcrumb
      linkComponent={Link}
      items={[
        { name: T.titles.DeliveryListPage, url: LIST },
        { name, url },
      ]}
    />
  );
}

/** /vue3-dev/line/notifications/new: a new delivery's compose form. */
export function DeliveryNewPage() {
  return (
    <PageContent className={pageStyles.page}>
      <Crumbs name={T.titles.DeliveryNewPage} url={NEW} />
      <PageHeader title={T.titles.DeliveryNewPage} />
      <DeliveryForm initial={newDraft()} />
    </PageContent>
  );
}

/** Who a delivery goes to, in words: the audience's kind and the segment's or tags' names. */
function useAudienceWords(delivery: Delivery): string {
  const segments = useMemberQueries();
  const tags = useTags();
  const { audience } = delivery;
  if (audience.type === 'segment') {
    const segment = segments.data?.find((candidate) => candidate.id === audience.member_query_id);
    return `${DELIVERY_AUDIENCE_LABELS.segment}：${segment?.name ?? ''}`;
  }
  if (audience.type === 'tags') {
    const name = new Map((tags.data ?? []).map((tag) => [tag.id, tag.name]));
    const names = (ids: number[]) => ids.map((id) => name.get(id) ?? T.unknownTag).join('、');
    return T.tagsSummary(names(audience.tag_ids), names(audience.exclude_tag_ids));
  }
  return DELIVERY_AUDIENCE_LABELS.all;
}

/**
 * LINE's own count of the delivery (who saw it, who tapped a link, who played a video), for a
 * delivery that has started; in the sandbox, or when LINE cannot be asked, the reason instead.
 */
function LineStatistics({ id }: { id: number }) {
  const statistics = useLineStatistics(id);
  const found = statistics.data;
  return (
    <section className={styles.form} aria-label={T.lineStats}>
      <h2 className={styles.sectionHeading}>{T.lineStats}</h2>
      <LoadError error={statistics.error} />
      {statistics.isLoading && <p className={styles.subtle}>{T.loading}</p>}
      {found && !found.available && <p className={styles.subtle}>{found.reason}</p>}
      {found?.available && (
        <>
          <ul className={styles.stats}>
            {(
              [
                [T.uniqueImpression, found.unique_impression],
                [T.uniqueClick, found.unique_click],
                [T.uniqueMediaPlayed, found.unique_media_played],
              ] as const
            ).map(([label, value]) => (
              <li key={label} className={styles.stat}>
                <span className={styles.subtle}>{label}</span>
                <span className={styles.statValue}>{value === null ? T.underTwenty : T.people(value)}</span>
              </li>
            ))}
          </ul>
          {found.from && found.to && (
            <p className={styles.subtle}>{T.lineStatsPeriod(found.from, found.to)}</p>
          )}
        </>
      )}
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </>
  );
}

/**
 * A delivery that is no draft (issue 31): its status, when and to whom, its template, and its
 * results as they come in (the page asks again every few seconds while it is scheduled or
 * sending), with a bar of the friends gone to while it sends; the reason it stopped when it did;
 * キャンセル while it may still be stopped, LINE's own count once it has started, and 削除 once
 * cancelled. Going back to draft is no operation of the API.
 */
function DeliveryView({ delivery }: { delivery: Delivery }) {
  const toast = useToast();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const templates = useReadyTemplates();
  const audience = useAudienceWords(delivery);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const template = templates.data?.find((candidate) => candidate.id === delivery.template_id);
  const progress = delivery.status === 'sending' ? progressOf(delivery) : null;
  const cancellable = delivery.status === 'scheduled' || delivery.status === 'sending';
  const { stats } = delivery;
  const cancel = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      const cancelled = await deliveriesApi.cancel(delivery.id);
      await mutate(deliveryRead(delivery.id).key, cancelled, { revalidate: false });
      void mutate((key) => Array.isArray(key) && key[0] === 'deliveries.list');
      toast.success(T.cancelled);
    } catch (failure) {
      toast.error(writeError(failure).message);
    } finally {
      setBusy(false);
    }
  };
  const schedule =
    delivery.scheduled_at !== null
      ? formatTokyoMinute(delivery.scheduled_at)
      : delivery.schedule.type === 'at'
        ? formatJapanAt(delivery.schedule.at)
        : DELIVERY_SCHEDULE_LABELS.now;
  return (
    <div className={styles.form}>
      {delivery.error && (
        <p role="alert" className={styles.notice}>
          {delivery.error}
        </p>
      )}
      {delivery.sandbox && <p className={styles.info}>{T.sandboxSent}</p>}
      <section className={styles.form} aria-label={T.summary}>
        <h2 className={styles.sectionHeading}>{T.summary}</h2>
        <dl className={styles.summary}>
          <Fact term={T.status}>
            <span className={styles.badge} data-status={delivery.status}>
              {DELIVERY_STATUS_LABELS[delivery.status]}
            </span>
          </Fact>
          <Fact term={T.schedule}>{schedule}</Fact>
          {delivery.started_at && <Fact term={T.startedAt}>{formatTokyoMinute(delivery.started_at)}</Fact>}
          {delivery.finished_at && <Fact term={T.finishedAt}>{formatTokyoMinute(delivery.finished_at)}</Fact>}
          <Fact term={T.audience}>{audience}</Fact>
          <Fact term={T.template}>{template?.name ?? T.none}</Fact>
          <Fact term={T.pacing}>
            {delivery.pacing ? T.pacingOf(delivery.pacing.per_minute) : T.pacingNone}
          </Fact>
        </dl>
      </section>
      <section className={styles.form} aria-label={T.stats}>
        <h2 className={styles.sectionHeading}>{T.stats}</h2>
        {progress !== null && delivery.recipient_count !== null && (
          <div className={styles.form}>
            <progress className={styles.progress} aria-label={T.progress} max={100} value={progress} />
            <p className={styles.subtle}>
              {T.progressOf(stats.sent + stats.failed, delivery.recipient_count)}（{progress}%）
            </p>
          </div>
        )}
        <ul className={styles.stats}>
          {(
            [
              [T.recipientCount, delivery.recipient_count],
              [T.sent, stats.sent],
              [T.failed, stats.failed],
              [T.clicked, stats.clicked],
              [T.blockedSince, stats.blocked_since],
            ] as const
          ).map(([label, value]) => (
            <li key={label} className={styles.stat}>
              <span className={styles.subtle}>{label}</span>
              <span className={styles.statValue}>
                {value === null ? T.none : value.toLocaleString('ja-JP')}
              </span>
            </li>
          ))}
        </ul>
      </section>
      {delivery.started_at !== null && <LineStatistics id={delivery.id} />}
      <div className={styles.buttons}>
        {cancellable && (
          <Button variant="danger" busy={busy} onClick={() => setConfirming(true)}>
            {T.cancelButton}
          </Button>
        )}
        <Link className={pageStyles.link} to={LIST}>
          {T.titles.DeliveryListPage}
        </Link>
        {delivery.status === 'cancelled' && (
          <DeleteDeliveryButton
            id={delivery.id}
            name={delivery.name}
            onDeleted={() => navigate(LIST, { replace: true })}
          />
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={T.cancelConfirm(delivery.name)}
        message={delivery.status === 'sending' ? T.cancelSending : T.cancelScheduled}
        confirmLabel={T.cancelApply}
        cancelLabel={T.close}
        variant="danger"
        onConfirm={() => void cancel()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

/**
 * /vue3-dev/line/notifications/{id}: a draft's compose form, or the page of a delivery that is no
 * draft. The route takes any segment: one that is not a positive number is 見つかりません.
 */
export function DeliveryPage() {
  const id = deliveryIdOf(useParams().id);
  const delivery = useDelivery(id);
  const notFound = id === null || delivery.error?.status === 404;
  return (
    <PageContent className={pageStyles.page}>
      <Crumbs
        name={delivery.data?.name ?? T.titles.DeliveryPage}
        url={id === null ? LIST : deliveryPath(id)}
      />
      <PageHeader title={T.titles.DeliveryPage} />
      {notFound ? (
        <p role="alert" className={styles.notice}>
          {T.notFound}
        </p>
      ) : (
        <LoadError error={delivery.error} />
      )}
      {delivery.isLoading && <p className={styles.subtle}>{T.loading}</p>}
      {/* Keyed by the delivery: another one's edits never leak into this form. */}
      {delivery.data?.status === 'draft' && (
        <DeliveryForm key={delivery.data.id} delivery={delivery.data} initial={draftOf(delivery.data)} />
      )}
      {delivery.data && delivery.data.status !== 'draft' && <DeliveryView delivery={delivery.data} />}
    </PageContent>
  );
}
