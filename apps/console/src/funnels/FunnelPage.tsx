import { PageContent, PageHeader, Tabs } from '@console/ui';
import { useSearchParams } from 'react-router-dom';
import * as pageStyles from '../shared/pages.css';
import { useCanWrite } from '../shared/writes';
import { FunnelTab } from './FunnelTab';
import { FUNNELS_TEXT as T } from './messages';
import { SourcesTab } from './SourcesTab';
import { type FunnelTab as Tab, tabOf } from './view';

/**
 * /line/funnel: ファネル分析. Two tabs on one route (`?tab=sources`): the funnels with their counts,
 * and the entry sources (流入経路) whose QR codes and URLs the counts can be narrowed by.
 */
export function FunnelPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params);
  const canWrite = useCanWrite('FUNNEL_WRITE');
  const change = (next: string) => setParams((next as Tab) === 'sources' ? { tab: 'sources' } : {});
  return (
    <PageContent className={pageStyles.page}>
      <PageHeader title={T.title} />
      <Tabs
        aria-label={T.tabs}
        value={tab}
        onValueChange={change}
        items={[
          {
            value: 'funnel',
            label: T.funnelTab,
            content: tab === 'funnel' ? <FunnelTab canWrite={canWrite} /> : null,
          },
          {
            value: 'sources',
            label: T.sourcesTab,
            content: tab === 'sources' ? <SourcesTab canWrite={canWrite} /> : null,
          },
        ]}
      />
    </PageContent>
  );
}
