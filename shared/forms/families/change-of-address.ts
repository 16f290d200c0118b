// Change of address: overseas students must tell the college of a new address within 7 days of moving
// (student visa condition 8533; ESOS Act s 20). The form shows how many days have passed since the move.
import { australianAddress, declarationStep, PRIVACY_STATEMENT, studentStep, YES_NO } from '../common';
import type { FormDefinition } from '../definition';

export const changeOfAddressForm: FormDefinition = {
  purpose: 'Tell the college your new address. Overseas students must do so within 7 days of moving.',
  steps: [
    studentStep([{ key: 'is_overseas_student', label: 'Are you on a student visa?', kind: 'radio', options: YES_NO, required: true }]),
    {
      id: 'address',
      title: 'Your new address',
      fields: [
        { key: 'moved_on', label: 'Date you moved', kind: 'date', past: true, required: true },
        ...australianAddress('home', 'Residential address'),
        { key: 'postal_same', label: 'My postal address is the same', kind: 'checkbox' },
        ...australianAddress('postal', 'Postal address', { not: { field: 'postal_same', equals: true } }),
        { key: 'new_phone', label: 'New phone, if it changed', kind: 'phone' },
        { key: 'new_email', label: 'New e-mail, if it changed', kind: 'email' },
      ],
    },
    declarationStep(PRIVACY_STATEMENT),
  ],
  listColumns: ['moved_on', 'home_suburb'],
  clocks: [{ kind: 'calendar-days', days: 7, from: 'moved_on', label: 'Report the new address within 7 days of moving' }],
};
