import { lazy, Suspense, useState } from 'react';
import type { AreaValue } from '../model/area-value';
import './area-picker.css';

export type { AreaValue } from '../model/area-value';

// The sheet (the kit's Popup and its animation library) loads on the first tap.
const AreaSheet = lazy(() => import('./area-sheet'));

/**
 * The phone delivery-area picker (配送至): a row showing the area; tapping it opens a sheet from the
 * bottom to choose province → city → county.
 */
export function MobileAreaPicker({
  value,
  label,
  onChange,
}: {
  value: AreaValue;
  /** What the row shows (e.g. 上海市 浦东新区). */
  label: string;
  onChange: (area: AreaValue) => void;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        className="md-area__trigger"
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <span className="md-area__label">{label || '请选择地区'}</span>
        <svg
          viewBox="0 0 24 24"
          width="1em"
          height="1em"
          aria-hidden
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
        >
          <path d="m9 5 7 7-7 7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {used && (
        <Suspense fallback={null}>
          <AreaSheet open={open} value={value} onClose={() => setOpen(false)} onChange={onChange} />
        </Suspense>
      )}
    </>
  );
}
