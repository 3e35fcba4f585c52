import { ConfigProvider, SearchBar } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { QuestionIcon } from '@/ui/mobile/icons';
import { Link, NavLink, Outlet, useNavigate, useSearchParams } from 'react-router';
import { useMobileNotifier } from '@/ui/mobile/use-mobile-notifier';
import { helpSearchHref } from './links';
import { HELP_NAV } from './help-nav';
import { HELP_HOME_PATH } from './paths';
import '@/ui/mobile/mobile-layout.css';
import './help.css';
import { MobileRoot } from '@/ui/mobile/mobile-root';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { useSignedIn } from '@/app/mobile/session';

/** The help centre shell: title, search box and navigation above the page; reads well on phone and desktop. */
export default function HelpShell() {
  useMobileNotifier();
  // Signing in (on the app market's login) or out drops the cached answers: an article read as a visitor
  // has no likes or favourites of the reader, and the buttons would send the reader to sign in again.
  useSignedIn();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <MobileRoot>
      <ConfigProvider locale={zhCN}>
        <div className="hc-shell">
          <header className="hc-header">
            <div className="hc-header__inner">
              <Link to={HELP_HOME_PATH} className="hc-header__title">
                <QuestionIcon />
                <span>帮助中心</span>
              </Link>
              <div className="hc-header__search">
                <SearchBar
                  key={params.get('k') ?? ''}
                  defaultValue={params.get('k') ?? ''}
                  placeholder="搜索问题或关键词"
                  onSearch={(value) => navigate(helpSearchHref(value))}
                />
              </div>
            </div>
            <nav className="hc-nav" aria-label="帮助中心导航">
              {HELP_NAV.map((n) => (
                <NavLink
                  key={n.path}
                  to={n.path}
                  className={({ isActive }) => (isActive ? 'hc-nav__item is-active' : 'hc-nav__item')}
                >
                  {n.title}
                </NavLink>
              ))}
            </nav>
          </header>
          <main className="hc-main">
            {/* every help page reads server data through the api hooks: one query root for them all */}
            <MobileQueryRoot>
              <Outlet />
            </MobileQueryRoot>
          </main>
        </div>
      </ConfigProvider>
    </MobileRoot>
  );
}
