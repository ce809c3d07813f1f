import { fillPath } from '@console/contract';
import { type FriendRichMenu as Current, RICHMENUS_PATHS } from '@console/contract/richmenus';
import { Skeleton } from '@console/ui';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { type ApiError, apiRequest } from '../shared/fetcher';
import * as pageStyles from '../shared/pages.css';
import { LoadError, Section } from './common';
import * as styles from './friends.css';
import { FRIENDS_TEXT as T } from './messages';

/**
 * What this friend sees as their rich menu now (issue 30): their own menu (a segment's, linked to
 * them) over the account's default, as LINE decides it; a link to its editor for those who may edit.
 */
export function FriendRichMenu({ friendId, canEdit }: { friendId: number; canEdit: boolean }) {
  // Read by path, not through RICHMENUS_OPS, and in the friends' own words: the operations' schemas
  // and the rich menus' messages would land in ui-popup, the file every screen with a Select or a
  // Menu loads (+2.3 kB gzip each for the schemas, measured 2026-11-27), for a panel that shows a name.
  const current = useSWR<Current, ApiError>(['friends.richMenu', friendId], () =>
    apiRequest<Current>(fillPath(RICHMENUS_PATHS.friendRichMenu, { id: friendId })),
  );
  const menu = current.data?.menu;
  return (
    <Section title={T.richMenu}>
      <LoadError error={current.error} />
      {/* While it loads, the same three rows with placeholders: the sections below do not move when it comes. */}
      {current.isLoading && (
        <dl className={styles.facts}>
          {[T.richMenuName, T.richMenuChatBar, T.richMenuSource].map((term) => (
            <Fragment key={term}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.detail}>
                <Skeleton lines={1} />
              </dd>
            </Fragment>
          ))}
        </dl>
      )}
      {current.data && !menu && <p className={styles.subtle}>{T.richMenuNone}</p>}
      {current.data && menu && (
        <dl className={styles.facts}>
          <dt className={styles.term}>{T.richMenuName}</dt>
          <dd className={styles.detail}>
            {canEdit ? (
              <Link
                className={pageStyles.link}
                to={`/line/richmenu/${menu.id}`}
                aria-label={T.richMenuEdit(menu.name)}
              >
                {menu.name}
              </Link>
            ) : (
              menu.name
            )}
          </dd>
          <dt className={styles.term}>{T.richMenuChatBar}</dt>
          <dd className={styles.detail}>{menu.chat_bar_text}</dd>
          <dt className={styles.term}>{T.richMenuSource}</dt>
          <dd className={styles.detail}>{T.richMenuSources[current.data.source]}</dd>
        </dl>
      )}
      <p className={styles.subtle}>{T.richMenuNote}</p>
    </Section>
  );
}
