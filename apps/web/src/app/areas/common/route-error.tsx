import { isRouteErrorResponse, useRouteError } from 'react-router';
import './common.css';

/** A page failed to load or render (e.g. a new release replaced its chunk): offer a reload. */
export default function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="pm-plain">
      <div className="pm-plain__card">
        <h1 className="pm-plain__title">{notFound ? '页面不存在' : '页面加载失败'}</h1>
        <p className="pm-plain__text">
          {notFound ? '您访问的页面不存在。' : '网络不稳定或页面已更新，请刷新后重试。'}
        </p>
        <div className="pm-plain__actions">
          <button type="button" className="pm-plain__btn" onClick={() => window.location.reload()}>
            刷新页面
          </button>
          <a className="pm-plain__btn pm-plain__btn--ghost" href="#/">
            返回首页
          </a>
        </div>
      </div>
    </main>
  );
}
