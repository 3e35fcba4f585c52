import { AppstoreOutlined, ControlOutlined, SearchOutlined } from '@ant-design/icons';
import type { AreaMenuItem } from '@/ui/desktop/area-layout';
import { AreaLayout } from '@/ui/desktop/area-layout';
import { findResource } from '@/features/resource/model/permission';
import { useResourceStore } from '@/features/resource/model/resource-store';
import { notify } from '@/lib/notify';

export const OPS_WORKBENCH_TITLE = '运营工作台';

const MENU: AreaMenuItem[] = [
  { key: 'index', label: '云采购工作台', path: '/cloud/index', icon: <AppstoreOutlined /> },
  {
    key: 'sourcing',
    label: '寻源管理',
    icon: <SearchOutlined />,
    children: [
      { key: 'demand-pool', label: '需求池', path: '/cloud/sourcing/demand-pool' },
      { key: 'inquiry-hill', label: '询价大厅', path: '/cloud/sourcing/inquiry-hill' },
    ],
  },
  // the operations-workbench entry is shown without children
  { key: 'ops', label: OPS_WORKBENCH_TITLE, icon: <ControlOutlined /> },
];

/** Opens the operations workbench from the user's resource tree (its href), when granted. */
function openOpsWorkbench() {
  const tree = useResourceStore.getState().rawResources;
  const node = findResource(tree, (n) => n.title === OPS_WORKBENCH_TITLE && n.href !== '');
  if (node) window.open(node.href, '_blank', 'noopener');
  else notify('您暂无运营工作台的访问权限', 'info');
}

export default function CloudShell() {
  return (
    <AreaLayout
      areaName="云采购工作台"
      menu={MENU}
      onSelect={(item) => {
        if (item.key === 'ops') openOpsWorkbench();
      }}
    />
  );
}
