import { useEffect } from 'react';
import { Alert, Button, Progress, Typography } from 'antd';
import { BATCH_JOB_STATUS_LABELS, type BatchMatchResult } from '@pm/contract/batch';
import { QueryError } from '@/ui/desktop/query-error';
import { useBatchResult } from '../api/batch-result';

/** A match job of many lines: its progress (polled) until its lines arrive. */
export function JobProgress({
  uuid,
  divisionCode = '',
  onDone,
  onRestart,
}: {
  uuid: string;
  /** The delivery area the lines are judged for. */
  divisionCode?: string;
  onDone: (result: BatchMatchResult) => void;
  onRestart: () => void;
}) {
  const q = useBatchResult(uuid, divisionCode);
  const data = q.data;
  useEffect(() => {
    if (data?.status === 'done') onDone(data);
  }, [data, onDone]);

  if (q.isError) {
    return (
      <QueryError error={q.error} onRetry={() => void q.refetch()}>
        <Button onClick={onRestart}>重新填写清单</Button>
      </QueryError>
    );
  }
  if (data?.status === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        message={data.error ?? '批量匹配失败，请重新提交'}
        action={<Button onClick={onRestart}>重新填写清单</Button>}
      />
    );
  }
  const total = data?.total ?? 0;
  const done = data?.done ?? 0;
  const percent = total > 0 ? Math.floor((done / total) * 100) : 0;
  return (
    <div className="pm-batch-progress" role="status">
      <Typography.Title level={5}>
        {data ? BATCH_JOB_STATUS_LABELS[data.status] : '正在提交'}：共 {total} 行，已匹配 {done} 行
      </Typography.Title>
      <Progress percent={percent} status="active" aria-label="匹配进度" />
      <Typography.Paragraph type="secondary">
        清单较长，正在后台匹配；可以离开本页，稍后从本页地址回来查看结果。
      </Typography.Paragraph>
    </div>
  );
}
