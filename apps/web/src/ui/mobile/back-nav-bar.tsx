import type { ReactNode } from 'react';
import { NavBar } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router';

export interface BackNavBarProps {
  title: ReactNode;
  /** Where the back arrow goes when there is no history entry to go back to (first page of the session). */
  fallback: string;
  right?: ReactNode;
}

/** A NavBar with a back arrow: history back, or `fallback` when the page was opened directly. */
export function BackNavBar({ title, fallback, right }: BackNavBarProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const onBack = () => {
    if (location.key === 'default') navigate(fallback, { replace: true });
    else navigate(-1);
  };
  return (
    <NavBar
      className="pm-nav-bar"
      onBack={onBack}
      right={right}
      backIcon
      // the kit's back area is a role=button without a name: this gives it one for screen readers
      left={<span className="pm-sr-only">返回</span>}
    >
      {title}
    </NavBar>
  );
}
