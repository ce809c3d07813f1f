import {
  TEL_LINE_RESOLVE_LABELS,
  TEL_LINE_STATUS,
  TEL_LINE_STATUS_LABELS,
  TEL_ORDER_STATUS_LABELS,
  type TelLineResolve,
  type TelOrderLine,
  type TelOrderStatus,
} from '@console/contract/tel';
import {
  Button,
  ConfirmDialog,
  ListTable,
  type ListTableColumn,
  PageContent,
  PageHeader,
  useToast,
} from '@console/ui';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { formatTokyoSecond } from '../shared/dates';
import { ApiError } from '../shared/fetcher';
import * as pageStyles from '../shared/pages.css';
import {
  SandboxBanner,
  SKELETON_ROWS,
  TelBackLink,
  TelBreadcrumb,
  TelLoadError,
  TelPager,
  usePageParam,
} from './common';
import { canCancel, canOrder, paramLines, templateText } from './format';
import {
  changeTelOrderStatus,
  fetchTelOrderSchedule,
  resolveTelLine,
  useTelOrderLines,
  useTelOrderStatus,
  useTelTemplates,
} from './hooks';
import { TEL_TEXT } from './messages';
import { lineWhenNote, type OrderConfirmation, orderConfirmation } from './sendNotes';
import * as styles from './tel.css';

type Action = 'order' | 'cancel';

type Decision = { line: TelOrderLine; action: TelLineResolve['action'] };

