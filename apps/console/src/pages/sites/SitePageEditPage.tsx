import { PageContent, PageHeader } from '@console/ui';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../shared/fetcher';
import * as pageStyles from '../../shared/pages.css';
import { LoadError } from '../../shared/writes';
import { PageEditor } from '../editor/PageEditorPage';
import { useSitePage } from './hooks';
import { SITES_TEXT as T } from './messages';
import { siteListPath } from './paths';
import { siteIdOf } from './reads';
import * as styles from './sites.css';

/**
 * /vue3-dev/line/site/pure/edit/{id}: a site's page on the block editor ("pure"), the landing
 * pages' editor for kind `site` (no form block, the path instead of the goal, the site's theme).
 * The id is not digits-only in the route: anything else, or a 404, is 見つかりません.
 */
export function SitePageEditPage() {
  const id = siteIdOf(useParams().id);
  const page = useSitePage(id);
  if (id === null || (page.error instanceof ApiError && page.error.status === 404))
    return (
      <PageContent className={pageStyles.page}>
        <PageHeader title={T.notFound} />
        <p className={styles.subtle}>{T.notFoundPage}</p>
        <p>
          <Link className={pageStyles.link} to={siteListPath()}>
            {T.backToList}
          </Link>
        </p>
      </PageContent>
    );
  return (
    <PageContent className={pageStyles.page}>
      {!page.data && <PageHeader title={T.pageEditTitle} />}
      <LoadError error={page.error} />
      {page.isLoading && !page.data && <p className={styles.subtle}>{T.loading}</p>}
      {page.data && <PageEditor key={page.data.id} kind="site" page={page.data} carried={null} />}
    </PageContent>
  );
}
