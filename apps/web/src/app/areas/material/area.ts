import type { AreaDef } from '@/app/route-types';
import type { AccountKind } from '@/features/auth/model/account-kind';
import { SIGN_IN_PATH } from '@/lib/env';
import { MATERIAL_BASE } from './paths';

const MAKERS: readonly AccountKind[] = ['vendor', 'operator'];

/**
 * AI material (AI 素材, issue 32): suppliers and operators make material from goods data; operators review.
 * Served alone on the AI-material host (lib/host.ts). Buyers are sent home.
 */
export const materialArea: AreaDef = {
  key: 'material',
  basePath: MATERIAL_BASE,
  title: 'AI素材',
  kit: 'desktop',
  loginPath: SIGN_IN_PATH,
  shell: () => import('./material-shell'),
  routes: [
    { path: '', title: '素材首页', auth: true, roles: MAKERS, page: () => import('./pages/home-page') },
    { path: 'ai', title: 'AI创作', auth: true, roles: MAKERS, page: () => import('./pages/ai-page') },
    { path: 'list', title: '素材列表', auth: true, roles: MAKERS, page: () => import('./pages/list-page') },
    {
      path: 'review',
      title: '素材审核',
      auth: true,
      roles: ['operator'],
      page: () => import('./pages/review-page'),
    },
  ],
};
