import { Typography } from 'antd';
import './open-platform.css';

/** A block of code (curl, Node, JSON) with a copy button. */
export function CodeBlock({ code, label }: { code: string; label?: string }) {
  return (
    <pre className="op-code" aria-label={label}>
      <span className="op-code__copy">
        <Typography.Text copyable={{ text: code, tooltips: ['复制', '已复制'] }} />
      </span>
      {code}
    </pre>
  );
}
