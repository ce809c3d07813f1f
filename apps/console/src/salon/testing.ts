import type { SalonReservation } from '@console/contract/salon';

/**
 * A reservation as the API answers it, for the salon's tests and stories: a reserved hour at
 * 10:00 on 2030-05-01 with staff member 1, nothing else set. Callers override what they test.
 */
export const makeReservation = (over: Partial<SalonReservation> = {}): SalonReservation => ({
  id: 1,
  name: '山田 花子',
  comment: '',
  contact_address: '',
  course: null,
  member_id: null,
  date: '2030-05-01',
  from: '10:00',
  to: '11:00',
  salon_resource_id: 1,
  sub_resource_ids: [],
  resource_fee_is_charged: false,
  meta_data: { memo: '' },
  status: 'reserved',
  checked_at: null,
  visit_status: null,
  is_attended: false,
  change_child: null,
  cancel_child: null,
  salon_resource: null,
  source: 'staff',
  customer_info: [],
  ...over,
});
