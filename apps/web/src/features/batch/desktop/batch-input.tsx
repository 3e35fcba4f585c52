import { useState, type ReactNode } from 'react';
import { Alert, Button, Input, Tabs, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { BATCH_FILE_MAX_BYTES, BATCH_INLINE_MAX, BATCH_MAX_LINES } from '@pm/contract/batch';
import { errorText } from '@/lib/http-rules';
import { useParseBatchFile } from '../api/batch-parse';
import { sheetFromFile, sheetFromText, type Sheet } from '../model/sheet';

const PASTE_PLACEHOLDER = [
  '从 Excel 中选中多行（可含表头）复制后粘贴到这里，每行一种商品，例如：',
  '商品编码\t商品名称\t品牌\t型号\t数量\t单位',
  'GM000000001\t\t\t\t10\t个',
  '\t十字螺丝刀\t得力\tPH2-100\t5\t把',
].join('\n');

const ACCEPT = '.xlsx,.csv,.txt';

/** Step 1: the purchase list, pasted or uploaded (the server reads files). `tips`: the page's own notes below. */
export function BatchInput({ onSheet, tips }: { onSheet: (sheet: Sheet) => void; tips?: ReactNode }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const parse = useParseBatchFile();

  const usePaste = () => {
    const reading = sheetFromText(text);
    if (!reading.ok) {
      setProblem(reading.message);
      return;
    }
    setProblem(null);
    onSheet(reading.sheet);
  };

  const upload = (file: File) => {
    setProblem(null);
    if (file.size > BATCH_FILE_MAX_BYTES) {
      setProblem(`文件不能超过 ${BATCH_FILE_MAX_BYTES / 1024 / 1024} MB`);
      return;
    }
    parse.mutate(file, {
      onSuccess: (sheet) => onSheet(sheetFromFile(sheet)),
      onError: (err) => setProblem(errorText(err)),
    });
  };

  return (
    <div className="pm-batch-input">
      <Tabs
        items={[
          {
            key: 'file',
            label: '上传文件',
            children: (
              <Upload.Dragger
                accept={ACCEPT}
                multiple={false}
                showUploadList={false}
                disabled={parse.isPending}
                beforeUpload={(file) => {
                  upload(file);
                  return Upload.LIST_IGNORE;
                }}
              >
                <p className="ant-upload-drag-icon">
                  <InboxOutlined />
                </p>
                <p className="ant-upload-text">
                  {parse.isPending ? '正在读取文件…' : '点击或拖拽采购清单到这里'}
                </p>
                <p className="ant-upload-hint">
                  支持 .xlsx、.csv（UTF-8 或 GBK），列的顺序和表头写法不限，不超过{' '}
                  {BATCH_FILE_MAX_BYTES / 1024 / 1024} MB
                </p>
              </Upload.Dragger>
            ),
          },
          {
            key: 'paste',
            label: '粘贴内容',
            children: (
              <div className="pm-batch-input__paste">
                <Input.TextArea
                  aria-label="粘贴采购清单"
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  placeholder={PASTE_PLACEHOLDER}
                  autoSize={{ minRows: 8, maxRows: 16 }}
                  spellCheck={false}
                />
                <Button type="primary" disabled={!text.trim()} onClick={usePaste}>
                  下一步：核对列
                </Button>
              </div>
            ),
          },
        ]}
      />
      {problem && <Alert className="pm-batch__alert" type="error" showIcon message={problem} />}
      {tips ?? (
        <ul className="pm-batch-input__tips">
          <li>按商品编码精确匹配；没有编码时按“品牌 + 型号”匹配，再按商品名称搜索。</li>
          <li>
            一次最多 {BATCH_MAX_LINES} 行；超过 {BATCH_INLINE_MAX} 行时在后台匹配，页面显示进度。
          </li>
          <li>匹配后逐行核对商品和数量，确认后才会加入购物车。</li>
        </ul>
      )}
    </div>
  );
}
