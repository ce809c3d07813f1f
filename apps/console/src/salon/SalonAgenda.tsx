import { formatTimeRange, Select, Skeleton } from '@console/ui';
import { vars } from '@console/ui/css';
import { useId } from 'react';
import type { AgendaFilter, AgendaGroup, AgendaReservation } from './agenda';
import * as styles from './agenda.css';
import { SALON_TEXT } from './messages';

export interface SalonAgendaProps {
  date: string;
  /** The day's groups, already narrowed by the staff chooser. */
  groups: readonly AgendaGroup[];
  /** The chooser's options: the shown resources. */
  staff: readonly { id: number; name: string }[];
  filter: AgendaFilter;
  onFilterChange: (filter: AgendaFilter) => void;
  statusLabel: (status: string) => string;
  busy: boolean;
  onReservation: (reservationId: number) => void;
  onShift: (shiftId: string) => void;
  onBlock: (blockId: number) => void;
  /** Free time tapped: a new reservation for that resource from that time. */
  onGap: (resourceId: number, from: string) => void;
}

/**
 * The salon's day on a phone (issue 27): one list per staff member, each card a large tap target
 * that opens the same panel as the timeline's card. Everyone is shown grouped by default: a
 * receptionist asked "is anyone free at three?" answers it with one scroll; the chooser narrows it
 * to one person's day ("when is my next customer?") with one tap.
 */
export function SalonAgenda(props: SalonAgendaProps) {
  const { date, groups, staff, filter } = props;
  const empty = groups.every((g) => !g.entries.some((e) => e.type === 'reservation'));
  return (
    <section className={styles.agenda} aria-label={SALON_TEXT.agenda} aria-busy={props.busy}>
      <div className={styles.head}>
        <h2 className={styles.date}>{SALON_TEXT.agendaDate(date)}</h2>
        {/* While the staff load the chooser is drawn (loading), as a salon has several: the
            date beside it does not drop when they come (issue 27, stable layout). */}
        {(staff.length > 1 || (props.busy && staff.length === 0)) && (
          <Select
            className={styles.chooser}
            label={SALON_TEXT.agendaStaff}
            loading={props.busy && staff.length === 0}
            value={String(filter)}
            options={[
              { name: SALON_TEXT.agendaAllStaff, value: 'all' },
              ...staff.map((s) => ({ name: s.name, value: String(s.id) })),
            ]}
            onValueChange={(value) => props.onFilterChange(value === 'all' ? 'all' : Number(value))}
          />
        )}
      </div>
      {empty && !props.busy && <p className={styles.empty}>{SALON_TEXT.agendaEmpty}</p>}
      {props.busy && groups.length === 0 && <AgendaSkeleton />}
      {groups.map((group) => (
        <AgendaGroupView key={group.id} group={group} {...props} />
      ))}
    </section>
  );
}

/** Staff lists drawn while the day loads: what follows the agenda stays below the screen. */
const SKELETON_GROUPS = 3;
const SKELETON_CARDS = 3;

function AgendaSkeleton() {
  return (
    <>
      {Array.from({ length: SKELETON_GROUPS }, (_, group) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders.
        <div key={group} className={styles.group}>
          <Skeleton width="30%" announce={group === 0} />
          {Array.from({ length: SKELETON_CARDS }, (_, card) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders.
            <Skeleton key={card} shape="rect" height={vars.controlHeight.large} announce={false} />
          ))}
        </div>
      ))}
    </>
  );
}

function AgendaGroupView({ group, ...props }: SalonAgendaProps & { group: AgendaGroup }) {
  const headingId = useId();
  return (
    <section className={styles.group} aria-labelledby={headingId} data-agenda-group={group.id}>
      <div className={styles.groupHead}>
        <h3 id={headingId} className={styles.staff}>
          {group.name}
        </h3>
        {group.shifts.length === 0 ? (
          <span className={styles.context}>{SALON_TEXT.agendaNoShift}</span>
        ) : (
          group.shifts.map((s) => (
            <button key={s.id} type="button" className={styles.shift} onClick={() => props.onShift(s.id)}>
              {SALON_TEXT.agendaShift(formatTimeRange(s.from, s.to), s.description)}
            </button>
          ))
        )}
      </div>
      <ol className={styles.entries}>
        {group.entries.map((entry) => {
          const range = formatTimeRange(entry.from, entry.to);
          switch (entry.type) {
            case 'reservation':
              return (
                <li key={entry.key}>
                  <ReservationCard
                    entry={entry}
                    statusLabel={props.statusLabel}
                    onOpen={props.onReservation}
                  />
                </li>
              );
            case 'block':
              return (
                <li key={entry.key}>
                  <button type="button" className={styles.block} onClick={() => props.onBlock(entry.blockId)}>
                    <span className={styles.blockLabel}>{SALON_TEXT.agendaBlock(range)}</span>
                  </button>
                </li>
              );
            case 'gap':
              return (
                <li key={entry.key}>
                  {typeof group.id === 'number' ? (
                    <button
                      type="button"
                      className={styles.gap}
                      onClick={() => props.onGap(group.id as number, entry.from)}
                    >
                      <span>{SALON_TEXT.agendaGap(range)}</span>
                      <span className={styles.gapAction}>{SALON_TEXT.agendaGapAction}</span>
                    </button>
                  ) : (
                    <span className={styles.context}>{SALON_TEXT.agendaGap(range)}</span>
                  )}
                </li>
              );
            case 'break':
              return (
                <li key={entry.key} className={styles.context}>
                  {SALON_TEXT.agendaBreak(range)}
                </li>
              );
          }
          return null;
        })}
      </ol>
    </section>
  );
}

function ReservationCard({
  entry,
  statusLabel,
  onOpen,
}: {
  entry: AgendaReservation;
  statusLabel: (status: string) => string;
  onOpen: (id: number) => void;
}) {
  return (
    <button
      type="button"
      className={styles.card}
      data-tone={entry.tone}
      data-pending={entry.pending ?? undefined}
      data-reservation={entry.reservationId}
      onClick={() => onOpen(entry.reservationId)}
    >
      <span className={styles.cardTop}>
        <span className={styles.time}>{formatTimeRange(entry.from, entry.to)}</span>
        <span className={styles.status}>{statusLabel(entry.status)}</span>
      </span>
      <span className={styles.name}>{entry.name}</span>
      {entry.course && <span className={styles.course}>{entry.course}</span>}
      {(entry.pending || entry.overlaps || entry.sub) && (
        <span className={styles.marks}>
          {entry.pending && <span className={styles.pending}>{SALON_TEXT.requestBadge[entry.pending]}</span>}
          {entry.overlaps && <span className={styles.mark}>{SALON_TEXT.agendaOverlap}</span>}
          {entry.sub && <span className={styles.mark}>{SALON_TEXT.agendaSub}</span>}
        </span>
      )}
    </button>
  );
}
