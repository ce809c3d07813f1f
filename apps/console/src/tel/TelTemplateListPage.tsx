import type { TelTemplateSummary } from '@console/contract/tel';
import { Button, ListTable, type ListTableColumn, PageContent, PageHeader } from '@console/ui';
import { useNavigate } from 'react-router-dom';
import { formatTokyoSecond } from '../shared/dates';
import * as pageStyles from '../shared/pages.css';
import { SandboxBanner, SKELETON_ROWS, TelBreadcrumb, TelFlashNotice, TelLoadError } from './common';
import { useTelTemplates } from './hooks';
import { TEL_TEXT } from './messages';
import { useTelFlash } from './useTelFlash';

const columns: readonly ListTableColumn<TelTemplateSummary>[] = [
  { key: 'id', label: TEL_TEXT.tcol.id, textAlign: 'right' },
  { key: 'name', label: TEL_TEXT.tcol.name },
  // Not keyed created_at: ListTable keeps that key for its hidden debug mode only.
  { key: 'registered_at', label: TEL_TEXT.tcol.createdAt, render: (t) => formatTokyoSecond(t.created_at) },
];

/** The template just registered: the newest, i.e. the highest id. */
export function newestTemplateId(templates: readonly TelTemplateSummary[]): number | null {
  return templates.reduce<number | null>((max, t) => (max === null || t.id > max ? t.id : max), null);
}

/** /line/tel/template: the account's templates (spec §2). */
export function TelTemplateListPage() {
  const navigate = useNavigate();
  const { data, error, isLoading, isValidating, mutate } = useTelTemplates();
  const flash = useTelFlash(() => void mutate());
  const templates = data ?? [];
  // Only once the list is fresh: the cached one predates the template just registered.
  const newest = flash.message && !isValidating ? newestTemplateId(templates) : null;

  return (
    <PageContent className={pageStyles.page}>
      <TelBreadcrumb items={[{ name: TEL_TEXT.templateListTitle, url: '/line/tel/template' }]} />
      <PageHeader
        title={TEL_TEXT.templateListTitle}
        actions={
          <Button variant="primary" onClick={() => navigate('/line/tel/template/register')}>
            {TEL_TEXT.templateNew}
          </Button>
        }
      />
      <SandboxBanner />
      <TelFlashNotice message={flash.message} />
      <TelLoadError error={error} />
      <ListTable
        aria-label={TEL_TEXT.templateListTitle}
        rows={templates}
        columns={columns}
        rowKey="id"
        highlightIds={newest !== null ? [newest] : []}
        loading={isLoading}
        skeletonRows={SKELETON_ROWS}
        emptyText={TEL_TEXT.templatesEmpty}
      />
    </PageContent>
  );
}
