import { lazy, Suspense, type ComponentProps } from 'react';
import { errorText } from '@/lib/http-rules';
import '@/ui/mobile/list-end.css';

// The kit's ErrorBlock carries large pictures (about 10 KB gzip): it loads only when a query failed.
const QueryError = lazy(() => import('@/ui/mobile/query-error').then((m) => ({ default: m.QueryError })));

/** The mobile QueryError (server message, retry), loaded on first use; the message shows meanwhile. */
export function LazyQueryError(props: ComponentProps<typeof QueryError>) {
  return (
    <Suspense
      fallback={
        <p className="mg-more" role="alert">
          {errorText(props.error)}
        </p>
      }
    >
      <QueryError {...props} />
    </Suspense>
  );
}
