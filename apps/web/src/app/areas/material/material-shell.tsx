import { AuditOutlined, BulbOutlined, HomeOutlined, PictureOutlined } from '@ant-design/icons';
import { AreaLayout } from '@/ui/desktop/area-layout';

const MENU = [
  { key: 'home', label: '素材首页', path: '/material', icon: <HomeOutlined /> },
  { key: 'ai', label: 'AI创作', path: '/material/ai', icon: <BulbOutlined /> },
  { key: 'list', label: '素材列表', path: '/material/list', icon: <PictureOutlined /> },
  { key: 'review', label: '素材审核', path: '/material/review', icon: <AuditOutlined /> },
];

/** AI素材. */
export default function MaterialShell() {
  return <AreaLayout areaName="AI素材" menu={MENU} />;
}
