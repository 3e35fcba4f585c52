import { useEffect, useRef, useState } from 'react';
import { Cascader, type CascaderOption } from 'antd-mobile';
import { MEMBER_MESSAGES } from '@pm/contract/member-rules';
import { notify } from '@/lib/notify';
import { fetchRegions, type RegionLevel } from '../api/region-list';
import { isCountyCode } from '../model/member-view';

type RegionOption = CascaderOption & { value: string; label: string };

/** A level of the division data; below the county nothing, above it children still to load. */
async function levelOf(level: RegionLevel, parent: string): Promise<RegionOption[]> {
  const list = await fetchRegions(level, parent);
  return list
    .filter((d) => level < 3 || isCountyCode(d.id))
    .map((d) => ({
      value: d.id,
      label: d.name,
      ...(level < 3 ? { children: Cascader.optionSkeleton } : {}),
    }));
}

function find(options: CascaderOption[], value: string): CascaderOption | undefined {
  return options.find((o) => o.value === value);
}

/** The option at the end of a path of codes, if the path exists. */
function nodeAt(options: CascaderOption[], path: readonly string[]): CascaderOption | undefined {
  let level = options;
  let node: CascaderOption | undefined;
  for (const v of path) {
    node = find(level, v);
    if (!node) return undefined;
    level = node.children ?? [];
  }
  return node;
}

/** A path ending on a county, or on a city that has none (its children known to be empty). */
function complete(options: CascaderOption[], path: readonly string[]): boolean {
  const node = nodeAt(options, path);
  return path.length >= 2 && node !== undefined && node.children === undefined;
}

/** The chosen region: codes (province, city[, county]) and their names. */
export interface RegionChoice {
  codes: string[];
  names: string[];
}

/**
 * 所在地区 on a phone: a bottom sheet with province → city → county from the division data, each level
 * loaded when its parent is picked. A city without counties (东莞市) is complete as it is. Confirming
 * an incomplete choice says what is missing and keeps the sheet open.
 */
export function RegionPicker({
  visible,
  value,
  title = '选择所在地区',
  onClose,
  onConfirm,
}: {
  visible: boolean;
  /** The codes chosen before (their levels are loaded so that the sheet opens on them). */
  value?: readonly string[];
  title?: string;
  onClose: () => void;
  onConfirm: (choice: RegionChoice) => void;
}) {
  const [options, setOptions] = useState<RegionOption[]>([]);
  const [loading, setLoading] = useState(false);
  const keepOpen = useRef(false);
  // the codes chosen before, as the sheet first opens (later choices are the Cascader's own)
  const [initial] = useState<readonly string[]>(() => value ?? []);

  // provinces, and the levels of the value chosen before
  useEffect(() => {
    if (!visible || options.length > 0) return undefined;
    let live = true;
    setLoading(true);
    (async () => {
      const provinces = await levelOf(1, '0');
      const [p, c] = initial;
      const province = p ? find(provinces, p) : undefined;
      if (province && c) {
        province.children = await levelOf(2, p!);
        const city = find(province.children, c);
        if (city) {
          const counties = await levelOf(3, c);
          city.children = counties.length ? counties : undefined;
        }
      }
      if (live) setOptions(provinces);
    })()
      .catch(() => live && notify('地区加载失败，请重试', 'error'))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [visible, options.length, initial]);

  const loadBelow = (path: string[]) => {
    const target = nodeAt(options, path);
    if (!target || target.children !== Cascader.optionSkeleton || path.length >= 3) return;
    levelOf((path.length + 1) as RegionLevel, path[path.length - 1]!)
      .then((children) => {
        target.children = children.length ? children : undefined;
        setOptions((o) => [...o]);
      })
      .catch(() => notify('地区加载失败，请重试', 'error'));
  };

  return (
    <Cascader
      title={title}
      visible={visible}
      loading={loading}
      options={options}
      // not controlled: a new array on every render would reset the choice being made
      defaultValue={initial.length > 0 ? [...initial] : undefined}
      placeholder="请选择"
      // a real button in each option: the list scrolls, and keyboards reach and choose the regions
      optionRender={(o) => (
        <button type="button" className="pm-region-option">
          {o.label}
        </button>
      )}
      onSelect={(v) => loadBelow(v.map(String))}
      onConfirm={(v, ext) => {
        const codes = v.map(String);
        const names = ext.items.map((i) => i?.label ?? '');
        if (!complete(options, codes)) {
          keepOpen.current = true;
          notify(
            codes.length === 0
              ? MEMBER_MESSAGES.regionRequired
              : codes.length === 1
                ? MEMBER_MESSAGES.cityRequired
                : MEMBER_MESSAGES.countyRequired,
            'error',
          );
          return;
        }
        onConfirm({ codes, names });
      }}
      onClose={() => {
        if (keepOpen.current) {
          keepOpen.current = false;
          return;
        }
        onClose();
      }}
    />
  );
}
