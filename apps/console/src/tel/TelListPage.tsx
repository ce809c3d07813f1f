import { TEL_ORDER_STATUS_LIST_LABELS, type TelOrder } from '@console/contract/tel';
import { Button, ListTable, type ListTableColumn, PageContent, PageHeader } from '@console/ui';
import { Link, useNavigate } from 'react-router-dom';
import { formatTokyoSecond } from '../shared/dates';
import * as pageStyles from '../shared/pages.css';
import { SandboxBanner, SKELETON_ROWS, TelFlashNotice, TelLoadError, TelPager, usePageParam } from './common';
import { countWithPercent, unsentCount } from './format';
import { useTelOrders } from './hooks';
import { TEL_TEXT } from './messages';
import * as styles from './tel.css';
import { useTelFlash } from './useTelFlash';

const columns: readonly ListTableColumn<TelOrder>[] = [
  // Not keyed created_at: ListTable keeps that key for its hidden debug mode only.
  {
    key: 'registered_at',
    label: TEL_TEXT.col.createdAt,
    render: (order) => formatTokyoSecond(order.created_at),
  },
  {
    key: 'status',
    label: TEL_TEXT.col.status,
    render: (order) => TEL_ORDER_STATUS_LIST_LABELS[order.status],
  },
  { key: 'description', label: TEL_TEXT.col.description },
  {
    key: 'unsent',
    label: TEL_TEXT.col.unsent,
    textAlign: 'right',
    render: (order) => countWithPercent(unsentCount(order), order.count_all),
  },
  {
    key: 'success',
    label: TEL_TEXT.col.success,
    textAlign: 'right',
    render: (order) => countWithPercent(order.count_success, order.count_all),
  },
  {
    key: 'failed',
    label: TEL_TEXT.col.failed,
    textAlign: 'right',
    render: (order) => order.count_failed.toLocaleString('ja-JP'),
  },
  {
    key: 'detail',
    label: TEL_TEXT.col.detail,
    textAlign: 'center',
    render: (order) => (
      <Link
        to={`/line/tel/list/${order.id}`}
        className={pageStyles.link}
        aria-label={TEL_TEXT.detailLinkLabel(order.id)}
      >
        {TEL_TEXT.detailLink}
      </Link>
    ),
  },
];

/** /line/tel: the three entry buttons and the 発注リスト (spec §2). */
export function TelListPage() {
  const navigate = useNavigate();
  const page = usePageParam();
  const { data, error, isLoading, mutate } = useTelOrders(page);
  const flash = useTelFlash(() => void mutate());

  return (
    <PageContent className={pageStyles.page}>
      <PageHeader title={TEL_TEXT.listTitle} />
      <SandboxBanner />
      <TelFlashNotice message={flash.message} />
      <div className={styles.buttons}>
        <Button variant="primary" onClick={() => navigate('/line/tel/upload')}>
          {TEL_TEXT.uploadButton}
        </Button>
        <Button variant="secondary" onClick={() => navigate('/line/tel/register')}>
          {TEL_TEXT.registerButton}
        </Button>
        <Button variant="secondary" onClick={() => navigate('/line/tel/template')}>
          {TEL_TEXT.templateButton}
        </Button>
      </div>
      <h2 className={styles.sectionHeading}>{TEL_TEXT.ordersHeading}</h2>
      <TelLoadError error={error} />
      <ListTable
        aria-label={TEL_TEXT.ordersHeading}
        rows={data?.items ?? []}
        columns={columns}
        rowKey="id"
        highlightIds={flash.lastOrderId !== null ? [flash.lastOrderId] : []}
        loading={isLoading}
        skeletonRows={SKELETON_ROWS}
        emptyText={TEL_TEXT.ordersEmpty}
      />
      <TelPager paging={data} />
    </PageContent>
  );
}
