/**
 * Customer stories (/portal, 客户案例): industrial customers who buy through the mall, what their problem
 * was, what they did with it and what came of it (figures), told on the public portal and kept by the
 * operators in the workbench (客户案例管理). Their pictures (logo, cover, chart of the figures) are drawn
 * by the server from the story's row: `portalStoryPicture(id, kind)`.
 */
import type { z } from 'zod';
import { API_PREFIX } from './constants';
import type { Endpoint } from './endpoint';
import type { Page } from './page';
import type * as S from './portal-schema';

const TAG = '客户案例';
const OPERATOR = { roles: ['OPERATOR'] } as const;

/** The industries a story is filed under (the list's filter chips, in this order). */
export const PORTAL_INDUSTRIES = [
  '机械制造',
  '汽车零部件',
  '电子电器',
  '化工',
  '能源电力',
  '建筑工程',
  '食品饮料',
  '物流仓储',
  '冶金矿业',
  '医药',
] as const;
export type PortalIndustry = (typeof PORTAL_INDUSTRIES)[number];

/** Company sizes (规模). */
export const PORTAL_SIZES = [
  '100 人以下',
  '100–499 人',
  '500–999 人',
  '1000–4999 人',
  '5000 人以上',
] as const;

/** A story has 2 to 4 figures. */
export const PORTAL_FIGURES_MIN = 2;
export const PORTAL_FIGURES_MAX = 4;

export const PORTAL_MESSAGES = {
  storyNotFound: '客户案例不存在或未发布',
  adminStoryNotFound: '客户案例不存在',
  saved: '已保存',
  published: '已发布',
  unpublished: '已撤回',
  deleted: '已删除',
} as const;

/** The drawn pictures of a story. */
export const PORTAL_PICTURE_KINDS = ['logo', 'cover', 'chart'] as const;
export type PortalPictureKind = (typeof PORTAL_PICTURE_KINDS)[number];

/** Where a story's drawn picture is served (SVG; `?w=<width>` WebP, see @pm/contract/picture). */
export function portalStoryPicture(id: string, kind: PortalPictureKind): string {
  return `${API_PREFIX}/portal/image/story-${id}-${kind}.svg`;
}

export type PortalFigure = z.infer<typeof S.portalFigure>;
export type PortalStoryCard = z.infer<typeof S.portalStoryCard>;
export type PortalStoryDetail = z.infer<typeof S.portalStoryDetail>;
export type PortalStoryPage = z.infer<typeof S.portalStoryPage>;
export type PortalStoryQuery = z.input<typeof S.portalStoryQuery>;
export type AdminPortalStory = z.infer<typeof S.adminPortalStory>;
export type AdminPortalStoryQuery = z.input<typeof S.adminPortalStoryQuery>;
export type SavePortalStoryRequest = z.input<typeof S.savePortalStoryRequest>;

export const portalStoryPageEndpoint: Endpoint<PortalStoryQuery, PortalStoryPage> = {
  method: 'GET',
  path: '/portal/customer/page',
  access: 'public',
  visitor: true,
  tag: TAG,
  summary: '客户案例列表（已发布的，按行业筛选，分页；附各行业案例数）',
};

export const portalStoryDetailEndpoint: Endpoint<{ id: string }, PortalStoryDetail> = {
  method: 'GET',
  path: '/portal/customer/detail/:id',
  access: 'public',
  visitor: true,
  idRefs: { id: 'story' },
  tag: TAG,
  summary: '客户案例详情（未发布或不存在的：404），附同行业的相关案例',
};

export const adminPortalStoryPageEndpoint: Endpoint<AdminPortalStoryQuery, Page<AdminPortalStory>> = {
  method: 'GET',
  path: '/admin/portal/story/page',
  access: OPERATOR,
  tag: TAG,
  summary: '客户案例管理列表（含未发布的；按行业、发布状态筛选）',
};

export const adminPortalStoryDetailEndpoint: Endpoint<{ id: string }, AdminPortalStory> = {
  method: 'GET',
  path: '/admin/portal/story/detail/:id',
  idRefs: { id: 'owned' },
  access: OPERATOR,
  tag: TAG,
  summary: '客户案例（编辑用，含未发布的）',
};

/** Creates (without id) or changes a story. */
export const savePortalStoryEndpoint: Endpoint<SavePortalStoryRequest, AdminPortalStory> = {
  method: 'POST',
  path: '/admin/portal/story/save',
  idRefs: { id: 'owned' },
  access: OPERATOR,
  tag: TAG,
  summary: '新增或修改客户案例（记入操作日志）',
};

export const publishPortalStoryEndpoint: Endpoint<{ id: string; published: boolean }, AdminPortalStory> = {
  method: 'POST',
  path: '/admin/portal/story/publish',
  idRefs: { id: 'owned' },
  access: OPERATOR,
  tag: TAG,
  summary: '发布或撤回客户案例（记入操作日志）',
};

export const deletePortalStoryEndpoint: Endpoint<{ id: string }, null> = {
  method: 'POST',
  path: '/admin/portal/story/delete/:id',
  idRefs: { id: 'owned' },
  access: OPERATOR,
  tag: TAG,
  summary: '删除客户案例（记入操作日志）',
};
