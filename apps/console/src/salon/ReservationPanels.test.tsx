import { ConsoleUITestProvider } from '@console/ui/test';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SALON_TEXT } from './messages';
import { ReservationDetail } from './ReservationPanels';
import { makeReservation } from './testing';

function showDetail(reservation = makeReservation()) {
  render(
    <ConsoleUITestProvider>
      <ReservationDetail
        reservation={reservation}
        statuses={[]}
        courses={[]}
        busy={false}
        onPatch={vi.fn()}
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
