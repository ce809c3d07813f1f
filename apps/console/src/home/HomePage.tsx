import { Button, Disclosure, PageContent } from '@console/ui';
import { Link, useSearchParams } from 'react-router-dom';
import { useConsoleRoutes } from '../shared/consoleRoutes';
import * as formStyles from '../shared/form.css';
import * as pageStyles from '../shared/pages.css';
import { useMe } from '../shared/useMe';
import * as styles from './HomePage.css';
import { useHomeSummary } from './hooks';
import { HOME_MESSAGES as T } from './messages';
import { expectedTodoCount, homeTodos, screensFor } from './todos';

/**
 * `/`: what needs doing today (each count a link to its screen), the screens the operator can
 * open, and the account; `?forbidden=1` explains why a guarded page was refused.
 */
export function HomePage() {
  const [searchParams] = useSearchParams();
  const { data: me } = useMe();
  const routes = useConsoleRoutes();
  const summary = useHomeSummary();
  const forbidden = searchParams.get('forbidden') === '1';
  const permissions = me?.permissions ?? [];
  const todos = homeTodos(summary.data, routes, permissions);
  const screens = screensFor(routes, permissions);
  return (
    <PageContent className={pageStyles.page}>
      <h1 id="home-heading" className={pageStyles.heading}>
        {T.heading}
      </h1>
      {forbidden ? (
        <p role="alert" className={formStyles.alert} data-testid="forbidden-notice">
          {T.forbidden}
        </p>
      ) : null}
      {me ? <p className={pageStyles.text}>{T.welcome(me.account_name)}</p> : null}
      <section className={styles.section} aria-labelledby="home-today">
        <h2 id="home-today" className={styles.sectionHeading}>
          {T.todayHeading}
          {summary.data ? <span className={styles.date}>{T.todayDate(summary.data.today)}</span> : null}
        </h2>
        {summary.error ? (
          <div className={styles.row}>
            <p className={formStyles.alert} role="alert">
              {T.loadError}
            </p>
            <Button variant="secondary" size="small" onClick={() => void summary.mutate()}>
              {T.retry}
            </Button>
          </div>
        ) : summary.isLoading ? (
          // Cards of the same size as the counts to come, as many as will come: no layout shift
          // when they arrive (a four-line skeleton measured CLS 0.196 on a phone).
          <ul className={styles.todos} aria-busy="true" aria-label={T.loading}>
            {Array.from({ length: expectedTodoCount(routes, permissions) }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
              <li key={index} aria-hidden="true">
                <div className={`${styles.todo} ${styles.placeholder}`}>
                  <span>&nbsp;</span>
                  <strong className={styles.count}>&nbsp;</strong>
                </div>
              </li>
            ))}
          </ul>
        ) : todos.length === 0 ? (
          <p className={pageStyles.text}>{T.nothingToday}</p>
        ) : (
          <ul className={styles.todos} data-testid="home-todos">
            {todos.map((todo) => (
              <li key={todo.key}>
                <Link to={todo.path} className={styles.todo} data-zero={todo.count === 0 || undefined}>
                  <span>{todo.label}</span>
                  <strong className={styles.count}>{T.count(todo.count)}</strong>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="home-can-do">
        <h2 id="home-can-do" className={styles.sectionHeading}>
          {T.canDoLabel}
        </h2>
        {screens.length === 0 ? (
          <p className={pageStyles.text}>{T.noScreens}</p>
        ) : (
          <ul className={styles.screens}>
            {screens.map((route) => (
              <li key={route.name}>
                <Link to={route.path} className={pageStyles.link}>
                  {route.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      {me ? (
        <section className={styles.section} aria-labelledby="home-account">
          <h2 id="home-account" className={styles.sectionHeading}>
            {T.accountLabel}
          </h2>
          <dl className={styles.facts}>
            <dt>{T.accountLabel}</dt>
            <dd>{me.account_name}</dd>
            <dt>{T.roleLabel}</dt>
            <dd data-testid="role-name">{me.role_name}</dd>
          </dl>
          {/* Ids are for a support request only: out of the way until asked for. */}
          <Disclosure>
            <dl className={styles.facts}>
              <dt>{T.accountIdLabel}</dt>
              <dd>{me.account_id}</dd>
              <dt>{T.userIdLabel}</dt>
              <dd>{me.user_id}</dd>
            </dl>
          </Disclosure>
        </section>
      ) : null}
    </PageContent>
  );
}
