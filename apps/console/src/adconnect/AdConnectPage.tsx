import type { AdAccount } from '@console/contract/adconnect';
import { Button, ListTable, type ListTableColumn, PageContent, PageHeader } from '@console/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as pageStyles from '../shared/pages.css';
import { LoadError, useCanWrite } from '../shared/writes';
import { AccountForm } from './AccountForm';
import * as styles from './adconnect.css';
import { useAdAccounts } from './hooks';
import { MappingEditor } from './MappingEditor';
import { ADCONNECT_TEXT as T } from './messages';
import { SendLog } from './SendLog';

/** The address's query naming the selected ad account. */
const ACCOUNT_QUERY = 'account';

/** Placeholder rows while the accounts load: most accounts connect one or two. */
const SKELETON_ROWS = 2;

/** The form's state: closed, a new account, or a saved one. */
type Editing = { open: false } | { open: true; account: AdAccount | undefined };

/**
 * /line/ad-connect 広告連携 (issue 32): the ad accounts, then the selected one's event mapping and
 * test send, then its send log. Without AD_CONNECT_WRITE it is shown, not changed.
 */
export function AdConnectPage() {
  const accounts = useAdAccounts();
  const canWrite = useCanWrite('AD_CONNECT_WRITE');
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<Editing>({ open: false });
  const list = accounts.data ?? [];
  const asked = Number(params.get(ACCOUNT_QUERY));
  const selected = list.find((account) => account.id === asked) ?? list[0];
  const select = (id: number) => setParams({ [ACCOUNT_QUERY]: String(id) }, { replace: true });

  const columns: ListTableColumn<AdAccount>[] = [
    { key: 'name', label: T.name, render: (account) => account.name },
    { key: 'platform', label: T.platform, render: (account) => T.platformShort[account.platform] },
    {
      key: 'destination_id',
      label: T.destinationId,
      render: (account) => (
        <>
          <span className={styles.subtle}>{T.destinationLabel[account.platform]}</span>{' '}
          <span className={styles.code}>{account.destination_id}</span>
        </>
      ),
    },
    {
      key: 'access_token_last4',
      label: T.token,
      render: (account) => <span className={styles.code}>{T.tokenShown(account.access_token_last4)}</span>,
    },
    {
      // One column for both badges: on and off, and whether it really sends (the table must fit
      // the page beside the side menu with its buttons in view).
      key: 'enabled',
      label: T.state,
      render: (account) => (
        <span className={styles.badges}>
          <span className={styles.badge} data-tone={account.enabled ? 'sent' : 'off'}>
            {account.enabled ? T.enabledOn : T.enabledOff}
          </span>
          <span className={styles.badge} data-tone={account.mode}>
            {account.mode === 'sandbox' ? T.sandbox : T.live}
          </span>
        </span>
      ),
    },
    {
      key: 'actions',
      label: T.actions,
      render: (account) => (
        <span className={styles.row}>
          <Button
            variant="secondary"
            size="small"
            aria-label={T.selectOf(account.name, account.id === selected?.id)}
            aria-pressed={account.id === selected?.id}
            onClick={() => select(account.id)}
          >
            {account.id === selected?.id ? T.selected : T.select}
          </Button>
          {canWrite && (
            <Button
              variant="secondary"
              size="small"
              aria-label={T.editOf(account.name)}
              onClick={() => setEditing({ open: true, account })}
            >
              {T.edit}
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <PageContent className={pageStyles.page}>
      <PageHeader
        title={T.title}
        actions={
          canWrite && (
            <Button variant="primary" onClick={() => setEditing({ open: true, account: undefined })}>
              {T.add}
            </Button>
          )
        }
      />
      {!canWrite && <p className={styles.subtle}>{T.readOnly}</p>}
      <section className={styles.section} aria-label={T.accounts}>
        <h2 className={styles.sectionHeading}>{T.accounts}</h2>
        <p className={styles.subtle}>{T.accountsNote}</p>
        {list.some((account) => account.mode === 'sandbox') && (
          <p className={styles.subtle}>{T.sandboxNote}</p>
        )}
        <LoadError error={accounts.error} />
        <div className={styles.tableScroll}>
          <ListTable
            aria-label={T.accounts}
            rows={list}
            columns={columns}
            selectedIds={selected ? [selected.id] : []}
            loading={accounts.isLoading}
            skeletonRows={SKELETON_ROWS}
            emptyText={canWrite ? T.accountsEmpty : T.accountsEmptyReadOnly}
          />
        </div>
      </section>
      {selected && (
        <>
          <MappingEditor key={selected.id} account={selected} canWrite={canWrite} />
          <SendLog key={`log-${selected.id}`} account={selected} />
        </>
      )}
      <AccountForm
        open={editing.open}
        account={editing.open ? editing.account : undefined}
        onDone={(id) => {
          setEditing({ open: false });
          if (id !== null) select(id);
        }}
      />
    </PageContent>
  );
}
