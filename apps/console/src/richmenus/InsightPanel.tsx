import { RICHMENUS_OPS, type RichMenu, type RichMenuInsight } from '@console/contract/richmenus';
import { areaEditorMessages, areaLetter, ListTable, type ListTableColumn } from '@console/ui';
import useSWR from 'swr';
import { type ApiError, apiCall } from '../shared/fetcher';
import { LoadError } from '../shared/writes';
import { RICHMENUS_TEXT as T } from './messages';
import * as styles from './richmenus.css';

type Row = RichMenuInsight['areas'][number] & { id: number; name: string };

const count = (value: number | null) => (value === null ? '—' : value.toLocaleString('ja-JP'));

/**
 * A published menu's numbers from LINE's rich-menu insight (the 30 days to yesterday): how often
 * it was shown, and each area's taps and the people who tapped, in a table a screen reader reads
 * row by row. Where LINE gives none, the reason (the sandbox, too few people, LINE unreachable).
 */
export function InsightPanel({ menu }: { menu: RichMenu }) {
  const insight = useSWR<RichMenuInsight, ApiError>(
    ['richmenus.insight', menu.id, menu.line_rich_menu_id],
    () => apiCall(RICHMENUS_OPS.richMenuInsight, { params: { id: menu.id } }),
  );
  const rows: Row[] = (
    insight.data?.areas ?? menu.areas.map((_, index) => ({ index, clicks: null, unique_users: null }))
  ).map((area) => ({
    ...area,
    id: area.index,
    name: areaEditorMessages.areaName(
      areaLetter(area.index),
      menu.areas[area.index]?.action.label?.trim() || undefined,
    ),
  }));
  const columns: ListTableColumn<Row>[] = [
    { key: 'name', label: T.insightArea, render: (row) => row.name },
    { key: 'clicks', label: T.insightClicks, textAlign: 'right', render: (row) => count(row.clicks) },
    {
      key: 'unique_users',
      label: T.insightUsers,
      textAlign: 'right',
      render: (row) => count(row.unique_users),
    },
  ];
  const data = insight.data;
  return (
    <section className={styles.section} aria-labelledby="richmenu-insight">
      <h2 id="richmenu-insight" className={styles.sectionHeading}>
        {T.insight}
      </h2>
      <LoadError error={insight.error} />
      {data?.from && data.to && <p className={styles.subtle}>{T.insightPeriod(data.from, data.to)}</p>}
      {data?.message && <p className={styles.notice}>{data.message}</p>}
      {data?.impressions != null && <p>{T.insightImpressions(count(data.impressions))}</p>}
      <ListTable
        aria-label={T.insight}
        rows={rows}
        columns={columns}
        loading={insight.isLoading}
        skeletonRows={menu.areas.length}
      />
    </section>
  );
}
