import { DELIVERY_STATUS_LABELS, type Delivery } from '@console/contract/deliveries';
import { Button, ListTable, type ListTableColumn, PageContent, PageHeader } from '@console/ui';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { formatTokyoMinute } from '../shared/dates';
import { Pager } from '../shared/Pager';
import * as pageStyles from '../shared/pages.css';
import { LoadError, useCanWrite } from '../shared/writes';
import * as styles from './deliveries.css';
import { formatJapanAt } from './form';
import { useDeliveries } from './hooks';
import { DELIVERIES_TEXT as T } from './messages';
import { deliveryPath, NEW } from './paths';
import { DELIVERY_PAGE_SIZE, deliveryPageOf } from './reads';

/** Placeholder rows while the list loads: about a phone's screenful. */
const SKELETON_ROWS = 6;

/** When a delivery goes (or went): the instant it was scheduled at, else a draft's chosen time. */
export function whenOf(delivery: Delivery): string {
  if (delivery.scheduled_at) return formatTokyoMinute(delivery.scheduled_at);
  return delivery.schedule.type === 'at' ? formatJapanAt(delivery.schedule.at) : T.none;
}

/** /line/notifications: the account's deliveries, newest first, a page at a time. */
export function DeliveryListPage() {
  const [params, setParams] = useSearchParams();
  const page = deliveryPageOf(params);
  const deliveries = useDeliveries(page);
  const canWrite = useCanWrite('NOTIFICATION_WRITE');
  const navigate = useNavigate();
  const columns: ListTableColumn<Delivery>[] = [
    {
      key: 'name',
      label: T.name,
      class: styles.nameColumn,
      render: (delivery) =>
        canWrite ? (
          <Link
            to={deliveryPath(delivery.id)}
            className={pageStyles.link}
            aria-label={T.openOf(delivery.name)}
          >
            {delivery.name}
          </Link>
        ) : (
          delivery.name
        ),
    },
    {
      key: 'status',
      label: T.status,
      render: (delivery) => (
        <span className={styles.badge} data-status={delivery.status}>
          {DELIVERY_STATUS_LABELS[delivery.status]}
        </span>
      ),
    },
    { key: 'scheduled_at', label: T.scheduledAt, render: whenOf },
    {
      key: 'recipients',
      label: T.recipients,
      render: (delivery) => (delivery.recipient_count === null ? T.none : T.people(delivery.recipient_count)),
    },
    {
      key: 'results',
      label: T.results,
      render: ({ status, stats }) =>
        status === 'draft' || status === 'scheduled'
          ? T.none
          : T.resultsOf(stats.sent, stats.failed, stats.clicked),
    },
  ];
  return (
    <PageContent className={pageStyles.page}>
      <PageHeader
        title={T.titles.DeliveryListPage}
        actions={
          canWrite && (
            <Button variant="primary" onClick={() => navigate(NEW)}>
              {T.newDelivery}
            </Button>
          )
        }
      />
      <LoadError error={deliveries.error} />
      <div className={styles.tableScroll}>
        <ListTable
          aria-label={T.titles.DeliveryListPage}
          rows={deliveries.data?.items ?? []}
          columns={columns}
          loading={deliveries.isLoading}
          skeletonRows={SKELETON_ROWS}
          emptyText={canWrite ? T.empty : T.emptyReadOnly}
        />
      </div>
      {deliveries.data && (
        <Pager
          page={page}
          total={deliveries.data.total}
          perPage={DELIVERY_PAGE_SIZE}
          onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
        />
      )}
    </PageContent>
  );
}
