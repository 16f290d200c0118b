// The list screen every record type shares: a header with the page's actions, a search and filters, the
// records as a table (cards on a phone), sortable headers, a pager, and what shows while loading, after a
// failure and when there is nothing to list. A list page is its columns, its query and its words.
import { useEffect, type ReactNode } from 'react';
import { Anchor, Button, Card, Stack, type MantineSpacing } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useIsPhone } from '@web/lib/use-is-phone';
import type { ListQueryState } from '@web/lib/use-list-query-params';
import { EmptyState } from './empty-state';
import { ListParamsPager } from './list-pager';
import { ListTable, type ListColumn, type ListSort } from './list-table';
import { ListToolbar, type ListFilters } from './list-toolbar';
import { PageHeader } from './page-layout';
import { PageLoader, RetryingNote } from './page-loader';
import type { SortOption } from './sort-select';
import { TableSkeleton } from './table-skeleton';

interface EmptyText {
  title: string;
  description: string;
}

export interface ListStateProps<T> {
  /** What the list holds, in words: "Loading users", "Could not load the users". */
  noun: string;
  /** The list's query: its states pick what shows. */
  query: UseQueryResult<unknown>;
  items: readonly T[] | undefined;
  /** When nothing was ever added. */
  empty: EmptyText;
  /** When a search or filter hides everything: a "Clear filters" button is offered with it. */
  filtered?: { active: boolean; onClear: () => void } & Partial<EmptyText>;
  skeleton?: { rows?: number; rowHeight?: number };
  children: (items: readonly T[]) => ReactNode;
}

/**
 * A list's body in each state: placeholder rows while it first loads, a notice with "Try again" when it
 * failed, why it is empty, or the items, dimmed while the next page or filter loads over them.
 */
export const ListState = <T,>({ noun, query, items, empty, filtered, skeleton, children }: ListStateProps<T>) => {
  if (query.isPending) {
    return (
      <Stack gap="xs">
        <RetryingNote query={query} />
        <TableSkeleton label={`Loading ${noun}`} rows={skeleton?.rows ?? 6} rowHeight={skeleton?.rowHeight ?? 52} />
      </Stack>
    );
  }
  if (!items) return <PageLoader query={query} what={`the ${noun}`} />;
  if (items.length === 0) {
    return filtered?.active ? (
      <EmptyState
        title={filtered.title ?? `No ${noun} match these filters`}
        description={filtered.description ?? 'Try another search or clear the filters.'}
        action={
          <Button variant="light" onClick={filtered.onClear}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyState title={empty.title} description={empty.description} />
    );
  }
  return (
    <div style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={query.isFetching}>
      {children(items)}
    </div>
  );
};

/** A page of cards, one per record, for screens too narrow for the table. */
export const ListCards = <T extends { id: string }>({ label, items, card }: { label: string; items: readonly T[]; card: (item: T) => ReactNode }) => (
  <Stack gap="sm" component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
    {items.map((item) => (
      <Card key={item.id} component="li" withBorder padding="md" radius="md">
        {card(item)}
      </Card>
    ))}
  </Stack>
);

export interface ListPageProps<T extends { id: string }, F extends string> {
  title: string;
  description?: ReactNode;
  /** The header's buttons, e.g. "New user"; each shown only to who may use it. */
  actions?: ReactNode;
  /** A link back to the screen this one belongs to, above the title. */
  back?: { to: string; label: string };
  /** Between the header and the filters, e.g. the course finder. */
  intro?: ReactNode;

  /** The table's (and the cards') accessible name. */
  label: string;
  /** What the list holds, in words ("users"). */
  noun: string;
  query: UseQueryResult<unknown>;
  items: readonly T[] | undefined;

  /**
   * A paged list whose search, filters, sort and page live in the address bar (useListQueryParams). Gives
   * the search, the sortable headers, "Clear filters", the pager and the step back from a page past the end.
   */
  params?: ListQueryState<F>;
  /** How many records match, across pages (`meta.total`): shows the pager. */
  total?: number;
  /** A search of its own, for a list without `params`. */
  search?: { value: string | undefined; onSearch: (search: string | undefined) => void };
  searchPlaceholder?: string;
  filters?: ListFilters;
  /** The sort choices a phone offers instead of column headers. */
  sortOptions?: readonly SortOption<F>[];

  columns: readonly ListColumn<T, F>[];
  rowActions?: (item: T) => ReactNode;
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  horizontalSpacing?: MantineSpacing;
  /** A phone's view of one record; without it phones show the table (whose columns may drop below `sm`). */
  card?: (item: T) => ReactNode;

  empty: EmptyText;
  /** What an empty filtered list says, when not "No {noun} match these filters". */
  filteredEmpty?: Partial<EmptyText>;
  skeleton?: { rows?: number; rowHeight?: number };
  /** After the list, e.g. the dialog that edits a row. */
  children?: ReactNode;
}

export const ListPage = <T extends { id: string }, F extends string>(props: ListPageProps<T, F>) => {
  const { params, total, query } = props;
  const isPhone = useIsPhone();
  const sort: ListSort<F> | undefined = params && {
    sortedBy: params.query.order_by,
    order: params.query.order,
    onSort: (order_by, order) => params.update({ order_by, order }),
  };
  const search =
    props.search ?? (params && { value: params.query.search, onSearch: (value: string | undefined) => params.update({ search: value }) });
  const page = params?.query.page;
  const update = params?.update;
  const lastPage = params ? Math.max(1, Math.ceil((total ?? 0) / params.query.pagination)) : 1;

  // Deleting the last record of the last page, or an old link, can leave the page past the end: step back.
  useEffect(() => {
    if (update && page !== undefined && total !== undefined && !query.isPlaceholderData && page > lastPage) update({ page: lastPage });
  }, [update, page, lastPage, total, query.isPlaceholderData]);

  return (
    <Stack gap="md">
      {props.back && (
        <Anchor component={Link} to={props.back.to} size="sm" style={{ alignSelf: 'flex-start' }}>
          ← {props.back.label}
        </Anchor>
      )}
      <PageHeader title={props.title} description={props.description} actions={props.actions} />
      {props.intro}
      {search && (
        <ListToolbar
          label={`Filter ${props.noun}`}
          search={{ ...search, placeholder: props.searchPlaceholder }}
          filters={props.filters}
          activeFilters={params?.activeFilters}
          sortOptions={props.sortOptions}
          sort={sort}
          isPhone={isPhone}
        />
      )}
      <ListState
        noun={props.noun}
        query={query}
        items={props.items}
        empty={props.empty}
        filtered={{
          active: params?.hasFilters ?? Boolean(search?.value),
          onClear: () => (params ? params.clearFilters() : search?.onSearch(undefined)),
          ...props.filteredEmpty,
        }}
        skeleton={props.skeleton}
      >
        {(items) =>
          isPhone && props.card ? (
            <ListCards label={props.label} items={items} card={props.card} />
          ) : (
            <ListTable
              label={props.label}
              items={items}
              columns={props.columns}
              rowActions={props.rowActions}
              sort={sort}
              minWidth={props.minWidth}
              horizontalSpacing={props.horizontalSpacing}
            />
          )
        }
      </ListState>
      {params && <ListParamsPager params={params} total={total} />}
      {props.children}
    </Stack>
  );
};
