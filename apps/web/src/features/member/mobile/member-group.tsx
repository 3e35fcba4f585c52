import type { ReactNode } from 'react';
import './member-mobile.css';

/** The head of a group of a phone list (个人地址, 企业发票抬头 …): its name, how many, and an action. */
export function MemberGroupHead({
  title,
  count,
  action,
}: {
  title: string;
  count: number;
  action?: ReactNode;
}) {
  return (
    <div className="pm-member-group">
      <h2 className="pm-member-group__title">
        {title}
        <span className="pm-member-group__count">（{count}）</span>
      </h2>
      {action}
    </div>
  );
}
