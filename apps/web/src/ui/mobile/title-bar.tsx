import type { ReactNode } from 'react';
import './title-bar.css';

/**
 * The title bar of a tab page (no way back): the page's heading, and an optional action on the right.
 * antd-mobile's NavBar always renders an unnamed role="button" on its left, which screen readers
 * announce as an empty button on pages without a back arrow.
 */
export function TitleBar({ title, right }: { title: ReactNode; right?: ReactNode }) {
  return (
    <header className="pm-nav-bar pm-title-bar">
      <h1 className="pm-title-bar__title">{title}</h1>
      {right ? <div className="pm-title-bar__right">{right}</div> : null}
    </header>
  );
}
