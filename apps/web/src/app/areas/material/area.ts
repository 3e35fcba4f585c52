import type { AreaDef } from '@/app/route-types';
import { SIGN_IN_PATH } from '@/lib/env';
import { MATERIAL_BASE } from './paths';

/** AI material (AI 素材). Served alone on the AI-material host (lib/host.ts). */
export const materialArea: AreaDef = {
  key: 'material',
  basePath: MATERIAL_BASE,
  title: 'AI素材',
  kit: 'desktop',
  loginPath: SIGN_IN_PATH,
  shell: () => import('./material-shell'),
  routes: [
    { path: '', title: '素材首页', page: () => import('./pages/home-page') },
    { path: 'ai', title: 'AI创作', page: () => import('./pages/ai-page') },
    { path: 'list', title: '素材列表', page: () => import('./pages/list-page') },
    { path: 'review', title: '素材审核', page: () => import('./pages/review-page') },
  ],
};
