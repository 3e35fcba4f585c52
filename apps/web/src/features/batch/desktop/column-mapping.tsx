import { useMemo, useState } from 'react';
import { Alert, Button, Select, Table, Typography } from 'antd';
import {
  BATCH_FIELD_LABELS,
  BATCH_FIELDS,
  mappingProblem,
  type BatchColumnMapping,
  type BatchField,
} from '@pm/contract/batch-lines';
import type { BatchLineInput } from '@pm/contract/batch';
import { linesOf, type Sheet } from '../model/sheet';

const PREVIEW_ROWS = 5;

/** Step 2: which column holds what (detected, the buyer corrects it), with a preview of the lines. */
export function ColumnMapping({
  sheet,
  busy,
  onBack,
  onMatch,
}: {
  sheet: Sheet;
  busy: boolean;
  onBack: () => void;
  onMatch: (lines: BatchLineInput[]) => void;
}) {
  const [mapping, setMapping] = useState<BatchColumnMapping>(sheet.mapping);
  const problem = mappingProblem(mapping);
  const options = useMemo(
    () => [
      { value: -1, label: '（不导入）' },
      ...sheet.columns.map((title, i) => ({ value: i, label: `${columnLetter(i)} 列：${title}` })),
    ],
    [sheet.columns],
  );
  const preview = useMemo(
    () => linesOf({ rows: sheet.rows.slice(0, PREVIEW_ROWS) }, mapping),
    [sheet, mapping],
  );

  const set = (field: BatchField, col: number) => {
    const next = { ...mapping, [field]: col < 0 ? null : col };
    // A column names one field: taking it here frees it elsewhere.
    if (col >= 0) for (const f of BATCH_FIELDS) if (f !== field && next[f] === col) next[f] = null;
    setMapping(next);
  };

  return (
    <div className="pm-batch-mapping">
      <Typography.Paragraph type="secondary">
        来自{sheet.source}，共 {sheet.rows.length} 行
        {sheet.headerRow === null ? '；未识别到表头，已按内容推测各列' : `；表头在第 ${sheet.headerRow} 行`}
        。请核对每个字段对应的列。
      </Typography.Paragraph>
      <div className="pm-batch-mapping__fields">
        {BATCH_FIELDS.map((field) => (
          <label key={field} className="pm-batch-mapping__field">
            <span>{BATCH_FIELD_LABELS[field]}</span>
            <Select
              aria-label={`${BATCH_FIELD_LABELS[field]}所在列`}
              value={mapping[field] ?? -1}
              options={options}
              onChange={(v: number) => set(field, v)}
              popupMatchSelectWidth={false}
              style={{ width: 200 }}
            />
          </label>
        ))}
      </div>
      {problem && <Alert className="pm-batch__alert" type="warning" showIcon message={problem} />}
      <Table<BatchLineInput & { key: number }>
        className="pm-batch-mapping__preview"
        size="small"
        pagination={false}
        title={() => `预览前 ${Math.min(PREVIEW_ROWS, sheet.rows.length)} 行`}
        dataSource={preview.map((l, i) => ({ ...l, key: i }))}
        columns={[
          { title: '行', dataIndex: 'row', width: 60 },
          ...BATCH_FIELDS.map((f) => ({ title: BATCH_FIELD_LABELS[f], dataIndex: f, ellipsis: true })),
        ]}
      />
      <div className="pm-batch__actions">
        <Button onClick={onBack}>上一步</Button>
        <Button
          type="primary"
          disabled={problem !== null}
          loading={busy}
          onClick={() => onMatch(linesOf(sheet, mapping))}
        >
          开始匹配
        </Button>
      </div>
    </div>
  );
}

/** A, B, … Z, AA as a spreadsheet names columns. */
function columnLetter(i: number): string {
  let n = i + 1;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}
