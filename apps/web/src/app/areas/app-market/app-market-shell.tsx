import type { ReactNode } from 'react';
import { ConfigProvider, NavBar, TabBar } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { CartIcon, HomeIcon, OrderIcon, UserIcon } from '@/ui/mobile/icons';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useMobileNotifier } from '@/ui/mobile/use-mobile-notifier';
import { useNativeBackButton } from '@/ui/mobile/use-native-back';
import { useCartBadge } from '@/features/cart/mobile/use-cart-badge';
import { APP_MARKET_HOME_PATH, APP_MARKET_LOGIN_PATH } from './paths';
import {
  APP_MARKET_TABS,
  appMarketActiveTab,
  appMarketFooterVisible,
  appMarketTitle,
  type AppMarketTabKey,
} from './footer';
import '@/ui/mobile/mobile-layout.css';
import './app-market.css';
import { MobileRoot } from '@/ui/mobile/mobile-root';

const TAB_ICONS: Record<AppMarketTabKey, ReactNode> = {
  index: <HomeIcon />,
  cart: <CartIcon />,
  order: <OrderIcon />,
  mine: <UserIcon />,
};

/**
 * The app-market shell: on index, cart, order and mine the footer tabs; on every other route a NavBar
 * with the route title and a back arrow instead.
 */
export default function AppMarketShell() {
  useMobileNotifier();
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const footerVisible = appMarketFooterVisible(pathname);
  useNativeBackButton(footerVisible);
  const cartBadge = useCartBadge();

  const onBack = () => {
    // The login page goes home (going back could reach the guarded page that sent the user here).
    if (pathname === APP_MARKET_LOGIN_PATH || key === 'default')
      navigate(APP_MARKET_HOME_PATH, { replace: true });
    else navigate(-1);
  };

  return (
    <MobileRoot>
      <ConfigProvider locale={zhCN}>
        <div className={footerVisible ? 'pm-mobile pm-mobile--with-footer am-shell' : 'pm-mobile am-shell'}>
          {!footerVisible && (
            <NavBar className="pm-nav-bar" onBack={onBack} left={<span className="pm-sr-only">返回</span>}>
              {appMarketTitle(pathname)}
            </NavBar>
          )}
          <main className="pm-mobile__body">
            <Outlet />
          </main>
          {footerVisible && (
            <footer className="pm-mobile__footer">
              <TabBar
                safeArea
                activeKey={appMarketActiveTab(pathname) ?? null}
                onChange={(k) => {
                  const tab = APP_MARKET_TABS.find((t) => t.key === k);
                  if (tab && tab.path !== pathname) navigate(tab.path);
                }}
              >
                {APP_MARKET_TABS.map((t) => (
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
