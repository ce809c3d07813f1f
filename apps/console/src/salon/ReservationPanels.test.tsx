import { ConsoleUITestProvider } from '@console/ui/test';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SALON_TEXT } from './messages';
import { endAfterMove, ReservationDetail } from './ReservationPanels';
import { makeReservation } from './testing';

function showDetail(reservation = makeReservation(), onMoveVisit = vi.fn()) {
  render(
    <ConsoleUITestProvider>
      <ReservationDetail
        reservation={reservation}
        courses={[]}
        busy={false}
        onPatch={vi.fn()}
        onMoveVisit={onMoveVisit}
        onJudge={vi.fn()}
        onEdit={vi.fn()}
        onDelete={vi.fn()}
      />
    </ConsoleUITestProvider>,
  );
}

describe('ReservationDetail: what the customer typed online', () => {
  it('shows every answer under its label, read-only, the phone number dialable in the Japanese style', () => {
    showDetail(
      makeReservation({
        source: 'online',
        contact_address: '09012345678',
        customer_info: [
          { id: 'name', label: 'お名前', type: 'text', value: '山田 花子', display: '山田 花子' },
          { id: 'kana', label: 'フリガナ', type: 'text', value: 'ヤマダ ハナコ', display: 'ヤマダ ハナコ' },
          { id: 'tel', label: '電話番号', type: 'tel', value: '09012345678', display: '090-1234-5678' },
          { id: 'mail', label: 'メール', type: 'email', value: 'h@example.jp', display: 'h@example.jp' },
        ],
      }),
    );
    const answers = screen.getByRole('region', { name: SALON_TEXT.customerAnswers });
    const terms = within(answers)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['お名前', 'フリガナ', '電話番号', 'メール']);
    const call = within(answers).getByRole('link', { name: SALON_TEXT.callCustomer('090-1234-5678') });
    expect(call.textContent).toBe('090-1234-5678');
    expect(call.getAttribute('href')).toBe('tel:09012345678');
    expect(within(answers).getByText('ヤマダ ハナコ')).toBeTruthy();
    expect(within(answers).queryAllByRole('textbox')).toHaveLength(0);
  });

  it('shows no such section for a reservation staff made', () => {
    showDetail();
    expect(screen.queryByRole('region', { name: SALON_TEXT.customerAnswers })).toBeNull();
  });
});

describe('ReservationDetail: 来店 (issue 28)', () => {
  it('shows 予約 with its next moves, and sends the move chosen', () => {
    const onMoveVisit = vi.fn();
    showDetail(makeReservation(), onMoveVisit);
    const stage = screen.getByRole('region', { name: SALON_TEXT.visitStage });
    expect(within(stage).getByRole('status').textContent).toBe('予約');
    const buttons = within(stage)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual(['来店', 'キャンセル', '無断キャンセル']);
    fireEvent.click(within(stage).getByRole('button', { name: '来店' }));
    expect(onMoveVisit).toHaveBeenCalledWith('visited');
  });

  it('shows the check-in time in Japan time and offers to take it back', () => {
    const onMoveVisit = vi.fn();
    showDetail(
      makeReservation({
        status: 'visited',
        checked_at: '2030-05-01T06:02:00.000Z',
        visit_status: 'in_service',
      }),
      onMoveVisit,
    );
    const stage = screen.getByRole('region', { name: SALON_TEXT.visitStage });
    expect(within(stage).getByRole('status').textContent).toBe('来店 15:02');
    fireEvent.click(within(stage).getByRole('button', { name: '来店を取り消す' }));
    expect(onMoveVisit).toHaveBeenCalledWith('reserved');
  });
});

describe('endAfterMove: 終了 when 開始 moves', () => {
  const courses = [{ id: 7, duration: 90 }];
  it.each([
    [
      'keeps the course length set by the course',
      { from: '10:00', to: '11:30', course: 7 },
      '13:00',
      '14:30',
    ],
    ['keeps a length set by hand', { from: '10:00', to: '12:00', course: 7 }, '13:00', '15:00'],
    ['moves back as well', { from: '10:00', to: '11:00' }, '09:15', '10:15'],
    [
      'takes the course length when the end was before the start',
      { from: '10:00', to: '09:00', course: 7 },
      '11:00',
      '12:30',
    ],
    ['takes an hour without a course', { from: '10:00', to: '10:00' }, '11:00', '12:00'],
    ['stops at 23:59', { from: '10:00', to: '11:00' }, '23:30', '23:59'],
  ] as const)('%s', (_, current, from, expected) => {
    expect(endAfterMove(current, from, courses)).toBe(expected);
  });
});
