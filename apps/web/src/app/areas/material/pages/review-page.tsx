import { EmptyState, Panel } from '@/ui/desktop/empty-state';

/** /material/review: 素材审核. */
export default function MaterialReviewPage() {
  return (
    <Panel title="待审核素材">
      <EmptyState description="暂无待审核的素材" />
    </Panel>
  );
}
