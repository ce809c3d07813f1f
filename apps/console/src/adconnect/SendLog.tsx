import {
  AD_EVENT_KIND_LABELS,
  AD_SEND_STATUS_LABELS,
  AD_SEND_STATUSES,
  type AdAccount,
  type AdSend,
  type AdSendStatus,
} from '@console/contract/adconnect';
import { Button, ListTable, type ListTableColumn, Modal, Select } from '@console/ui';
import { type ReactNode, useState } from 'react';
import { formatTokyoSecond } from '../shared/dates';
import { Pager } from '../shared/Pager';
import { LoadError } from '../shared/writes';
import * as styles from './adconnect.css';
import { payloadText } from './form';
import { useAdSends } from './hooks';
import { ADCONNECT_TEXT as T } from './messages';
import { AD_SEND_PAGE_SIZE } from './reads';

/** Placeholder rows while the log loads. */
const SKELETON_ROWS = 5;

const STATUS_OPTIONS = [
  { name: T.all, value: '' },
  ...AD_SEND_STATUSES.map((status) => ({ name: AD_SEND_STATUS_LABELS[status], value: status })),
];

const kindOf = (send: AdSend) =>
  send.test ? T.testKindLabel : send.kind === null ? T.none : AD_EVENT_KIND_LABELS[send.kind];

export function StatusBadge({ status }: { status: AdSendStatus }) {
  return (
    <span className={styles.badge} data-tone={status}>
      {AD_SEND_STATUS_LABELS[status]}
    </span>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.factTerm}>{term}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </>
  );
}

/** One send in full: its facts, each try with the platform's answer, and what was sent. */
function SendDetail({ send, onClose }: { send: AdSend | null; onClose: () => void }) {
  return (
    <Modal open={send !== null} onClose={onClose} title={T.detailTitle}>
      {send && (
        <div className={styles.section}>
          <dl className={styles.facts}>
            <Fact term={T.status}>
              <StatusBadge status={send.status} />
            </Fact>
            <Fact term={T.kindColumn}>{kindOf(send)}</Fact>
            <Fact term={T.eventNameColumn}>{send.event_name}</Fact>
            <Fact term={T.eventId}>
              <span className={styles.code}>{send.event_id}</span>
            </Fact>
            <Fact term={T.eventAt}>{formatTokyoSecond(send.event_at)}</Fact>
            {send.sent_at && <Fact term={T.sentAt}>{formatTokyoSecond(send.sent_at)}</Fact>}
            {send.next_attempt_at && (
              <Fact term={T.nextAttempt}>{formatTokyoSecond(send.next_attempt_at)}</Fact>
            )}
            <Fact term={T.attempts}>{T.attemptsOf(send.attempts)}</Fact>
          </dl>
          {send.sandbox && <p className={styles.subtle}>{T.sandboxed}</p>}
          <h3 className={styles.sectionHeading}>{T.tries}</h3>
          {send.tries.length === 0 ? (
            <p className={styles.subtle}>{T.none}</p>
          ) : (
            <ol className={styles.tries}>
              {send.tries.map((item, index) => (
                <li key={item.at}>
                  <p className={styles.factValue}>
                    {T.tryOf(index + 1)}　{formatTokyoSecond(item.at)}　HTTP {item.http_status ?? T.noAnswer}
                  </p>
                  {item.answer && <pre className={styles.pre}>{item.answer}</pre>}
                </li>
              ))}
            </ol>
          )}
          <h3 className={styles.sectionHeading}>{T.payload}</h3>
          <pre className={styles.pre}>{payloadText(send.payload)}</pre>
          {send.answer !== null && (
            <>
              <h3 className={styles.sectionHeading}>{T.answer}</h3>
              <pre className={styles.pre}>{send.answer}</pre>
            </>
          )}
        </div>
      )}
    </Modal>
  );
}

/**
 * 送信ログ of the selected account (issue 32): newest first, a page at a time, of one status or
 * all; each send opens its detail (its tries, the payload and the platform's answer).
 */
export function SendLog({ account }: { account: AdAccount }) {
  const [status, setStatus] = useState<AdSendStatus | ''>('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AdSend | null>(null);
  const sends = useAdSends(account.id, status === '' ? undefined : status, page);
  const columns: ListTableColumn<AdSend>[] = [
    {
      key: 'at',
      label: T.at,
      render: (send) => (
        <Button
          variant="secondary"
          size="small"
          aria-label={T.detailOf(formatTokyoSecond(send.created_at))}
          onClick={() => setOpen(send)}
        >
          {formatTokyoSecond(send.created_at)}
        </Button>
      ),
    },
    { key: 'kind', label: T.kindColumn, render: kindOf },
    { key: 'event_name', label: T.eventNameColumn, render: (send) => send.event_name },
    { key: 'status', label: T.status, render: (send) => <StatusBadge status={send.status} /> },
    {
      key: 'http_status',
      label: T.httpStatus,
      textAlign: 'right',
      render: (send) => send.http_status ?? T.none,
    },
    {
      key: 'attempts',
      label: T.attempts,
      textAlign: 'right',
      render: (send) => T.attemptsOf(send.attempts),
    },
  ];
  return (
    <section className={styles.section} aria-label={T.log}>
      <h2 className={styles.sectionHeading}>{T.log}</h2>
      <div className={styles.filters}>
        <Select
          label={T.statusFilter}
          options={STATUS_OPTIONS}
          value={status}
          onValueChange={(value) => {
            setStatus(value as AdSendStatus | '');
            setPage(1);
          }}
        />
      </div>
      <LoadError error={sends.error} />
      <div className={styles.tableScroll}>
        <ListTable
          aria-label={T.logOf(account.name)}
          rows={sends.data?.items ?? []}
          columns={columns}
          loading={sends.isLoading}
          skeletonRows={SKELETON_ROWS}
          emptyText={status === '' ? T.logEmpty : T.logFilteredEmpty}
        />
      </div>
      {sends.data && (
        <Pager page={page} total={sends.data.total} perPage={AD_SEND_PAGE_SIZE} onPage={setPage} />
      )}
      <SendDetail send={open} onClose={() => setOpen(null)} />
    </section>
  );
}
