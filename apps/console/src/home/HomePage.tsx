import { PERMISSION_LABELS } from '@console/contract';
import { PageContent } from '@console/ui';
import { useSearchParams } from 'react-router-dom';
import * as formStyles from '../shared/form.css';
import * as pageStyles from '../shared/pages.css';
import { useMe } from '../shared/useMe';
import * as styles from './HomePage.css';
import { HOME_MESSAGES } from './messages';

/** `/`: a welcome with the user's account; `?forbidden=1` explains why a guarded page was refused. */
export function HomePage() {
  const [searchParams] = useSearchParams();
  const { data: me } = useMe();
  const forbidden = searchParams.get('forbidden') === '1';
  return (
    <PageContent className={pageStyles.page}>
      <h1 id="home-heading" className={pageStyles.heading}>
        {HOME_MESSAGES.heading}
      </h1>
      {forbidden ? (
        <p role="alert" className={formStyles.alert} data-testid="forbidden-notice">
          {HOME_MESSAGES.forbidden}
        </p>
      ) : null}
      {me ? (
        <>
          <p className={pageStyles.text}>{HOME_MESSAGES.welcome(me.account_name)}</p>
          <dl className={styles.facts}>
            <dt>{HOME_MESSAGES.accountLabel}</dt>
            <dd>{me.account_name}</dd>
            <dt>{HOME_MESSAGES.accountIdLabel}</dt>
            <dd>{me.account_id}</dd>
            <dt>{HOME_MESSAGES.userIdLabel}</dt>
            <dd>{me.user_id}</dd>
            <dt>{HOME_MESSAGES.roleLabel}</dt>
            <dd data-testid="role-name">{me.role_name}</dd>
            <dt>{HOME_MESSAGES.canWriteLabel}</dt>
            <dd>
              {me.permissions.length > 0
                ? me.permissions.map((key) => PERMISSION_LABELS[key]).join('、')
                : HOME_MESSAGES.readOnly}
            </dd>
          </dl>
        </>
      ) : null}
    </PageContent>
  );
}
