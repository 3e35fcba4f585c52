import './common.css';

/** Shown while the first page of a visit loads (no UI kit: every build shares it). */
export default function PageLoading() {
  return (
    <div className="pm-loading" role="status">
      <span className="pm-loading__spinner" aria-hidden="true" />
      <span>正在加载…</span>
    </div>
  );
}
