import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Popup } from 'antd-mobile';
import type { Division } from '@pm/contract/division';
import { useDivisionList, type DivisionLevel } from '../api/division-list';
import {
  AREA_LEVEL_NAMES,
  isAreaDivision,
  pickedChain,
  type AreaValue,
  type Picked,
} from '../model/area-value';

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
  const onEmptyRef = useRef(onEmpty);
  useEffect(() => {
    onEmptyRef.current = onEmpty;
  });
  useEffect(() => {
    if (empty) onEmptyRef.current();
  }, [empty]);
  if (q.isPending) return <p className="md-area__hint">正在加载…</p>;
  if (q.isError) {
    return (
      <p className="md-area__hint">
        地区加载失败，
        <button type="button" className="md-area__retry" onClick={() => void q.refetch()}>
          重试
        </button>
      </p>
    );
  }
  return (
    <ul className="md-area__list">
      {items.map((d) => (
        <li key={d.id}>
          <button
            type="button"
            className={d.id === selectedId ? 'md-area__item is-on' : 'md-area__item'}
            aria-pressed={d.id === selectedId}
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
 * The sheet of the phone area picker (from the bottom): province → city → county, each level loaded
 * when needed; a city without counties (东莞市) ends the choice at the city. Loaded on the first tap.
 */
export default function AreaSheet({
  open,
  value,
  onClose,
  onChange,
}: {
  open: boolean;
  value: AreaValue;
  onClose: () => void;
  onChange: (area: AreaValue) => void;
}) {
  const [picked, setPicked] = useState<Picked[]>([]);
  const [tab, setTab] = useState(0);
  const titleId = useId();

  // Each opening starts from the area on screen, at its deepest level.
  useEffect(() => {
    if (!open) return;
    const chain = pickedChain(value);
    setPicked(chain);
    setTab(chain.length > 0 ? chain.length - 1 : 0);
  }, [open, value]);

  const finish = useCallback(
    (chain: Picked[]) => {
      const last = chain[chain.length - 1];
      if (!last) return;
      onChange({ provCityArea: chain.map((p) => p.name), divisionCode: last.id });
      onClose();
    },
    [onChange, onClose],
  );

  const pick = (level: number, d: Division) => {
    const chain = [...picked.slice(0, level), { id: d.id, name: d.name }];
    setPicked(chain);
    if (level >= 2) finish(chain);
    else setTab(level + 1);
  };
  const parentOf = (level: number) => (level === 0 ? '0' : (picked[level - 1]?.id ?? ''));

  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="md-area" destroyOnClose>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="md-area__head">
          <h2 id={titleId}>选择配送地区</h2>
          <button type="button" className="md-area__close" onClick={onClose}>
            关闭
          </button>
        </div>
        <div className="md-area__tabs" role="tablist" aria-label="地区层级">
          {AREA_LEVEL_NAMES.slice(0, Math.min(3, picked.length + 1)).map((name, i) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === i}
              className={tab === i ? 'md-area__tab is-on' : 'md-area__tab'}
              onClick={() => setTab(i)}
            >
              {picked[i]?.name ?? `请选择${name}`}
            </button>
          ))}
        </div>
        <div className="md-area__body" role="tabpanel">
          {open && parentOf(tab) !== '' && (
            <Level
              key={`${tab}-${parentOf(tab)}`}
              level={(tab + 1) as DivisionLevel}
              parentId={parentOf(tab)}
              selectedId={picked[tab]?.id}
              onPick={(d) => pick(tab, d)}
              // a level without children (a city without counties) ends the choice at its parent
              onEmpty={() => finish(picked)}
            />
          )}
        </div>
      </div>
    </Popup>
  );
}
