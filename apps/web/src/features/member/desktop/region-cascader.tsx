import { useEffect, useRef, useState } from 'react';
import { Cascader } from 'antd';
import { notify } from '@/lib/notify';
import { fetchRegions, type RegionLevel } from '../api/region-list';
import { isCountyCode } from '../model/member-view';

interface RegionOption {
  value: string;
  label: string;
  level: RegionLevel;
  isLeaf?: boolean;
  loading?: boolean;
  children?: RegionOption[];
}

async function levelOf(level: RegionLevel, parent: string): Promise<RegionOption[]> {
  const list = await fetchRegions(level, parent);
  return list
    .filter((d) => level < 3 || isCountyCode(d.id))
    .map((d) => ({ value: d.id, label: d.name, level, isLeaf: level === 3 }));
}

/**
 * 所在地区: province → city → county from the division data, loaded level by level. A city without
 * counties (东莞市) is chosen as it is: the value is then [province, city].
 */
export function RegionCascader({
  value,
  onChange,
  id,
  status,
}: {
  value?: string[];
  onChange?: (value: string[]) => void;
  id?: string;
  status?: 'error' | 'warning';
}) {
  const [options, setOptions] = useState<RegionOption[]>([]);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const initial = useRef(value);

  // provinces, and the chain of the address being edited
  useEffect(() => {
    let live = true;
    (async () => {
      const provinces = await levelOf(1, '0');
      const [p, c] = initial.current ?? [];
      const province = provinces.find((o) => o.value === p);
      if (province && c) {
        province.children = await levelOf(2, province.value);
        const city = province.children.find((o) => o.value === c);
        if (city) {
          const counties = await levelOf(3, city.value);
          if (counties.length) city.children = counties;
          else city.isLeaf = true;
        }
      }
      if (live) setOptions(provinces);
    })().catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  const loadData = (selected: RegionOption[]) => {
    const target = selected[selected.length - 1];
    if (!target || target.level >= 3) return;
    target.loading = true;
    setOptions((o) => [...o]);
    levelOf((target.level + 1) as RegionLevel, target.value)
      .then((children) => {
        target.loading = false;
        if (children.length) target.children = children;
        else {
          // nothing under it: the pick so far is the region
          target.isLeaf = true;
          onChange?.(selected.map((s) => s.value));
          setOpen(false);
        }
        setOptions((o) => [...o]);
      })
      .catch(() => {
        target.loading = false;
        setOptions((o) => [...o]);
        notify('地区加载失败，请重试', 'error');
      });
  };

  return (
    <Cascader<RegionOption>
      id={id}
      status={status}
      options={options}
      loadData={loadData}
      open={open}
      onOpenChange={setOpen}
      value={value}
      onChange={(v) => onChange?.((v ?? []) as string[])}
      placeholder={failed ? '地区加载失败，请关闭后重试' : '请选择省 / 市 / 区县'}
      notFoundContent={failed ? '地区加载失败' : '正在加载…'}
      style={{ width: '100%' }}
      allowClear={false}
    />
  );
}
