import { useEffect, useRef, useState } from 'react';
import type { Division } from '@pm/contract/division';
import { useDivisionList, type DivisionLevel } from '../api/division-list';
import {
  AREA_LEVEL_NAMES,
  isAreaDivision,
  pickedChain,
  type AreaValue,
  type Picked,
} from '../model/area-value';
import './area-picker.css';

export type { AreaValue } from '../model/area-value';

/** A saved delivery address offered above the region choice (the user's 收货地址). */
export interface SavedArea {
  id: string;
  /** What the entry shows, e.g. 张伟 上海市 浦东新区 张江路 88 号. */
  label: string;
  /** The address the shop state holds now. */
  on: boolean;
}

function Level({
  level,
  parentId,
  selectedId,
  onPick,
  onEmpty,
}: {
  level: DivisionLevel;
  parentId: string;
  selectedId?: string;
  onPick: (d: Division) => void;
  onEmpty: () => void;
}) {
  const q = useDivisionList(level, parentId);
  const items = q.data?.filter(isAreaDivision) ?? [];
  const empty = q.isSuccess && items.length === 0;
  useEffect(() => {
    if (empty) onEmpty();
  }, [empty, onEmpty]);
  if (q.isPending) return <p className="pm-areapick__hint">正在加载…</p>;
  if (q.isError) {
    return (
      <p className="pm-areapick__hint">
        地区加载失败，
        <button type="button" className="pm-areapick__retry" onClick={() => void q.refetch()}>
          重试
        </button>
      </p>
    );
  }
  return (
    <ul className="pm-areapick__list">
      {items.map((d) => (
        <li key={d.id}>
          <button
            type="button"
            className={d.id === selectedId ? 'pm-areapick__item pm-areapick__item--on' : 'pm-areapick__item'}
            title={d.name}
            onClick={() => onPick(d)}
          >
            {d.name}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * 配送至: the delivery-area picker (province → city → county, loaded level by level). A city without
 * counties (东莞市) or a province without cities ends the choice at that level.
 */
export function AreaPicker({
  value,
  label,
  onChange,
  className = '',
  saved = [],
  onPickSaved,
}: {
  value: AreaValue;
  /** What the trigger shows (e.g. 上海市 浦东新区). */
  label: string;
  onChange: (area: AreaValue) => void;
  className?: string;
  /** Saved addresses listed above the region choice; picking one calls `onPickSaved`. */
  saved?: SavedArea[];
  onPickSaved?: (id: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<Picked[]>([]);
  const [tab, setTab] = useState(0);
  const root = useRef<HTMLDivElement>(null);

  const show = () => {
    const chain = pickedChain(value);
    setPicked(chain);
    setTab(chain.length > 0 ? chain.length - 1 : 0);
    setOpen(true);
  };

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const finish = (chain: Picked[]) => {
    const last = chain[chain.length - 1];
    if (!last) return;
    onChange({ provCityArea: chain.map((p) => p.name), divisionCode: last.id });
    setOpen(false);
  };

  const pick = (level: number, d: Division) => {
    const chain = [...picked.slice(0, level), { id: d.id, name: d.name }];
    setPicked(chain);
    if (level >= 2) finish(chain);
    else setTab(level + 1);
  };

  // the level under the last pick has nothing to choose: the pick so far is the area
  const onEmpty = () => {
    if (tab > 0 && picked.length === tab) finish(picked);
  };

  const parentOf = (level: number) => (level === 0 ? '0' : (picked[level - 1]?.id ?? ''));

  return (
    <div className={`pm-areapick ${className}`} ref={root}>
      <button
        type="button"
        className="pm-areapick__trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => (open ? setOpen(false) : show())}
      >
        <svg viewBox="0 0 1024 1024" width="13" height="13" fill="currentColor" aria-hidden="true">
          <path d="M512 64C324 64 172 213 172 397c0 254 340 563 340 563s340-309 340-563C852 213 700 64 512 64zm0 475c-80 0-144-64-144-142s64-142 144-142 144 64 144 142-64 142-144 142z" />
        </svg>
        <span className="pm-areapick__prefix">配送至</span>
        <span className="pm-areapick__label">{label}</span>
        <span className="pm-areapick__caret" aria-hidden="true" />
      </button>
      {open && (
        <div className="pm-areapick__panel" role="dialog" aria-label="选择配送地区">
          {saved.length > 0 && onPickSaved && (
            <div className="pm-areapick__saved">
              <p className="pm-areapick__saved-title">我的收货地址</p>
              <ul className="pm-areapick__saved-list">
                {saved.map((s) => (
                  <li key={s.id}>
                    <button
                      type="button"
                      className={s.on ? 'pm-areapick__addr pm-areapick__addr--on' : 'pm-areapick__addr'}
                      title={s.label}
                      onClick={() => {
                        onPickSaved(s.id);
                        setOpen(false);
                      }}
                    >
                      {s.label}
                    </button>
                  </li>
                ))}
              </ul>
              <p className="pm-areapick__saved-title">选择其他地区</p>
            </div>
          )}
          <div className="pm-areapick__tabs" role="tablist">
            {AREA_LEVEL_NAMES.map((t, i) =>
              i <= picked.length ? (
                <button
                  key={t}
                  type="button"
                  role="tab"
                  aria-selected={tab === i}
                  className={tab === i ? 'pm-areapick__tab pm-areapick__tab--on' : 'pm-areapick__tab'}
                  onClick={() => setTab(i)}
                >
                  {picked[i]?.name || `请选择${t}`}
                </button>
              ) : null,
            )}
            <button
              type="button"
              className="pm-areapick__close"
              aria-label="关闭"
              onClick={() => setOpen(false)}
            >
              ×
            </button>
          </div>
          <Level
            key={`${tab}-${parentOf(tab)}`}
            level={(tab + 1) as DivisionLevel}
            parentId={parentOf(tab)}
            selectedId={picked[tab]?.id}
            onPick={(d) => pick(tab, d)}
            onEmpty={onEmpty}
          />
        </div>
      )}
    </div>
  );
}
