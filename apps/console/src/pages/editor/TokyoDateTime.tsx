import { DateInput, TimeInput } from '@console/ui';
import { useState } from 'react';
import { isoToTokyo, tokyoToIso } from './document';
import * as styles from './editor.css';
import { EDITOR_TEXT as T } from './messages';

/*
 * Its own file, loaded when a countdown is opened: the date and time fields bring the calendar
 * (30 kB gzip) that the editor's first load does without.
 */

/** A day and a time in Japan for an ISO instant (the countdown's end). */
export default function TokyoDateTime({
  value,
  onChange,
  dateLabel,
  timeLabel,
  errorText,
}: {
  value: string;
  onChange: (iso: string) => void;
  dateLabel: string;
  timeLabel: string;
  errorText?: string | undefined;
}) {
  const [parts, setParts] = useState(() => isoToTokyo(value));
  const set = (next: { date: string; time: string }) => {
    setParts(next);
    onChange(tokyoToIso(next.date, next.time) ?? '');
  };
  return (
    // Commit-on-blur fields: their own undo runs while their text is being typed (see the editor's keys).
    <div className={styles.toolbar} data-own-undo>
      <DateInput
        label={dateLabel}
        value={parts.date}
        onChange={(date) => set({ ...parts, date })}
        errorText={errorText}
        helpText={T.countdownHelp}
      />
      <TimeInput label={timeLabel} value={parts.time} onChange={(time) => set({ ...parts, time })} />
    </div>
  );
}
