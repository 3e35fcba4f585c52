import { Link, useLocation, useNavigate } from 'react-router';
import { HOME_PATH } from '@/app/areas';
import './common.css';

/** The catch-all page: 页面不存在, with a way back (no UI kit, plain CSS). */
export default function NotFound() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <main className="pm-plain">
      <div className="pm-plain__card">
        <div className="pm-plain__code">404</div>
        <h1 className="pm-plain__title">页面不存在</h1>
        <p className="pm-plain__text">
          您访问的地址 <code>{pathname}</code> 不存在或已下线，请检查链接是否正确。
        </p>
        <div className="pm-plain__actions">
          <Link className="pm-plain__btn" to={HOME_PATH} replace>
            返回首页
          </Link>
          <button type="button" className="pm-plain__btn pm-plain__btn--ghost" onClick={() => navigate(-1)}>
            返回上一页
          </button>
        </div>
      </div>
    </main>
  );
}
