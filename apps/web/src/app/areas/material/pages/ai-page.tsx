import { EmptyState, Panel } from '@/ui/desktop/empty-state';

/** /material/ai: AI创作. */
export default function MaterialAiPage() {
  return (
    <Panel title="创作记录">
      <EmptyState description="暂无创作记录" />
    </Panel>
  );
}
