import { Button, DatePicker, Select, Space, Tag } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import type { DashboardAuthorities } from '@pm/contract/dashboard';
import type { DashFilter } from '../model/filters';
import { rangeLabel } from '../model/filters';
import { scopeTitle } from '../model/scope';

const MONTH = 'YYYY-MM';

/** Range presets ending with the current month (the server's, from the authorities). */
function presets(current: string) {
  const end = dayjs(current, MONTH);
  const back = (n: number): [Dayjs, Dayjs] => [end.subtract(n - 1, 'month'), end];
  return [
    { label: '近3个月', value: back(3) },
    { label: '近6个月', value: back(6) },
    { label: '近12个月', value: back(12) },
    { label: '近24个月', value: back(24) },
    { label: '今年', value: [end.startOf('year'), end] as [Dayjs, Dayjs] },
  ];
}

/**
 * The top of every dashboard page: whose figures these are (我的采购, the organization's, the supplier's
 * or the platform's), the month range and the department (for an organization's view), and 打印.
 */
export function DashHeader({
  auth,
  filter,
  onChange,
  departments = true,
}: {
  auth: DashboardAuthorities;
  filter: DashFilter;
  onChange: (f: DashFilter) => void;
  /** Whether this page filters by department. */
  departments?: boolean;
}) {
  const current = auth.defaultTo;
  const maxEnd = dayjs(current, MONTH).endOf('month');
  return (
    <div className="pm-dash-head">
      <div className="pm-dash-head__scope">
        <h2 className="pm-dash-head__title" data-testid="dash-scope">
          {scopeTitle(auth)}
        </h2>
        <Tag color="blue">{auth.scopeLabel}</Tag>
        <span className="pm-dash-head__range">{rangeLabel(filter)}</span>
        {filter.departmentId && (
          <span className="pm-dash-head__range">
            · {auth.departments.find((d) => d.id === filter.departmentId)?.name}
          </span>
        )}
      </div>
      <Space wrap className="pm-dash-noprint">
        <DatePicker.RangePicker
          picker="month"
          allowClear={false}
          aria-label="月份范围"
          value={[dayjs(filter.from, MONTH), dayjs(filter.to, MONTH)]}
          presets={presets(current)}
          disabledDate={(d) => d.isAfter(maxEnd)}
          onChange={(v) => {
            const [a, b] = v ?? [];
            if (a && b) onChange({ ...filter, from: a.format(MONTH), to: b.format(MONTH) });
          }}
        />
        {departments && auth.departments.length > 0 && (
          <Select
            aria-label="部门"
            className="pm-dash-dept"
            placeholder="全部部门"
            allowClear
            value={filter.departmentId}
            options={auth.departments.map((d) => ({ value: d.id, label: d.name }))}
            onChange={(v: string | undefined) => onChange({ ...filter, departmentId: v || undefined })}
          />
        )}
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          打印
        </Button>
      </Space>
    </div>
  );
}
