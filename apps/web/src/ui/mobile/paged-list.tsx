import { useState, type ReactNode } from 'react';
import { useQueries, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { DotLoading, PullToRefresh } from 'antd-mobile';
import { queryClient } from '@/lib/query-client';
import { ListEnd } from './list-end';
import { QueryError } from './query-error';

/** A page of a list endpoint as the contract answers it. */
export interface ListPage<T> {
  records: T[];
  total: number;
}

/**
 * One tab of a phone list (orders, after-sales …): the pages 1…n read through the list's one query (cache
 * keys as everywhere else), each record shown once (a new record moves the others down a page), pull down
 * to refresh (back to the first page), the next page while scrolling (ListEnd), and the loading, error and
 * empty states. antd-mobile only. Give it `key` by tab so that a tab starts on its first page.
 */
export function PagedList<P extends ListPage<{ id: string }>>({
  queryOf,
  render,
  empty,
  header,
  className = 'pm-paged',
}: {
  /** The query of page `page` (1-based). */
  queryOf: (page: number) => UseQueryOptions<P, Error, P, QueryKey>;
  render: (record: P['records'][number]) => ReactNode;
  /** What an empty list shows. */
  empty: ReactNode;
  /** Shown above the records (and above `empty`), from the first page's answer (e.g. an unread count). */
  header?: (first: P) => ReactNode;
  className?: string;
}) {
  const [count, setCount] = useState(1);
  const results = useQueries({ queries: Array.from({ length: count }, (_, i) => queryOf(i + 1)) });
  const first = results[0];
  const seen = new Set<string>();
  const records: P['records'][number][] = [];
  for (const r of results) {
    for (const x of r.data?.records ?? []) {
      if (!seen.has(x.id)) {
        seen.add(x.id);
        records.push(x);
      }
    }
  }
  const total = first?.data?.total ?? 0;
  const hasMore = Boolean(first?.data) && results.every((r) => r.data) && records.length < total;

  if (!first || first.isPending) {
    return (
      <div className="pm-loading" aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (first.isError) return <QueryError error={first.error} onRetry={() => void first.refetch()} />;

  return (
    <PullToRefresh
      onRefresh={async () => {
        setCount(1);
        await first.refetch();
      }}
    >
      {header?.(first.data)}
      {records.length === 0 ? (
        empty
      ) : (
        <div className={className}>
          {records.map(render)}
          <ListEnd
            hasMore={hasMore}
            loadMore={async () => {
              const next = count + 1;
              await queryClient.fetchQuery(queryOf(next));
              setCount(next);
            }}
          />
        </div>
      )}
    </PullToRefresh>
  );
}
