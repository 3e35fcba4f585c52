import { Alert, Tooltip } from 'antd';
import type { LockMark, LockResult } from '@pm/contract/spec-lock';
import { markedParts } from '../model/material-text';

const STYLE: Record<LockMark['kind'], React.CSSProperties> = {
  conflict: { background: '#ffccc7', borderBottom: '2px solid #f5222d' },
  unverified: { background: '#fff1b8', borderBottom: '2px dashed #faad14' },
  adLaw: { background: '#ffe7ba', borderBottom: '2px solid #fa8c16' },
};

/** A text with the spec lock's marks shown inline (hover: why). */
export function MarkedText({ text, lock }: { text: string; lock: LockResult }) {
  return (
    <div style={{ whiteSpace: 'pre-wrap', lineHeight: 1.9 }} data-testid="marked-text">
      {markedParts(text, lock.marks).map((p, i) =>
        p.mark ? (
          <Tooltip key={i} title={p.mark.message}>
            <mark style={STYLE[p.mark.kind]} data-mark={p.mark.kind}>
              {p.text}
            </mark>
          </Tooltip>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </div>
  );
}

/** What the marks say, as a list under the text. */
export function LockSummary({ lock }: { lock: LockResult }) {
  if (!lock.marks.length)
    return <Alert type="success" showIcon message="规格核对通过：未发现与商品资料不符之处" />;
  return (
    <Alert
      type={lock.blocked ? 'error' : 'warning'}
      showIcon
      message={lock.blocked ? '与商品规格不符，修改后才能提交审核' : '请核实标出的内容'}
      description={
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {lock.marks.map((m, i) => (
            <li key={i}>
              「{m.text}」{m.message}
            </li>
          ))}
        </ul>
      }
    />
  );
}
