import { TeamOutlined } from '@ant-design/icons';
import { AreaLayout } from '@/ui/desktop/area-layout';
import { PORTAL_HOME_PATH } from './paths';
import './portal.css';

const MENU = [{ key: 'customer', label: '客户案例', path: PORTAL_HOME_PATH, icon: <TeamOutlined /> }];

/** Customer stories. */
export default function PortalShell() {
  return <AreaLayout areaName="客户案例" menu={MENU} />;
}
