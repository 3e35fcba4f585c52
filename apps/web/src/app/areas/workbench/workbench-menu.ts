/**
 * The workbench's menu: one table of entries, each shown when its resource code is in the signed-in
 * user's resource tree (spec §6; the codes and their grants: apps/server/src/db/seed/demo-workbench.ts).
 * A new workbench page adds its entry here, its code to the server's resource table, and its route to
 * area.ts.
 */
import type { ComponentType } from 'react';
import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  FileSearchOutlined,
  FireOutlined,
  HomeOutlined,
  MessageOutlined,
  PictureOutlined,
  QuestionCircleOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  TagsOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import type { Resource } from '@pm/contract/user';
import { containsCode } from '@/features/resource/model/permission';
import {
  WORKBENCH_ACTION_LOG_PATH,
  WORKBENCH_AGREEMENT_PATH,
  WORKBENCH_BASE,
  WORKBENCH_BUYERS_PATH,
  WORKBENCH_CONTENT_PATH,
  WORKBENCH_GOODS_PATH,
  WORKBENCH_HOT_SEARCH_PATH,
  WORKBENCH_REVIEW_PATH,
  WORKBENCH_ROLES_PATH,
  WORKBENCH_STORIES_PATH,
  WORKBENCH_SUPPLIERS_PATH,
  WORKBENCH_WORK_ORDERS_PATH,
  WORKBENCH_HELP_PATH,
} from './paths';

export interface WorkbenchEntry {
  key: string;
  label: string;
  path: string;
  /** The resource code that shows the entry. */
  resource: string;
  icon?: ComponentType;
  /** Entries under it (each with its own code). */
  children?: WorkbenchEntry[];
}

export const WORKBENCH_MENU: WorkbenchEntry[] = [
  { key: 'home', label: '工作台首页', path: WORKBENCH_BASE, resource: 'workbench:home', icon: HomeOutlined },
  {
    key: 'goods',
    label: '商品管理',
    path: WORKBENCH_GOODS_PATH,
    resource: 'workbench:goods',
    icon: AppstoreOutlined,
  },
  {
    key: 'agreement',
    label: '协议价管理',
    path: WORKBENCH_AGREEMENT_PATH,
    resource: 'workbench:agreement',
    icon: TagsOutlined,
  },
  {
    key: 'review',
    label: '商品审核',
    path: WORKBENCH_REVIEW_PATH,
    resource: 'workbench:review',
    icon: AuditOutlined,
  },
  {
    key: 'buyers',
    label: '采购单位',
    path: WORKBENCH_BUYERS_PATH,
    resource: 'workbench:buyers',
    icon: BankOutlined,
  },
  {
    key: 'suppliers',
    label: '供应商',
    path: WORKBENCH_SUPPLIERS_PATH,
    resource: 'workbench:suppliers',
    icon: ShopOutlined,
  },
  {
    key: 'content',
    label: '商城内容',
    path: WORKBENCH_CONTENT_PATH,
    resource: 'workbench:content',
    icon: PictureOutlined,
  },
  {
    key: 'hot-search',
    label: '热搜屏蔽',
    path: WORKBENCH_HOT_SEARCH_PATH,
    resource: 'workbench:hot-search',
    icon: FireOutlined,
  },
  {
    key: 'work-orders',
    label: '商品纠错',
    path: WORKBENCH_WORK_ORDERS_PATH,
    resource: 'workbench:work-orders',
    icon: MessageOutlined,
  },
  {
    key: 'stories',
    label: '客户案例',
    path: WORKBENCH_STORIES_PATH,
    resource: 'workbench:stories',
    icon: TrophyOutlined,
  },
  {
    key: 'help',
    label: '帮助中心',
    path: WORKBENCH_HELP_PATH,
    resource: 'workbench:help',
    icon: QuestionCircleOutlined,
  },
  {
    key: 'action-log',
    label: '操作日志',
    path: WORKBENCH_ACTION_LOG_PATH,
    resource: 'workbench:action-log',
    icon: FileSearchOutlined,
  },
  {
    key: 'roles',
    label: '角色权限',
    path: WORKBENCH_ROLES_PATH,
    resource: 'workbench:roles',
    icon: SafetyCertificateOutlined,
  },
];

/** The entries the tree grants (a parent without a granted child and no code of its own is left out). */
export function workbenchEntriesFor(
  tree: readonly Resource[],
  entries: readonly WorkbenchEntry[] = WORKBENCH_MENU,
): WorkbenchEntry[] {
  return entries.flatMap((e) => {
    const children = e.children ? workbenchEntriesFor(tree, e.children) : undefined;
    if (!containsCode(tree, e.resource)) return [];
    return [{ ...e, ...(children ? { children } : {}) }];
  });
}
