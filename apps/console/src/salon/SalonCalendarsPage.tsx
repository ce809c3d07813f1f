import {
  GOOGLE_CALENDAR_PURPOSE_LABELS,
  GOOGLE_CALENDAR_PURPOSES,
  type GoogleCalendar,
  type GoogleCalendarAssociation,
  type GoogleCalendarPurpose,
  type GoogleToken,
  googleCalendarLinkInputSchema,
} from '@console/contract/salon';
import { Button, ConfirmDialog, PageContent, PageHeader, Select, Skeleton, useToast } from '@console/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../shared/fetcher';
import * as pageStyles from '../shared/pages.css';
import { checkForm } from './formCheck';
import { useMounted, useResourcesAll, useSalon } from './hooks';
import { SALON_TEXT } from './messages';
import * as styles from './salon.css';
import { CALENDAR_LINK_WAIT_MS, calendarErrorText, waitAtMost } from './settings';
import {
  linkGoogleCalendar,
  resyncGoogleShifts,
  revokeGoogleToken,
  startGoogleConnect,
  unlinkGoogleCalendar,
  useGoogleCalendars,
  useGoogleTokenCalendars,
  useGoogleTokens,
} from './settingsApi';
import { SALON_SETTINGS_TEXT } from './settingsMessages';
import { useSalonWrite } from './useSalonWrite';

const T = SALON_SETTINGS_TEXT;

/** The message a failed external-calendar call shows (spec §8, per call). */
function errorText(error: unknown, call: 'create' | 'other') {
  return error instanceof ApiError
    ? calendarErrorText(error.status, error.message, call, SALON_TEXT.unknownError)
    : SALON_TEXT.unknownError;
}

const formatTime = (iso: string) =>
  new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(iso),
  );

/** How a link's copying to Google stands, in words. */
function syncState(association: GoogleCalendarAssociation): string {
  if (association.last_error) return T.syncError(association.last_error);
  if (association.pending) return T.syncPending;
  return association.last_synced_at ? T.syncedAt(formatTime(association.last_synced_at)) : T.syncPending;
}

/** The 30-second wait of spec §4, shown as it runs. */
function useElapsed(running: boolean) {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!running) return;
    setSeconds(0);
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 250);
    return () => clearInterval(timer);
  }, [running]);
  return seconds;
}

function LinkForm({
  sid,
  tokens,
  onLinked,
}: {
  sid: number;
  tokens: readonly GoogleToken[];
  onLinked: () => Promise<unknown>;
}) {
  const resources = useResourcesAll(sid);
  const toast = useToast();
  const mounted = useMounted();
  const valid = tokens.filter((token) => token.valid);
  const [resourceId, setResourceId] = useState('');
  const [tokenId, setTokenId] = useState(valid.length === 1 ? String(valid[0]?.id) : '');
  const [calendarId, setCalendarId] = useState('');
  const [purpose, setPurpose] = useState<GoogleCalendarPurpose>('reservation');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const seconds = useElapsed(busy);
  const calendars = useGoogleTokenCalendars(sid, tokenId ? Number(tokenId) : null);
  const writable = (calendars.data ?? []).filter((calendar) => calendar.writable);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!resourceId || !tokenId || !calendarId) {
      setError(T.linkIncomplete);
      return;
    }
    // The contract's schema first (the same messages as the server's 422), then the server.
    const checked = checkForm(googleCalendarLinkInputSchema, {
      salon_resource_id: Number(resourceId),
      google_token_id: Number(tokenId),
      google_calendar_id: calendarId,
      link_target: purpose,
    });
    if (!checked.ok) {
      setError(Object.values(checked.errors)[0] ?? T.linkIncomplete);
      return;
    }
    setError('');
    setBusy(true);
    try {
      const outcome = await waitAtMost(linkGoogleCalendar(sid, checked.data), CALENDAR_LINK_WAIT_MS);
      // Done or not within the wait, the list is read again and the link taken as made (spec §4).
      if (mounted.current) await onLinked();
      toast.success(outcome.done ? T.linked : T.linkedSlow);
      if (mounted.current) setCalendarId('');
    } catch (caught) {
      const text = errorText(caught, 'create');
      if (mounted.current) setError(text);
      toast.error(text);
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
      <div className={styles.row}>
        <Select
          label={T.linkResource}
          placeholder={T.choose}
          options={(resources.data ?? []).map((r) => ({ name: r.name, value: String(r.id) }))}
          value={resourceId}
          onValueChange={setResourceId}
          disabled={busy}
        />
        <Select
          label={T.linkPurpose}
          options={GOOGLE_CALENDAR_PURPOSES.map((value) => ({
            name: GOOGLE_CALENDAR_PURPOSE_LABELS[value],
            value,
          }))}
          value={purpose}
          onValueChange={(value) => setPurpose(value as GoogleCalendarPurpose)}
          disabled={busy}
        />
      </div>
      <div className={styles.row}>
        <Select
          label={T.linkAccount}
          placeholder={T.choose}
          options={valid.map((token) => ({ name: token.email, value: String(token.id) }))}
          value={tokenId}
          onValueChange={(value) => {
            setTokenId(value);
            setCalendarId('');
          }}
          disabled={busy}
        />
        <Select
          label={T.linkCalendar}
          placeholder={T.choose}
          loading={calendars.isLoading}
          options={writable.map((calendar) => ({
            name: calendar.primary ? T.primaryCalendar(calendar.summary) : calendar.summary,
            value: calendar.id,
          }))}
          value={calendarId}
          onValueChange={setCalendarId}
          disabled={busy || !tokenId || calendars.isLoading}
          errorText={calendars.error ? errorText(calendars.error, 'other') : undefined}
        />
      </div>
      {error && (
        <p className={styles.notice} role="alert">
          {error}
        </p>
      )}
      <div className={styles.urlRow}>
        <Button type="submit" variant="primary" busy={busy} disabled={valid.length === 0}>
          {T.link}
        </Button>
        {busy && (
          <span className={pageStyles.text} role="status">
            <progress
              className={styles.progress}
              max={CALENDAR_LINK_WAIT_MS / 1000}
              value={Math.min(seconds, CALENDAR_LINK_WAIT_MS / 1000)}
              aria-label={T.linking}
            />{' '}
            {T.linkingFor(seconds)}
          </span>
        )}
      </div>
    </form>
  );
}

