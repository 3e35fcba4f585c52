import { EmptyState, Panel } from '@/ui/desktop/empty-state';

/** /material/list: 素材列表. */
export default function MaterialListPage() {
  return (
    <Panel title="素材列表">
      <EmptyState description="暂无素材" />
    </Panel>
  );
}
