// decisions.md section 3: lists take page/pageSize (at most 100).
import { z } from 'zod';
import { limits } from './limits';

export const pagingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(limits.pageSizeMax).default(limits.pageSizeDefault),
});
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

export function offsetOf(paging: PagingQuery): number {
  return (paging.page - 1) * paging.pageSize;
}
