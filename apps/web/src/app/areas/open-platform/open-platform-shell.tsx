import { ApiOutlined } from '@ant-design/icons';
import { AreaLayout } from '@/ui/desktop/area-layout';

const MENU = [{ key: 'index', label: '接口文档', path: '/open-platform/index', icon: <ApiOutlined /> }];

/** 开放平台. */
export default function OpenPlatformShell() {
  return <AreaLayout areaName="开放平台" menu={MENU} />;
}
