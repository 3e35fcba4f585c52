import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BarChartOutlined, DashboardOutlined, ShopOutlined } from '@ant-design/icons';
import { useAuthStore } from '@/features/auth/model/auth-store';
import { getCurrentUserQuery } from '@/features/auth/api/current-user';
import { getDashboardAuthoritiesQuery } from '@/features/dashboard/api/dashboard-authorities';
import { pagesFor } from '@/features/dashboard/model/scope';
import { AreaLayout, type AreaMenuItem } from '@/ui/desktop/area-layout';
import { queryClient } from '@/lib/query-client';
import { DASHBOARD_BASE, DASHBOARD_BOARD_PATH, DASHBOARD_COLLECTION_PATH } from './paths';

/** The menu entries the user's authorities allow (none until they are known: no link that can only fail). */
function menuFor(views: readonly string[] | undefined, supplier: boolean): AreaMenuItem[] {
  if (!views) return [];
  const pages = pagesFor(views);
  const menu: AreaMenuItem[] = [];
  if (pages.index)
    menu.push({ key: 'home', label: '首页', path: DASHBOARD_BASE, icon: <DashboardOutlined /> });
  if (pages.collection)
    menu.push({
      key: 'collection',
      label: '采购汇总',
      path: DASHBOARD_COLLECTION_PATH,
      icon: <BarChartOutlined />,
    });
  if (pages.board)
    menu.push({
      key: 'supplier',
      label: supplier ? '我的履约看板' : '供应商数据看板',
      path: DASHBOARD_BOARD_PATH,
      icon: <ShopOutlined />,
    });
  return menu;
}

/**
 * 固买云: on entering these routes the signed-in user's authorities are fetched and stored (spec §6): the
 * current user's (kept in the auth store) and the dashboard's own (scope and views, read by every page).
 */
export default function DashboardShell() {
  const signedIn = useAuthStore((s) => s.isAuthorized);
  const setAuthorities = useAuthStore((s) => s.setAuthorities);
  // the shell renders the query provider below; name the client here
  const current = useQuery({ ...getCurrentUserQuery(), enabled: signedIn }, queryClient);
  const dashboard = useQuery({ ...getDashboardAuthoritiesQuery(), enabled: signedIn }, queryClient);
  useEffect(() => {
    if (current.data) setAuthorities(current.data.authorities ?? []);
  }, [current.data, setAuthorities]);
  const data = dashboard.data;
  return <AreaLayout areaName="固买云" menu={menuFor(data?.views, data?.scope === 'supplier')} />;
}
