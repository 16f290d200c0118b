import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CLOCK_STATES, FORM_STATUSES } from '@shared/schemas/forms';
import { oneOf, text, useListQueryParams, type ListQueryConfig } from '@web/lib/use-list-query-params';
import type { FormSortField, FormsQuery } from '../api/get-forms';

type FormFilters = Pick<FormsQuery, 'status' | 'verified' | 'course_id' | 'location_id' | 'clock'>;

const CONFIG: ListQueryConfig<FormSortField, FormFilters> = {
  sortFields: ['created_at'],
  defaultSort: 'created_at',
  filters: {
    status: (raw) => oneOf(raw, FORM_STATUSES),
    verified: (raw) => oneOf(raw, ['true', 'false'] as const),
    course_id: text,
    location_id: text,
    clock: (raw) => oneOf(raw, CLOCK_STATES),
  },
};

/**
 * A family's list search, filters, sort and page, kept in the address bar. Newest first unless the address
 * says otherwise: staff work from the latest submissions (the API's default order too).
 */
export const useFormsQueryParams = () => {
  const state = useListQueryParams(CONFIG);
  const [params] = useSearchParams();
  const order = params.get('order') === 'asc' ? 'asc' : 'desc';
  return useMemo(() => ({ ...state, query: { ...state.query, order } as typeof state.query }), [state, order]);
};
