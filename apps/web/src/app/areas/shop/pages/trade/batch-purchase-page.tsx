import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { downloadBatchTemplate } from '@/features/batch/api/batch-template';
import { BatchPurchase } from '@/features/batch/desktop/batch-purchase';
import { useShopStore } from '@/features/mall/model/shop-store';
import { Panel } from '@/ui/desktop/empty-state';
import { SHOP_BASE } from '../../paths';

/**
 * /shop/batch/purchase: 批量采购 (login required). A long list's job stays in the address (?job=uuid),
 * so coming back to the page shows its progress or results.
 */
export default function BatchPurchasePage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const job = params.get('job');
  const divisionCode = useShopStore((s) => s.divisionCode);
  return (
    <Panel
      title="批量采购"
      extra={
        <Button icon={<DownloadOutlined />} onClick={() => void downloadBatchTemplate()}>
          下载模板
        </Button>
      }
    >
      <BatchPurchase
        job={job}
        divisionCode={divisionCode}
        onJob={(uuid) => setParams(uuid ? { job: uuid } : {}, { replace: true })}
        onGoCart={() => navigate(`${SHOP_BASE}/cart`)}
      />
    </Panel>
  );
}
