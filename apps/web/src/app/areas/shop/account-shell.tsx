import { Link, Outlet } from 'react-router';
import { DesktopRoot } from '@/ui/desktop/desktop-root';
import { DesktopProviders } from '@/ui/desktop/desktop-providers';
import './shop.css';

/** The sign-in/out pages: logo header, the page, a short footer. */
export default function AccountShell() {
  return (
    <DesktopRoot>
      <DesktopProviders>
        <div className="account">
          <header className="account__header">
            <div className="shop-container account__header-inner">
              <Link to="/shop" className="shop-logo" aria-label="固买商城首页">
                <span className="shop-logo__mark">固</span>
                <span className="shop-logo__text">
                  固买商城
                  <small>工业品一站式采购</small>
                </span>
              </Link>
              <span className="account__title">欢迎登录</span>
            </div>
          </header>
          <Outlet />
          <footer className="account__footer">
            © {new Date().getFullYear()} 固买商城 · 工业品 MRO 一站式采购平台
          </footer>
        </div>
      </DesktopProviders>
    </DesktopRoot>
  );
}
