import {
  AD_ACCESS_TOKEN_MAX_LENGTH,
  AD_ACCOUNT_NAME_MAX_LENGTH,
  AD_PLATFORM_LABELS,
  AD_PLATFORMS,
  type AdAccount,
  type AdPlatform,
} from '@console/contract/adconnect';
import { Button, Checkbox, Modal, Select, TextField, useToast } from '@console/ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { DeleteButton } from '../shared/DeleteButton';
import { useDraftForm } from '../shared/useDraftForm';
import * as styles from './adconnect.css';
import {
  type AccountDraft,
  accountDraftOf,
  accountProblems,
  createBodyOf,
  newAccountDraft,
  updateBodyOf,
} from './form';
import { adConnectApi } from './hooks';
import { ADCONNECT_TEXT as T } from './messages';
import { AD_SENDS_KEY, adAccountsRead, adMappingRead } from './reads';

const PLATFORM_OPTIONS = AD_PLATFORMS.map((platform) => ({
  name: AD_PLATFORM_LABELS[platform],
  value: platform,
}));

const newProblems = (draft: AccountDraft) => accountProblems(draft, false);
const changeProblems = (draft: AccountDraft) => accountProblems(draft, true);

/**
 * An ad account's form in a dialog (issue 32), in the order an operator copies from the platform's
 * screen: a name of ours, the platform, its tag or pixel id, LINE's channel id, the access token
 * and whether it sends. The platform of a saved account is fixed; its token field left empty keeps
 * the stored token. Checked with the contract's schema before sending, the server's 422 shown on
 * the same fields.
 */
function AccountFormBody({
  account,
  onDone,
}: {
  account: AdAccount | undefined;
  /** Closes the dialog; the id of the account made or saved, or null when it is gone. */
  onDone: (id: number | null) => void;
}) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const form = useDraftForm({
    initial: account ? accountDraftOf(account) : newAccountDraft(),
    existing: account !== undefined,
    problemsOf: account ? changeProblems : newProblems,
    problemsText: T.problems,
  });
  const { draft, errors, edit } = form;
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (!form.check()) return;
    setBusy(true);
    try {
      const saved = account
        ? await adConnectApi.update(account.id, updateBodyOf(draft))
        : await adConnectApi.create(createBodyOf(draft));
      form.markClean();
      await mutate(adAccountsRead.key);
      // A new account starts with the platform's proposed mapping, made by the server.
      void mutate(adMappingRead(saved.id).key);
      toast.success(account ? T.saved : T.created);
      onDone(saved.id);
    } catch (failure) {
      form.refused(failure);
    } finally {
      setBusy(false);
    }
  };

  const platform: AdPlatform = draft.platform;
  return (
    <form
      ref={form.formRef}
      className={styles.section}
      aria-label={account ? T.editTitle : T.addTitle}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className={styles.fields}>
        <TextField
          label={T.name}
          required
          maxLength={AD_ACCOUNT_NAME_MAX_LENGTH}
          value={draft.name}
          onChange={(event) => edit({ name: event.target.value })}
          errorText={errors.name}
        />
        <Select
          label={T.platform}
          required
          disabled={account !== undefined}
          options={PLATFORM_OPTIONS}
          value={platform}
          onValueChange={(value) => edit({ platform: value as AdPlatform })}
          helpText={account ? T.platformFixed : undefined}
          errorText={errors.platform}
        />
        <TextField
          label={T.destinationLabel[platform]}
          required
          autoComplete="off"
          spellCheck={false}
          value={draft.destinationId}
          onChange={(event) => edit({ destinationId: event.target.value })}
          errorText={errors.destination_id}
        />
        {platform === 'line' && (
          <TextField
            label={T.lineChannelId}
            inputMode="numeric"
            autoComplete="off"
            value={draft.lineChannelId}
            onChange={(event) => edit({ lineChannelId: event.target.value })}
            helpText={T.lineChannelIdHelp}
            errorText={errors.line_channel_id}
          />
        )}
        <TextField
          label={T.token}
          type="password"
          required={account === undefined}
          autoComplete="new-password"
          maxLength={AD_ACCESS_TOKEN_MAX_LENGTH}
          value={draft.accessToken}
          onChange={(event) => edit({ accessToken: event.target.value })}
          helpText={account ? T.tokenHelpEdit : T.tokenHelpNew}
          errorText={errors.access_token}
        />
        <Checkbox
          label={T.enabled}
          helpText={T.enabledHelp}
          value={draft.enabled}
          onChange={(enabled) => edit({ enabled })}
          errorText={errors.enabled}
        />
      </div>
      <div className={styles.buttons}>
        <Button type="submit" variant="primary" busy={busy}>
          {account ? T.save : T.create}
        </Button>
        <Button variant="secondary" onClick={() => onDone(account?.id ?? null)}>
          {T.cancel}
        </Button>
        {account && (
          <DeleteButton
            text={{
              button: T.delete,
              title: T.deleteConfirm(account.name),
              message: T.deleteMessage,
              confirm: T.delete,
              deleted: T.deleted,
            }}
            remove={async () => {
              await adConnectApi.remove(account.id);
              await mutate(adAccountsRead.key);
              void mutate((key) => Array.isArray(key) && key[0] === AD_SENDS_KEY, undefined, {
                revalidate: false,
              });
            }}
            onDeleted={() => onDone(null)}
          />
        )}
      </div>
    </form>
  );
}

/** 広告アカウントを追加 / 編集: the form in a dialog, made afresh each time it opens. */
export function AccountForm({
  open,
  account,
  onDone,
}: {
  open: boolean;
  account: AdAccount | undefined;
  onDone: (id: number | null) => void;
}) {
  return (
    <Modal open={open} onClose={() => onDone(account?.id ?? null)} title={account ? T.editTitle : T.addTitle}>
      {open && <AccountFormBody key={account?.id ?? 'new'} account={account} onDone={onDone} />}
    </Modal>
  );
}
