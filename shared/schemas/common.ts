import { z } from 'zod';

/** Spec §3 listing fields, shared by every list call. */
export const ListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  // Spec §9: selects fetch with pagination=1000; nothing larger is served in one page.
  pagination: z.coerce.number().int().min(1).max(1000).default(15),
  order: z.enum(['asc', 'desc']).default('asc'),
  order_by: z.string().trim().max(50).optional(),
});
export type ListQuery = z.infer<typeof ListQuery>;

export interface ListMeta {
  page: number;
  pagination: number;
  total: number;
}

export interface ListResponse<T> {
  data: T[];
  meta: ListMeta;
}

export const IdPath = z.object({ id: z.string().min(1).max(100) });
