import type { ReactNode } from 'react';
import { Layout, Menu } from 'antd';
import type { MenuProps } from 'antd';
import { Link, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { isRouteHandle } from '@/lib/route-handle';
import { DesktopRoot } from './desktop-root';
import { DesktopProviders } from './desktop-providers';
import { UserLinks } from './user-links';

export interface AreaMenuItem {
  key: string;
  label: string;
  icon?: ReactNode;
  /** A route path to open; items without one act through onSelect. */
  path?: string;
  children?: AreaMenuItem[];
}

function toMenuItems(items: AreaMenuItem[]): NonNullable<MenuProps['items']> {
  return items.map((i) =>
    i.children?.length
      ? { key: i.key, label: i.label, icon: i.icon, children: toMenuItems(i.children) }
      : { key: i.key, label: i.label, icon: i.icon },
  );
}

function flatten(items: AreaMenuItem[]): AreaMenuItem[] {
  return items.flatMap((i) => [i, ...flatten(i.children ?? [])]);
}

/** The title of the deepest matched page. */
function usePageTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const h = matches[i]?.handle;
    if (isRouteHandle(h) && h.title) return h.title;
  }
  return undefined;
}

/**
 * The layout of the desktop work areas (material, dashboard, cloud, portal, open platform): a top bar
 * with the mall logo and the area name, a left menu, and the page under the page title.
 */
export function AreaLayout(props: Parameters<typeof AreaFrame>[0]) {
  return (
    <DesktopRoot>
      <AreaFrame {...props} />
    </DesktopRoot>
  );
}

function AreaFrame({
  areaName,
  menu,
  onSelect,
  headerExtra,
}: {
  areaName: string;
  menu: AreaMenuItem[];
  onSelect?: (item: AreaMenuItem) => void;
  headerExtra?: ReactNode;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const title = usePageTitle();
  const all = flatten(menu);
  // the longest menu path that prefixes the current address is the selected entry
  const selected = all
    .filter((i) => i.path && (location.pathname === i.path || location.pathname.startsWith(`${i.path}/`)))
    .sort((a, b) => (b.path?.length ?? 0) - (a.path?.length ?? 0))[0];
  const open = menu.filter((i) => i.children?.length).map((i) => i.key);

  return (
    <DesktopProviders>
      <Layout className="pm-area">
        <Layout.Header className="pm-area__header">
          <Link to="/shop" className="pm-area__logo">
            固买商城
          </Link>
          <span className="pm-area__name">{areaName}</span>
          <div className="pm-area__header-right">
            {headerExtra}
            <UserLinks dark />
          </div>
        </Layout.Header>
        <Layout>
          <Layout.Sider
            width={208}
            theme="light"
            className="pm-area__sider"
            breakpoint="lg"
            collapsedWidth={0}
          >
            <Menu
              mode="inline"
              selectedKeys={selected ? [selected.key] : []}
              defaultOpenKeys={open}
              items={toMenuItems(menu)}
              onClick={({ key }) => {
                const item = all.find((i) => i.key === key);
                if (!item) return;
                if (item.path) navigate(item.path);
                else onSelect?.(item);
              }}
            />
          </Layout.Sider>
          <Layout.Content className="pm-area__content">
            {title && <h1 className="pm-area__title">{title}</h1>}
            <Outlet />
          </Layout.Content>
        </Layout>
      </Layout>
    </DesktopProviders>
  );
}
