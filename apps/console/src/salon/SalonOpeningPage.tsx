import { type SalonOpeningConfig, salonOpeningConfigInputSchema } from '@console/contract/salon';
import {
  Button,
  Calendar,
  type CalendarMarkers,
  Checkbox,
  PageContent,
  PageHeader,
  TimeInput,
  useToast,
} from '@console/ui';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Deferred } from '../shared/Deferred';
import { tokyoToday } from '../shared/dates';
import { LeaveWarning } from '../shared/LeaveWarning';
import * as pageStyles from '../shared/pages.css';
import { useCheckedErrors } from './FormParts';
import { useSalon, useSalonConfig } from './hooks';
import { SALON_TEXT } from './messages';
import * as styles from './salon.css';
import {
  type ClosedReason,
  draftClosures,
  openingYearParam,
  toggleClosedDate,
  WEEKDAY_NAMES,
  WEEKDAY_ROWS,
} from './settings';
import { putTypedConfig, useOpeningYear } from './settingsApi';
import { SALON_SETTINGS_TEXT } from './settingsMessages';
import { useDraft } from './useDraft';
import { useSalonWrite } from './useSalonWrite';

const MARKER_COLOR: Readonly<Record<ClosedReason, string>> = {
  weekly: 'textSubtle',
  closed_date: 'danger',
  holiday: 'holiday',
};

/** The default hours a weekday gets when it is switched to open. */
const DEFAULT_HOURS = { open: '10:00', close: '19:00' };

/**
 * /line/reserve/salon/settings/opening: the salon's hours per weekday, open or not on public
 * holidays, and extra closed days picked on the year's calendar (spec §7 configs/opening and
 * ?attr=opening&y=). Everything is one draft saved with 保存; the calendar shows the draft.
 */
