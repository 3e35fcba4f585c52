import type { ReactNode } from 'react';
import { ConfigProvider, TabBar } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { CartIcon, CategoryIcon, HomeIcon, UserIcon } from '@/ui/mobile/icons';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useMobileNotifier } from '@/ui/mobile/use-mobile-notifier';
import { useNativeBackButton } from '@/ui/mobile/use-native-back';
import { useCartBadge } from '@/features/cart/mobile/use-cart-badge';
import { M_SHOP_TABS, mShopActiveTab, mShopFooterHidden, type MShopTabKey } from './footer';
import '@/ui/mobile/mobile-layout.css';
import './m-shop.css';
import { MobileRoot } from '@/ui/mobile/mobile-root';

const TAB_ICONS: Record<MShopTabKey, ReactNode> = {
  index: <HomeIcon />,
  category: <CategoryIcon />,
  cart: <CartIcon />,
  mine: <UserIcon />,
};

/** The mobile shop shell: page outlet and the bottom tab bar 首页 · 分类 · 购物车 · 我的. */
export default function MShopShell() {
  useMobileNotifier();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const footerHidden = mShopFooterHidden(pathname);
  const activeTab = mShopActiveTab(pathname);
  const isTabRoot = M_SHOP_TABS.some((t) => t.path === pathname);
  const cartBadge = useCartBadge();
  useNativeBackButton(isTabRoot);

  return (
    <MobileRoot>
      <ConfigProvider locale={zhCN}>
        <div className={footerHidden ? 'pm-mobile ms-shell' : 'pm-mobile pm-mobile--with-footer ms-shell'}>
          <main className="pm-mobile__body">
            <Outlet />
          </main>
          {!footerHidden && (
            <footer className="pm-mobile__footer">
              <TabBar
                safeArea
                activeKey={activeTab ?? null}
                onChange={(key) => {
                  const tab = M_SHOP_TABS.find((t) => t.key === key);
                  if (tab && tab.path !== pathname) navigate(tab.path);
                }}
              >
                {M_SHOP_TABS.map((t) => (
                  <TabBar.Item
                    key={t.key}
                    title={t.title}
                    icon={TAB_ICONS[t.key]}
                    badge={t.key === 'cart' ? cartBadge : undefined}
                  />
                ))}
              </TabBar>
            </footer>
          )}
        </div>
      </ConfigProvider>
    </MobileRoot>
  );
}