function lineColumns(
  knownTemplates: ReadonlySet<number> | undefined,
  decide: (decision: Decision) => void,
  orderStatus: TelOrderStatus | undefined,
  now: number,
): ListTableColumn<TelOrderLine>[] {
  return [
    { key: 'id', label: TEL_TEXT.line.id, textAlign: 'right' },
    {
      key: 'datetime',
      label: TEL_TEXT.line.datetime,
      // The planned time, and when it really goes when that differs (a past time: right after the
      // order; a night time): the sent time of a line that went is in its own column (issue 28).
      render: (line) => {
        const when = lineWhenNote(line, orderStatus, now);
        return (
          <>
            {formatTokyoSecond(line.datetime)}
            {when ? <span className={styles.lineWhen}>{when}</span> : null}
          </>
        );
      },
    },
    {
      key: 'status',
      label: TEL_TEXT.line.status,
      render: (line) => (
        <div className={styles.statusCell}>
          <span className={styles.badge} data-status={line.status}>
            {TEL_LINE_STATUS_LABELS[line.status]}
          </span>
          {line.error_message ? <span className={styles.lineError}>{line.error_message}</span> : null}
          {line.outcome_unknown ? (
            <span className={styles.lineActions}>
              {(['sent', 'resend'] as const).map((action) => (
                <Button
                  key={action}
                  size="small"
                  variant="secondary"
                  onClick={() => decide({ line, action })}
                >
                  {TEL_LINE_RESOLVE_LABELS[action]}
                </Button>
              ))}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      key: 'sent_at',
      label: TEL_TEXT.line.sentAt,
      render: (line) =>
        line.status === TEL_LINE_STATUS.SENT && line.sent_at
          ? formatTokyoSecond(line.sent_at)
          : TEL_TEXT.dash,
    },
    { key: 'tel', label: TEL_TEXT.line.tel },
    {
      key: 'template_id',
      label: TEL_TEXT.line.template,
      render: (line) => templateText(line.template_id, knownTemplates),
    },
    {
      key: 'params',
      label: TEL_TEXT.line.params,
      render: (line) => (
        <ul className={styles.paramList}>
          {paramLines(line.params).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ),
    },
  ];
}

/** /line/tel/list/{id}: the order's status, ordering and cancelling, and its lines (spec §2). */
export function TelOrderDetailPage() {
  const id = Number(useParams().id);
  const toast = useToast();
  const page = usePageParam();
  const order = useTelOrderStatus(id);
  const status = order.data?.status;
  const lines = useTelOrderLines(id, page, status);
  const templates = useTelTemplates();
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);

  const knownTemplates = useMemo(
    () => (templates.data ? new Set(templates.data.map((t) => t.id)) : undefined),
    [templates.data],
  );
  const [decision, setDecision] = useState<Decision | null>(null);
  // The lines' notes compare with the time the lines were read (a new read, a new clock).
  const now = useMemo(() => (lines.data ? Date.now() : 0), [lines.data]);
  const columns = useMemo(
    () => lineColumns(knownTemplates, setDecision, status, now),
    [knownTemplates, status, now],
  );
  // Ordering sends to real phones: the confirmation names the count of lines and says which go at
  // once (a past time) or at night, as the server counts them at the moment of asking (issue 28).
  const [ordering, setOrdering] = useState<OrderConfirmation | null>(null);
  async function askToOrder() {
    setBusy(true);
    try {
      setOrdering(orderConfirmation(await fetchTelOrderSchedule(id)));
      setConfirming('order');
    } catch (caught) {
      toast.error(caught instanceof ApiError && caught.status !== 0 ? caught.message : TEL_TEXT.genericError);
    } finally {
      setBusy(false);
    }
  }

  async function resolve({ line, action }: Decision) {
    setDecision(null);
    try {
      await resolveTelLine(id, line.id, action);
      toast.success(TEL_TEXT.resolve.done[action]);
    } catch (caught) {
      toast.error(
        caught instanceof ApiError
          ? `${TEL_TEXT.resolve.failed}：${caught.message}`
          : TEL_TEXT.resolve.failed,
      );
    } finally {
      await reloadStatus();
    }
  }
  /** spec §4: after a status change the detail page reloads the status (and the lines with it). */
  async function reloadStatus() {
    await Promise.all([order.mutate(), lines.mutate()]);
  }

  async function change(action: Action) {
    setConfirming(null);
    setBusy(true);
    try {
      await changeTelOrderStatus(id, action === 'order' ? 1 : -1);
      toast.success(action === 'order' ? TEL_TEXT.ordered : TEL_TEXT.cancelled);
    } catch (caught) {
      const reason = caught instanceof ApiError && caught.status !== 0 ? caught.message : null;
      toast.error(
        <>
          {TEL_TEXT.statusChangeFailed}
          {reason ? (
            <>
              <br />
              {reason}
            </>
          ) : null}
        </>,
      );
    } finally {
      await reloadStatus();
      setBusy(false);
    }
  }

  return (
    <PageContent className={pageStyles.page}>
      <TelBreadcrumb items={[{ name: TEL_TEXT.detailTitle(id), url: `/line/tel/list/${id}` }]} />
      <PageHeader title={TEL_TEXT.detailTitle(id)} />
      <SandboxBanner />
      <TelLoadError error={order.error ?? lines.error} />
      {/* The block keeps its height while the status loads, so the table below never jumps. */}
      <div className={styles.statusBlock}>
        {status !== undefined ? (
          <p className={styles.statusText} data-testid="tel-order-status">
            {TEL_TEXT.statusLabel}：{TEL_ORDER_STATUS_LABELS[status]}
          </p>
        ) : (
          <p role="status" className={styles.statusText}>
            {order.isLoading ? TEL_TEXT.loading : ''}
          </p>
        )}
        <div className={styles.buttons}>
          <Button
            variant="primary"
            disabled={busy || status === undefined || !canOrder(status)}
            onClick={() => void askToOrder()}
          >
            {TEL_TEXT.orderButton}
          </Button>
          <Button
            variant="secondary"
            disabled={busy || status === undefined || !canCancel(status)}
            onClick={() => setConfirming('cancel')}
          >
            {TEL_TEXT.cancelButton}
          </Button>
        </div>
      </div>
      <h2 className={styles.sectionHeading}>{TEL_TEXT.linesHeading}</h2>
      <ListTable
        aria-label={TEL_TEXT.linesHeading}
        rows={lines.data?.items ?? []}
        columns={columns}
        rowKey="id"
        loading={lines.isLoading}
        skeletonRows={SKELETON_ROWS}
        emptyText={TEL_TEXT.linesEmpty}
      />
      <TelPager paging={lines.data} />
      <TelBackLink />
      <ConfirmDialog
        open={decision !== null}
        title={decision?.action === 'resend' ? TEL_TEXT.resolve.resendTitle : TEL_TEXT.resolve.sentTitle}
        message={
          decision
            ? decision.action === 'resend'
              ? TEL_TEXT.resolve.resendMessage(decision.line.id)
              : TEL_TEXT.resolve.sentMessage(decision.line.id)
            : ''
        }
        confirmLabel={decision ? TEL_LINE_RESOLVE_LABELS[decision.action] : ''}
        cancelLabel={TEL_TEXT.closeLabel}
        variant={decision?.action === 'resend' ? 'danger' : undefined}
        onConfirm={() => decision && resolve(decision)}
        onCancel={() => setDecision(null)}
      />
      <ConfirmDialog
        open={confirming === 'order'}
        title={TEL_TEXT.orderConfirmTitle}
        message={ordering?.message ?? TEL_TEXT.orderConfirmMessage}
        confirmLabel={ordering?.confirmLabel ?? TEL_TEXT.orderConfirmLabel}
        cancelLabel={TEL_TEXT.closeLabel}
        // Ordering places the calls and cannot be taken back: an Enter meant for the page must not confirm it.
        initialFocus="cancel"
        onConfirm={() => change('order')}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'cancel'}
        title={TEL_TEXT.cancelConfirmTitle}
        message={TEL_TEXT.cancelConfirmMessage}
        confirmLabel={TEL_TEXT.cancelConfirmLabel}
        cancelLabel={TEL_TEXT.closeLabel}
        variant="danger"
        onConfirm={() => change('cancel')}
        onCancel={() => setConfirming(null)}
      />
    </PageContent>
  );
}
