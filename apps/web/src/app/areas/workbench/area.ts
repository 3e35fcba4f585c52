import type { AreaDef } from '@/app/route-types';
import type { AccountKind } from '@/features/auth/model/account-kind';
import { SIGN_IN_PATH } from '@/lib/env';
import { WORKBENCH_BASE } from './paths';

const SUPPLIERS: readonly AccountKind[] = ['vendor'];
const OPERATORS: readonly AccountKind[] = ['operator'];

/**
 * 运营工作台 (issue 29): the back office of suppliers (商品管理, 协议价管理) and operators (商品审核 and the mall), antd,
 * desktop. Its menu follows the user's resource tree (workbench-menu.ts); buyers are sent home.
 */
export const workbenchArea: AreaDef = {
  key: 'workbench',
  basePath: WORKBENCH_BASE,
  title: '运营工作台',
  kit: 'desktop',
  loginPath: SIGN_IN_PATH,
  shell: () => import('./workbench-shell'),
  routes: [
    {
      path: '',
      title: '工作台首页',
      auth: true,
      roles: ['vendor', 'operator'],
      page: () => import('./pages/home-page'),
    },
    {
      path: 'goods',
      title: '商品管理',
      auth: true,
      roles: SUPPLIERS,
      page: () => import('./pages/goods-list-page'),
    },
    {
      path: 'goods/new',
      title: '新建商品',
      auth: true,
      roles: SUPPLIERS,
      page: () => import('./pages/goods-edit-page'),
    },
    {
      path: 'goods/:id',
      title: '编辑商品',
      auth: true,
      roles: SUPPLIERS,
      page: () => import('./pages/goods-edit-page'),
    },
    {
      path: 'agreement',
      title: '协议价管理',
      auth: true,
      roles: SUPPLIERS,
      page: () => import('./pages/agreement-page'),
    },
    {
      path: 'review',
      title: '商品审核',
      auth: true,
      roles: OPERATORS,
      page: () => import('./pages/review-list-page'),
    },
    {
      path: 'review/:id',
      title: '审核详情',
      auth: true,
      roles: OPERATORS,
      page: () => import('./pages/review-detail-page'),
    },
    {
      path: 'buyers',
      title: '采购单位',
      auth: true,
      roles: OPERATORS,
      page: () => import('./pages/admin-buyers-page'),
    },
    {
      path: 'suppliers',
      title: '供应商',
      auth: true,
      roles: OPERATORS,
      page: () => import('./pages/admin-suppliers-page'),
    },
    {
      path: 'content',
      title: '商城内容',
      auth: true,
      roles: OPERATORS,
      page: () => import('./pages/admin-content-page'),
    },
    {
      path: 'hot-search',
      title: '热搜屏蔽',
      auth: true,
      roles: OPERATORS,
      page: () => import('./pages/admin-hot-search-page'),
    },
    {
      path: 'work-orders',
      title: '商品纠错',
      auth: true,
      roles: OPERATORS,
      page: () => import('./pages/admin-work-orders-page'),
    },
    {
      path: 'stories',
      title: '客户案例',
      auth: true,
      roles: OPERATORS,
      page: () => import('./pages/admin-stories-page'),
    },
    {
      path: 'help',
      title: '帮助中心管理',
      auth: true,
      roles: OPERATORS,
      page: () => import('./pages/admin-help-page'),
    },
    {
      path: 'action-log',
      title: '操作日志',
      auth: true,
      roles: OPERATORS,
      page: () => import('./pages/admin-action-log-page'),
    },
    {
      path: 'roles',
      title: '角色权限',
      auth: true,
      roles: OPERATORS,
      page: () => import('./pages/admin-roles-page'),
    },
  ],
};
