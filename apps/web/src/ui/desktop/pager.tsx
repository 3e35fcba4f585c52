import { useState, type FormEvent } from 'react';
import './pager.css';

/**
 * The page numbers to show: first, last, and two either side of the current one; a gap (null) stands
 * for two or more pages left out (a single page left out is shown instead).
 */
export function pageItems(current: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages]);
  for (let p = current - 2; p <= current + 2; p += 1) if (p >= 1 && p <= pages) shown.add(p);
  const out: (number | null)[] = [];
  let last = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    if (p - last === 2) out.push(last + 1);
    else if (p - last > 2) out.push(null);
    out.push(p);
    last = p;
  }
  return out;
}

/**
 * A pager without the UI kit (lists render many items; the kit's Pagination brings a Select along):
 * 上一页, page numbers with gaps, 下一页, and 到第 [n] 页.
 */
export function Pager({
  current,
  pages,
  onChange,
}: {
  current: number;
  pages: number;
  onChange: (page: number) => void;
}) {
  const [jump, setJump] = useState('');
  if (pages <= 1) return null;
  const go = (p: number) => {
    const page = Math.min(pages, Math.max(1, Math.floor(p)));
    if (page !== current) onChange(page);
  };
  const onJump = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(jump);
    if (Number.isInteger(n) && n >= 1) go(n);
    setJump('');
  };
  return (
    <nav className="pm-pager" aria-label="分页">
      <button type="button" disabled={current <= 1} onClick={() => go(current - 1)}>
        ‹ 上一页
      </button>
      {pageItems(current, pages).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} className="pm-pager__gap">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            className={p === current ? 'is-on' : undefined}
            aria-current={p === current ? 'page' : undefined}
            aria-label={`第 ${p} 页`}
            onClick={() => go(p)}
          >
            {p}
          </button>
        ),
      )}
      <button type="button" disabled={current >= pages} onClick={() => go(current + 1)}>
        下一页 ›
      </button>
      <form className="pm-pager__jump" onSubmit={onJump}>
        共 {pages} 页，到第
        <input
          aria-label="跳转页码"
          inputMode="numeric"
          value={jump}
          maxLength={6}
          onChange={(e) => setJump(e.target.value.replace(/\D/g, ''))}
        />
        页<button type="submit">确定</button>
      </form>
    </nav>
  );
}