/**
 * /line/reserve/salon/settings/calendars: Google accounts the salon connected, and which staff or
 * room copies its reservations or shifts to which Google calendar (spec §7 "External calendars").
 * The OAuth callback returns here with ?google=connected|denied|failed.
 */
export function SalonCalendarsPage() {
  const { salon, error: salonError } = useSalon();
  const sid = salon?.id;
  const tokens = useGoogleTokens(sid);
  const links = useGoogleCalendars(sid);
  const resources = useResourcesAll(sid);
  const toast = useToast();
  const write = useSalonWrite();
  const { mounted } = write;
  const [connecting, setConnecting] = useState(false);
  const busy = write.busy || connecting;
  const [params, setParams] = useSearchParams();
  const [outcome] = useState(params.get('google'));
  const [revoking, setRevoking] = useState<GoogleToken | null>(null);
  const [unlinking, setUnlinking] = useState<{
    calendar: GoogleCalendar;
    association: GoogleCalendarAssociation;
  } | null>(null);
  // The outcome is shown once; a reload should not say it again.
  useEffect(() => {
    if (params.has('google')) setParams({}, { replace: true });
  }, [params, setParams]);

  /** Revoke, unlink, resync: spec §8's messages for these calls, then the lists read again. */
  const run = async (work: () => Promise<unknown>, done: string) => {
    await write.run(work, {
      done,
      describe: (caught) => ({ message: errorText(caught, 'other'), fields: {} }),
    });
    if (mounted.current) await Promise.all([links.mutate(), tokens.mutate()]);
  };

  const connect = async () => {
    if (sid === undefined) return;
    setConnecting(true);
    try {
      const { url } = await startGoogleConnect(sid);
      // Off to Google's consent; the page stays busy until the browser leaves.
      window.location.assign(url);
    } catch (caught) {
      toast.error(errorText(caught, 'other'));
      if (mounted.current) setConnecting(false);
    }
  };

  const nameOf = (id: number) => resources.data?.find((r) => r.id === id)?.name ?? T.unknownResource(id);
  const error = salonError ?? tokens.error ?? links.error;
  const outcomeText =
    outcome === 'connected'
      ? T.connected
      : outcome === 'denied'
        ? T.connectDenied
        : outcome
          ? T.connectFailed
          : null;

  return (
    <PageContent className={pageStyles.page}>
      <PageHeader title={T.calendarsTitle} />
      {outcomeText && (
        <p className={outcome === 'connected' ? pageStyles.text : styles.notice} role="status">
          {outcomeText}
        </p>
      )}
      {error && (
        <p className={styles.notice} role="alert">
          {SALON_TEXT.sharedLoadError}
        </p>
      )}
      <section
        className={styles.section}
        aria-labelledby="salon-calendars-accounts"
        aria-busy={tokens.isLoading}
      >
        <h2 id="salon-calendars-accounts" className={styles.sectionHeading}>
          {T.accountsSection}
        </h2>
        <p className={pageStyles.text}>{T.accountsHelp}</p>
        {/* One line, as the usual answer (no account yet): the button below keeps its place. */}
        {tokens.isLoading && <Skeleton width="16em" />}
        {tokens.data &&
          (tokens.data.length === 0 ? (
            <p className={pageStyles.text}>{T.noAccounts}</p>
          ) : (
            <ul className={styles.notifications} aria-label={T.accountsSection}>
              {tokens.data.map((token) => (
                <li key={token.id} className={styles.urlRow}>
                  <span className={styles.listName}>{token.email}</span>
                  <span className={styles.listInfo}>{token.valid ? T.tokenValid : T.tokenInvalid}</span>
                  <Button
                    size="small"
                    variant="danger"
                    aria-label={SALON_TEXT.actionOn(token.email, T.revoke)}
                    disabled={busy}
                    onClick={() => setRevoking(token)}
                  >
                    {T.revoke}
                  </Button>
                </li>
              ))}
            </ul>
          ))}
        <div className={styles.row}>
          <Button onClick={() => void connect()} disabled={busy || sid === undefined}>
            {T.connect}
          </Button>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="salon-calendars-links" aria-busy={links.isLoading}>
        <h2 id="salon-calendars-links" className={styles.sectionHeading}>
          {T.linksSection}
        </h2>
        {links.data &&
          (links.data.length === 0 ? (
            <p className={pageStyles.text}>{T.noLinks}</p>
          ) : (
            <ul className={styles.notifications} aria-label={T.linksSection}>
              {links.data.flatMap((calendar) =>
                calendar.associations.map((association) => {
                  const label = T.linkLabel(
                    nameOf(calendar.salon_resource_id),
                    GOOGLE_CALENDAR_PURPOSE_LABELS[association.purpose],
                  );
                  return (
                    <li key={`${calendar.id}:${association.id}`} className={styles.urlRow}>
                      <span className={styles.listName}>{label}</span>
                      <span className={styles.url}>
                        {calendar.google_email} / {calendar.google_calendar_id}
                      </span>
                      <span className={styles.listInfo}>
                        {syncState(association)}・{T.eventCount(association.event_count)}
                      </span>
                      {association.purpose === 'shift' && sid !== undefined && (
                        <Button
                          size="small"
                          aria-label={SALON_TEXT.actionOn(label, T.resync)}
                          disabled={busy}
                          onClick={() =>
                            void run(() => resyncGoogleShifts(sid, calendar.id, association.id), T.resynced)
                          }
                        >
                          {T.resync}
                        </Button>
                      )}
                      <Button
                        size="small"
                        variant="danger"
                        aria-label={SALON_TEXT.actionOn(label, T.unlink)}
                        disabled={busy}
                        onClick={() => setUnlinking({ calendar, association })}
                      >
                        {T.unlink}
                      </Button>
                    </li>
                  );
                }),
              )}
            </ul>
          ))}
        {sid !== undefined && tokens.data && (
          <>
            <h3 className={styles.legend}>{T.linkSection}</h3>
            {tokens.data.some((token) => token.valid) ? (
              <LinkForm sid={sid} tokens={tokens.data} onLinked={() => links.mutate()} />
            ) : (
              <p className={pageStyles.text}>{T.connectFirst}</p>
            )}
          </>
        )}
      </section>
      <ConfirmDialog
        open={revoking !== null}
        title={T.revokeConfirm}
        message={revoking?.email ?? ''}
        confirmLabel={T.revoke}
        variant="danger"
        onConfirm={() => {
          const token = revoking;
          setRevoking(null);
          if (token && sid !== undefined) void run(() => revokeGoogleToken(sid, token.id), T.revoked);
        }}
        onCancel={() => setRevoking(null)}
      />
      <ConfirmDialog
        open={unlinking !== null}
        title={T.unlinkConfirm}
        message={
          unlinking
            ? T.linkLabel(
                nameOf(unlinking.calendar.salon_resource_id),
                GOOGLE_CALENDAR_PURPOSE_LABELS[unlinking.association.purpose],
              )
            : ''
        }
        confirmLabel={T.unlink}
        variant="danger"
        onConfirm={() => {
          const target = unlinking;
          setUnlinking(null);
          if (target && sid !== undefined)
            void run(
              () =>
                unlinkGoogleCalendar(
                  sid,
                  target.calendar.id,
                  target.association.purpose,
                  target.association.id,
                ),
              T.unlinked,
            );
        }}
        onCancel={() => setUnlinking(null)}
      />
    </PageContent>
  );
}
