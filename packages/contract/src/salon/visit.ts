import * as z from 'zod/mini';
import type { SalonReservationStatus, SalonVisitStatus } from './schemas';

/*
 * 来店 (issue 28): one state model a salon understands, 予約 → 来店 → 会計済み, or キャンセル /
 * 無断キャンセル. The stored fields stay those spec §3 fixes (status, checked_at, visit_status,
 * is_attended, written by PATCH as before); the stage is read from them, and a move between stages
 * (POST reservations/{id}/visit) sets them together, only along the table below.
 */

export const SALON_VISIT_STAGES = ['reserved', 'visited', 'paid', 'cancelled', 'no_show'] as const;
export type SalonVisitStage = (typeof SALON_VISIT_STAGES)[number];

export const SALON_VISIT_STAGE_LABELS: Readonly<Record<SalonVisitStage, string>> = {
  reserved: '予約',
  visited: '来店',
  paid: '会計済み',
  cancelled: 'キャンセル',
  no_show: '無断キャンセル',
};

/**
 * The moves a salon makes, each with the words of its button. Every forward step can be taken
 * back one step (a check-in tapped on the wrong card is common), a cancelled or no-show booking can
 * be restored to 予約; nothing jumps from 予約 to 会計済み, nor from 会計済み to a cancellation.
 */
export const SALON_VISIT_TRANSITIONS: Readonly<
  Record<SalonVisitStage, readonly { to: SalonVisitStage; label: string }[]>
> = {
  reserved: [
    { to: 'visited', label: '来店' },
    { to: 'cancelled', label: 'キャンセル' },
    { to: 'no_show', label: '無断キャンセル' },
  ],
  visited: [
    { to: 'paid', label: '会計済みにする' },
    { to: 'reserved', label: '来店を取り消す' },
  ],
  paid: [{ to: 'visited', label: '会計を取り消す' }],
  cancelled: [{ to: 'reserved', label: '予約に戻す' }],
  no_show: [{ to: 'reserved', label: '予約に戻す' }],
};

export function canMoveVisit(from: SalonVisitStage, to: SalonVisitStage): boolean {
  return SALON_VISIT_TRANSITIONS[from].some((move) => move.to === to);
}

interface VisitFields {
  status: SalonReservationStatus;
  checked_at: string | null;
  visit_status: SalonVisitStatus | null;
  is_attended: boolean;
}

/**
 * The stage the stored fields say. A check-in time, or the status 来店済み set through the older
 * status select, is 来店; 会計済み needs the visit to have been checked in or marked visited.
 */
export function visitStageOf(r: VisitFields): SalonVisitStage {
  if (r.status === 'cancelled') return 'cancelled';
  if (r.status === 'no_show') return 'no_show';
  const visited = r.checked_at !== null || r.status === 'visited';
  if (!visited) return 'reserved';
  return r.visit_status === 'paid' ? 'paid' : 'visited';
}

/**
 * The fields a move to `to` writes. Checking in records `now` (kept when going back from 会計済み,
 * so 来店 15:02 stays 15:02); leaving 来店 backwards clears it. Going back to 予約 sets the status
 * 予約: whether it had been 確定 before the check-in is not stored, and 予約 is the safe reading.
 */
export function visitFieldsFor(current: VisitFields, to: SalonVisitStage, now: Date): VisitFields {
  switch (to) {
    case 'reserved':
      return { status: 'reserved', checked_at: null, visit_status: null, is_attended: false };
    case 'visited':
      return {
        status: 'visited',
        checked_at: current.checked_at ?? now.toISOString(),
        visit_status: 'in_service',
        is_attended: true,
      };
    case 'paid':
      return {
        status: 'visited',
        checked_at: current.checked_at ?? now.toISOString(),
        visit_status: 'paid',
        is_attended: true,
      };
    case 'cancelled':
    case 'no_show':
      return { status: to, checked_at: null, visit_status: null, is_attended: false };
  }
}

export const SALON_VISIT_MESSAGES = {
  stage: '来店の状態が正しくありません。',
  cannotMove: (from: SalonVisitStage, to: SalonVisitStage) =>
    `「${SALON_VISIT_STAGE_LABELS[from]}」から「${SALON_VISIT_STAGE_LABELS[to]}」には変えられません。`,
} as const;

/** POST reservations/{id}/visit: the stage to move to (one of the current stage's moves). */
export const salonVisitMoveSchema = z.strictObject({
  stage: z.enum(SALON_VISIT_STAGES, { error: SALON_VISIT_MESSAGES.stage }),
});
export type SalonVisitMove = z.infer<typeof salonVisitMoveSchema>;
