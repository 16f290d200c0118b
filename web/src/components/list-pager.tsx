import { Group, Pagination, Select, Text } from '@mantine/core';
import { PAGE_SIZES, type ListParams } from '@web/lib/use-list-query-params';

interface ListPagerProps {
  page: number;
  pageSize: number;
  total: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}

/** "Showing 16–30 of 42", page buttons and a page size select, under a list. */
export const ListPager = ({ page, pageSize, total, pageSizes, onPageChange, onPageSizeChange }: ListPagerProps) => {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        Showing {first}–{last} of {total}
      </Text>
      <Group gap="sm" wrap="wrap">
        <Select
          label="Rows per page"
          size="xs"
          data={pageSizes.map(String)}
          value={String(pageSize)}
          onChange={(value) => value && onPageSizeChange(Number(value))}
          allowDeselect={false}
          // The label sits beside the box, as pagers usually show it, instead of above.
          styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 }, label: { whiteSpace: 'nowrap' }, wrapper: { width: 80 } }}
        />
        {pages > 1 && (
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPageChange}
            size="sm"
            siblings={1}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
            aria-label="Pages"
          />
        )}
      </Group>
    </Group>
  );
};

/** What `ListParamsPager` needs of a list's address-bar state (`useListQueryParams`): its page and a way to move it. */
interface PagedParams {
  query: Pick<ListParams<string>, 'page' | 'pagination'>;
  update(changes: { page?: number; pagination?: number }): void;
}

/** The pager of a list whose page and page size live in the address bar; nothing while the list is empty. */
export const ListParamsPager = ({ params, total }: { params: PagedParams; total: number | undefined }) =>
  total !== undefined && total > 0 ? (
    <ListPager
      page={params.query.page}
      pageSize={params.query.pagination}
      total={total}
      pageSizes={PAGE_SIZES}
      onPageChange={(page) => params.update({ page })}
      onPageSizeChange={(pagination) => params.update({ pagination })}
    />
  ) : null;
