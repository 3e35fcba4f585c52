/** Who sees what on the dashboard, from the authorities the server answered (GET /dashboard/authorities). */
import type { DashboardAuthorities } from '@pm/contract/dashboard';

/** Who the figures are about, for the page header: a purchaser's own spend says 我的采购. */
export function scopeTitle(auth: Pick<DashboardAuthorities, 'scope' | 'organizationName'>): string {
  switch (auth.scope) {
    case 'own':
      return '我的采购';
    case 'org':
      return `${auth.organizationName} · 全企业采购`;
    case 'supplier':
      return `${auth.organizationName} · 我的履约（买家已匿名）`;
    case 'platform':
      return '全平台采购';
  }
}

/** The index page's views (any one of them makes the page worth a menu entry). */
export const INDEX_VIEWS = [
  'by-month',
  'by-category',
  'by-supplier',
  'by-department',
  'budget',
  'funnel',
  'top-goods',
  'savings',
] as const;

/** The dashboard's pages a user may open, from the views they may see. */
export function pagesFor(views: readonly string[]) {
  return {
    index: INDEX_VIEWS.some((v) => views.includes(v)),
    collection: views.includes('collection'),
    board: views.includes('scorecards'),
  };
}

/** Whether the user may open the orders behind the lines (a buyer's own or organization's orders). */
export function opensOrders(scope: DashboardAuthorities['scope']): boolean {
  return scope === 'own' || scope === 'org';
}
