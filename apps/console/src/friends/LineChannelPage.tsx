import { FRIENDS_OPS, type LineChannel } from '@console/contract/friends';
import { ENTRY_SOURCE_CALLBACK_PATH } from '@console/contract/funnels';
import { Button, PageContent, PageHeader, TextField, useToast } from '@console/ui';
import { type FormEvent, useState } from 'react';
import { useCopyText } from '../shared/clipboard';
import * as pageStyles from '../shared/pages.css';
import { invalidFields, LoadError, Section, writeError } from './common';
import * as styles from './friends.css';
import { friendsApi, useLineChannel } from './hooks';
import { FRIENDS_TEXT as T } from './messages';

function ChannelForm({
  channel,
  callbackUrl,
  onSaved,
}: {
  channel: LineChannel;
  /** Where LINE Login sends people back (`{origin}/e/callback`), to register on LINE Developers. */
  callbackUrl: string;
  onSaved: (saved: LineChannel) => void;
}) {
  const toast = useToast();
  const [name, setName] = useState(channel.name);
  const [channelId, setChannelId] = useState(channel.line_channel_id);
  const [secret, setSecret] = useState('');
  const [token, setToken] = useState('');
  const [basicId, setBasicId] = useState(channel.basic_id ?? '');
  const [loginId, setLoginId] = useState(channel.login_channel_id ?? '');
  const [loginSecret, setLoginSecret] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const save = async (accessToken: string | undefined) => {
    const input = {
      name,
      line_channel_id: channelId,
      basic_id: basicId,
      login_channel_id: loginId,
      ...(loginSecret ? { login_channel_secret: loginSecret } : {}),
      ...(secret ? { channel_secret: secret } : {}),
      ...(accessToken === undefined ? {} : { access_token: accessToken }),
    };
    const invalid = invalidFields(FRIENDS_OPS.updateChannel.body, input);
    setErrors(invalid ?? {});
    if (invalid) return;
    setBusy(true);
    try {
      const saved = await friendsApi.saveChannel(input);
      setSecret('');
      setToken('');
      // The server keeps the normalised form (＠ABC → @abc): show what was stored.
      setBasicId(saved.basic_id ?? '');
      setLoginId(saved.login_channel_id ?? '');
      setLoginSecret('');
      onSaved(saved);
      toast.success(T.saved);
    } catch (error) {
      const { message, fields } = writeError(error);
      setErrors(fields);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(token ? token : undefined);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.subtle}>{T.ownerOnly}</p>
      <TextField
        label={T.channelName}
        required
        maxLength={100}
        value={name}
        onChange={(event) => setName(event.target.value)}
        errorText={errors.name}
      />
      <TextField
        label={T.lineChannelId}
        required
        inputMode="numeric"
        value={channelId}
        onChange={(event) => setChannelId(event.target.value)}
        errorText={errors.line_channel_id}
      />
      <TextField
        label={T.basicId}
        autoComplete="off"
        placeholder="@abc1234"
        helpText={T.basicIdHelp}
        value={basicId}
        onChange={(event) => setBasicId(event.target.value)}
        errorText={errors.basic_id}
      />
      <TextField
        label={T.channelSecret}
        type="password"
        autoComplete="off"
        helpText={T.keepSecret}
        value={secret}
        onChange={(event) => setSecret(event.target.value)}
        errorText={errors.channel_secret}
      />
      <TextField
        label={T.accessToken}
        type="password"
        autoComplete="off"
        helpText={T.keepSecret}
        value={token}
        onChange={(event) => setToken(event.target.value)}
        errorText={errors.access_token}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{T.loginSection}</legend>
        <p className={styles.subtle}>{T.loginHelp}</p>
        <p className={styles.subtle}>
          {T.callbackUrl}: <span className={styles.code}>{callbackUrl}</span>
        </p>
        <TextField
          label={T.loginChannelId}
          inputMode="numeric"
          autoComplete="off"
          helpText={T.loginChannelIdHelp}
          value={loginId}
          onChange={(event) => setLoginId(event.target.value)}
          errorText={errors.login_channel_id}
        />
        <TextField
          label={T.loginChannelSecret}
          type="password"
          autoComplete="off"
          helpText={channel.login_channel_secret_set ? T.loginSecretSet : T.keepSecret}
          value={loginSecret}
          onChange={(event) => setLoginSecret(event.target.value)}
          errorText={errors.login_channel_secret}
        />
      </fieldset>
      <div className={styles.row}>
        <Button type="submit" variant="primary" busy={busy}>
          {T.save}
        </Button>
        {channel.mode === 'line' ? (
          <Button variant="secondary" busy={busy} onClick={() => void save('')}>
            {T.toSandbox}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** /line/setting/line: the account's LINE channel, its webhook URL and the connection's settings. */
export function LineChannelPage() {
  const channel = useLineChannel();
  const copyText = useCopyText();
  const data = channel.data;
  const url = data?.webhook_url ?? '';
  const copy = () => copyText(url, { copied: T.copied, failed: T.copyFailed });
  return (
    <PageContent className={pageStyles.page}>
      <PageHeader title={T.titles.channel} />
      <LoadError error={channel.error} />
      {channel.isLoading ? <p aria-busy="true">読み込み中...</p> : null}
      {data ? (
        <>
          <Section title={T.webhookUrl}>
            <dl className={styles.facts}>
              <dt className={styles.term}>{T.channelMode}</dt>
              <dd className={styles.detail}>{T.modes[data.mode]}</dd>
              <dt className={styles.term}>{T.webhookUrl}</dt>
              <dd className={`${styles.detail} ${styles.code}`} data-testid="webhook-url">
                {url}
              </dd>
            </dl>
            <p className={styles.subtle}>{T.webhookHelp}</p>
            <div className={styles.row}>
              <Button variant="secondary" size="small" onClick={() => void copy()}>
                {T.copyUrl}
              </Button>
              <span>{T.events(data.received_events, data.pending_events)}</span>
            </div>
          </Section>
          <ChannelForm
            key={`${data.id}:${data.mode}`}
            channel={data}
            callbackUrl={`${new URL(url, window.location.href).origin}${ENTRY_SOURCE_CALLBACK_PATH}`}
            onSaved={(saved) => void channel.mutate(saved, { revalidate: false })}
          />
        </>
      ) : null}
    </PageContent>
  );
}
