import { TeamOutlined } from '@ant-design/icons';
import { AreaLayout } from '@/ui/desktop/area-layout';

const MENU = [{ key: 'customer', label: '客户案例', path: '/portal/customer', icon: <TeamOutlined /> }];

/** Customer stories. */
export default function PortalShell() {
  return <AreaLayout areaName="客户案例" menu={MENU} />;
}
