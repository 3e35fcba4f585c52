import { Space, Tag } from 'antd';
import type { IndustryChip } from '../model/industry-filter';

/** The industry filter of the customer stories: one checkable chip per industry, 全部 first. */
export function IndustryChips({
  chips,
  value,
  onChange,
}: {
  chips: IndustryChip[];
  /** '' for 全部. */
  value: string;
  onChange: (industry: string) => void;
}) {
  return (
    <Space size={[8, 8]} wrap role="group" aria-label="按行业筛选">
      {chips.map((c) => (
        <Tag.CheckableTag
          key={c.key || 'all'}
          checked={c.key === value}
          onChange={() => onChange(c.key)}
          className="pm-portal__chip"
        >
          {c.label}
          <span className="pm-portal__chip-count">{c.count}</span>
        </Tag.CheckableTag>
      ))}
    </Space>
  );
}
