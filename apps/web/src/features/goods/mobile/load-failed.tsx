import { errorText } from '@/lib/http-rules';
import '@/ui/mobile/list-end.css';

/**
 * A failed list section in one line with a retry: the server's message (or 操作失败，系统异常). Lighter
 * than the kit's ErrorBlock, for the home page's sections that load right after the first paint.
 */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="mg-more" role="alert">
      <span>{errorText(error)}</span>
      <button type="button" onClick={onRetry}>
        重新加载
      </button>
    </div>
  );
}