export function SalonOpeningPage() {
  const { salon } = useSalon();
  const sid = salon?.id;
  const config = useSalonConfig(sid);
  const today = tokyoToday();
  // The year shown is in the address (?y=2025), so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const year = openingYearParam(params.get('y')) ?? Number(today.slice(0, 4));
  const setYear = (next: number) => setParams({ y: String(next) }, { replace: true });
  const days = useOpeningYear(sid, year);
  const toast = useToast();
  const { busy, errors, setErrors, run, mounted } = useSalonWrite();
  const saved = config.data?.opening;
  const [draft, setDraft, dirty] = useDraft<SalonOpeningConfig | undefined>(saved);
  // The contract's schema first (the same messages as the server's 422), then the server.
  const { shown, check, clear } = useCheckedErrors(errors);

  const closures = useMemo(
    () => (draft && days.data?.year === year ? draftClosures(days.data.days, draft) : new Map()),
    [days.data, draft, year],
  );
  const markers = useMemo(() => {
    const result: Record<string, CalendarMarkers[string]> = {};
    for (const [date, day] of closures) {
      if (!day.reason) continue;
      const reason = day.reason as ClosedReason;
      // The calendar itself names the holiday; the marker says why the salon is closed.
      result[date] = [
        {
          type: 'line',
          color: MARKER_COLOR[reason],
          tooltip: [{ text: SALON_SETTINGS_TEXT.closedReason[reason] }],
        },
      ];
    }
    return result;
  }, [closures]);
  const closedCount = [...closures.values()].filter((day) => day.reason).length;

  const setWeekday = (weekday: number, change: { open?: string | null; close?: string | null }) =>
    setDraft(
      (current) =>
        current && {
          ...current,
          weekly: current.weekly.map((day) => (day.weekday === weekday ? { ...day, ...change } : day)),
        },
    );

  const save = async () => {
    if (sid === undefined || !draft) return;
    if (!check(salonOpeningConfigInputSchema, draft)) {
      toast.error(SALON_SETTINGS_TEXT.fixErrors);
      return;
    }
    await run(
      async () => {
        const next = await putTypedConfig(sid, 'opening', draft);
        if (mounted.current) {
          await config.mutate(next, { revalidate: false });
          await days.mutate();
        }
      },
      { done: SALON_TEXT.saved },
    );
  };

  const thisYearClosed = (draft?.closed_dates ?? []).filter((date) => date.startsWith(`${year}-`));
  return (
    <PageContent className={pageStyles.page}>
      <PageHeader
        title={SALON_SETTINGS_TEXT.openingTitle}
        actions={
          <>
            <Button
              onClick={() => {
                setDraft(saved);
                setErrors({});
                clear();
              }}
              disabled={!dirty || busy}
            >
              {SALON_SETTINGS_TEXT.revert}
            </Button>
            <Button variant="primary" onClick={() => void save()} disabled={!dirty || busy}>
              {SALON_TEXT.save}
            </Button>
          </>
        }
      />
      {config.error && (
        <p className={styles.notice} role="alert">
          {SALON_TEXT.sharedLoadError}
        </p>
      )}
      {!draft ? (
        !config.error && (
          <p className={pageStyles.text} aria-busy="true">
            {SALON_TEXT.loading}
          </p>
        )
      ) : (
        <>
          <section className={styles.section} aria-labelledby="salon-opening-weekly">
            <h2 id="salon-opening-weekly" className={styles.sectionHeading}>
              {SALON_SETTINGS_TEXT.weeklySection}
            </h2>
            {/* Column headings for sight; each time field is named in full for screen readers. */}
            <div className={styles.weekdayHead} aria-hidden="true">
              <span />
              <span>{SALON_SETTINGS_TEXT.opens}</span>
              <span>{SALON_SETTINGS_TEXT.closes}</span>
            </div>
            {WEEKDAY_ROWS.map((weekday) => {
              const day = draft.weekly[weekday];
              const name = WEEKDAY_NAMES[weekday];
              const open = day !== undefined && !(day.open === null && day.close === null);
              return (
                <div key={weekday} className={styles.weekdayRow}>
                  <div className={styles.weekdayName}>
                    <Checkbox
                      label={SALON_SETTINGS_TEXT.openDay(name)}
                      value={open}
                      disabled={busy}
                      onChange={(on) => setWeekday(weekday, on ? DEFAULT_HOURS : { open: null, close: null })}
                    />
                  </div>
                  <TimeInput
                    aria-label={`${name}の${SALON_SETTINGS_TEXT.opens}`}
                    value={day?.open ?? ''}
                    minuteStep={15}
                    clearable
                    disabled={!open || busy}
                    onChange={(value) => setWeekday(weekday, { open: value || null })}
                    errorText={shown[`weekly.${weekday}.open`]}
                  />
                  <TimeInput
                    aria-label={`${name}の${SALON_SETTINGS_TEXT.closes}`}
                    value={day?.close ?? ''}
                    minuteStep={15}
                    clearable
                    disabled={!open || busy}
                    onChange={(value) => setWeekday(weekday, { close: value || null })}
                    errorText={shown[`weekly.${weekday}.close`]}
                  />
                </div>
              );
            })}
            <Checkbox
              label={SALON_SETTINGS_TEXT.openOnHolidays}
              value={draft.open_on_holidays}
              disabled={busy}
              onChange={(on) => setDraft((current) => current && { ...current, open_on_holidays: on })}
            />
          </section>
          <section
            className={styles.section}
            aria-labelledby="salon-opening-calendar"
            aria-busy={days.isLoading}
          >
            <h2 id="salon-opening-calendar" className={styles.sectionHeading}>
              {SALON_SETTINGS_TEXT.calendarSection}
            </h2>
            <p className={pageStyles.text}>{SALON_SETTINGS_TEXT.calendarHelp}</p>
            <div className={styles.group}>
              <Button size="small" onClick={() => setYear(year - 1)} disabled={year <= 2000}>
                {SALON_SETTINGS_TEXT.previousYear}
              </Button>
              <strong className={pageStyles.text} aria-live="polite">
                {SALON_SETTINGS_TEXT.yearLabel(year)}
              </strong>
              <Button size="small" onClick={() => setYear(year + 1)} disabled={year >= 2100}>
                {SALON_SETTINGS_TEXT.nextYear}
              </Button>
            </div>
            {days.error && (
              <p className={styles.notice} role="alert">
                {SALON_TEXT.sharedLoadError}
              </p>
            )}
            {closures.size > 0 && (
              <p className={pageStyles.text}>
                {SALON_SETTINGS_TEXT.openCount(closures.size - closedCount, closedCount)}
              </p>
            )}
            {/* 42 react-aria day cells: drawn in a background render after the weekly hours, in
                slices a tap can interrupt, with the list under them so nothing already shown moves
                (the calendar sits below a phone's first screenful). */}
            <Deferred>
              <Calendar
                key={year}
                mode="multiple"
                aria-label={`${SALON_SETTINGS_TEXT.calendarSection} ${SALON_SETTINGS_TEXT.yearLabel(year)}`}
                min={`${year}-01-01`}
                max={`${year}-12-31`}
                defaultMonth={today.startsWith(`${year}-`) ? today.slice(0, 7) : `${year}-01`}
                value={draft.closed_dates}
                markers={markers}
                onChange={(closed_dates) => setDraft((current) => current && { ...current, closed_dates })}
              />
              <h3 className={styles.legend}>{SALON_SETTINGS_TEXT.closedDates}</h3>
              {thisYearClosed.length === 0 ? (
                <p className={pageStyles.text}>{SALON_SETTINGS_TEXT.noClosedDates}</p>
              ) : (
                <ul className={styles.chips}>
                  {thisYearClosed.map((date) => (
                    <li key={date}>
                      <Button
                        size="small"
                        aria-label={SALON_SETTINGS_TEXT.removeClosedDate(date)}
                        disabled={busy}
                        onClick={() =>
                          setDraft(
                            (current) =>
                              current && {
                                ...current,
                                closed_dates: toggleClosedDate(current.closed_dates, date),
                              },
                          )
                        }
                      >
                        {`${date} ×`}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </Deferred>
          </section>
        </>
      )}
      <LeaveWarning when={dirty} />
    </PageContent>
  );
}
