import { ApiOutlined, AppstoreOutlined, HomeOutlined } from '@ant-design/icons';
import { AreaLayout, type AreaMenuItem } from '@/ui/desktop/area-layout';
import { OPEN_PLATFORM_APPS_PATH, OPEN_PLATFORM_DOCS_PATH, OPEN_PLATFORM_HOME_PATH } from './paths';
import { useManager } from './use-manager';

/** 开放平台: 应用管理 is offered only to whoever may manage apps (a link that can only fail is not shown). */
export default function OpenPlatformShell() {
  const { manager } = useManager();
  const menu: AreaMenuItem[] = [
    { key: 'index', label: '平台首页', path: OPEN_PLATFORM_HOME_PATH, icon: <HomeOutlined /> },
    { key: 'docs', label: '接口文档', path: OPEN_PLATFORM_DOCS_PATH, icon: <ApiOutlined /> },
    ...(manager
      ? [{ key: 'apps', label: '应用管理', path: OPEN_PLATFORM_APPS_PATH, icon: <AppstoreOutlined /> }]
      : []),
  ];
  return <AreaLayout areaName="开放平台" menu={menu} />;
}
