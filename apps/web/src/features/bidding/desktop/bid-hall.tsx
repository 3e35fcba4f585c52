import { useState } from 'react';
import { Button, Space } from 'antd';
import { Link } from 'react-router';
import { useBidHall } from '../api/bid-hall';
import { HALL_TABS } from '../model/bid-status';
import { BidEventTable, FIRST_PAGE, listQuery } from './bid-event-table';

/** 竞价大厅: events open to every verified supplier, by status, with a live countdown. */
export function BidHall({ canJoin }: { canJoin: boolean }) {
  const [state, setState] = useState(FIRST_PAGE);
  const q = useBidHall(listQuery(state));
  return (
    <BidEventTable
      statuses={HALL_TABS}
      state={state}
      onChange={setState}
      data={q.data}
      loading={q.isFetching && !q.data}
      error={q.error}
      onRetry={() => void q.refetch()}
      emptyText="暂无竞价"
      actions={(e) => (
        <Space size={0}>
          <Link to={`/shop/bid/detail/${e.id}`}>
            <Button type="link" size="small">
              查看
            </Button>
          </Link>
          {canJoin && e.status === 'running' ? (
            <Link to={`/shop/bid/join/${e.id}`}>
              <Button type="link" size="small">
                参与竞价
              </Button>
            </Link>
          ) : null}
        </Space>
      )}
    />
  );
}
