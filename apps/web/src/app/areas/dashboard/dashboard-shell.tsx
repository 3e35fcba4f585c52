import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BarChartOutlined, DashboardOutlined, ShopOutlined } from '@ant-design/icons';
import { useAuthStore } from '@/features/auth/model/auth-store';
import { getCurrentUserQuery } from '@/features/auth/api/current-user';
import { AreaLayout } from '@/ui/desktop/area-layout';
import { queryClient } from '@/lib/query-client';

const MENU = [
  { key: 'home', label: '首页', path: '/dashboard', icon: <DashboardOutlined /> },
  { key: 'collection', label: '采购汇总', path: '/dashboard/collection', icon: <BarChartOutlined /> },
  {
    key: 'supplier',
    label: '供应商数据看板',
    path: '/dashboard/supplier-data-board',
    icon: <ShopOutlined />,
  },
];

/** 固买云: the signed-in user's authorities are fetched and stored on these pages. */
export default function DashboardShell() {
  const signedIn = useAuthStore((s) => s.isAuthorized);
  const setAuthorities = useAuthStore((s) => s.setAuthorities);
  // the shell renders the query provider below; name the client here
  const current = useQuery({ ...getCurrentUserQuery(), enabled: signedIn }, queryClient);
  useEffect(() => {
    if (current.data) setAuthorities(current.data.authorities ?? []);
  }, [current.data, setAuthorities]);
  return <AreaLayout areaName="固买云" menu={MENU} />;
}
