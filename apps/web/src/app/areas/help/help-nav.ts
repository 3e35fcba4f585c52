/** The header navigation of the help centre (read by its shell only). */
export const HELP_NAV: { path: string; title: string }[] = [
  { path: '/help/index', title: '首页' },
  { path: '/help/list', title: '文章列表' },
  { path: '/help/favorite', title: '我的收藏' },
  { path: '/help/feedback', title: '我的反馈' },
];
