import { useEffect } from 'react';
import { reportSuspended } from '@/lib/page-state';
import './common.css';

/** Shown while the first page of a visit loads (no UI kit: every build shares it). */
export default function PageLoading() {
  useEffect(() => {
    reportSuspended(1);
    return () => reportSuspended(-1);
  }, []);
  return (
    <div className="pm-loading" role="status">
      <span className="pm-loading__spinner" aria-hidden="true" />
      <span>正在加载…</span>
    </div>
  );
}
