import { AuditOutlined, BulbOutlined, HomeOutlined, PictureOutlined } from '@ant-design/icons';
import { useAccountKind } from '@/features/auth/model/account-kind';
import { AreaLayout } from '@/ui/desktop/area-layout';
import { MATERIAL_AI_PATH, MATERIAL_BASE, MATERIAL_LIST_PATH, MATERIAL_REVIEW_PATH } from './paths';

const MENU = [
  { key: 'home', label: '素材首页', path: MATERIAL_BASE, icon: <HomeOutlined /> },
  { key: 'ai', label: 'AI创作', path: MATERIAL_AI_PATH, icon: <BulbOutlined /> },
  { key: 'list', label: '素材列表', path: MATERIAL_LIST_PATH, icon: <PictureOutlined /> },
];
const REVIEW = { key: 'review', label: '素材审核', path: MATERIAL_REVIEW_PATH, icon: <AuditOutlined /> };

/** AI素材: 素材审核 is the operators'. */
export default function MaterialShell() {
  const kind = useAccountKind();
  return <AreaLayout areaName="AI素材" menu={kind === 'operator' ? [...MENU, REVIEW] : MENU} />;
}
