import { useEffect, useRef, useState } from 'react';
import { Button, Dropdown, Input, Popover, Space, Tooltip } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { cleanHtml, isBlank, textToHtml } from '../model/rich-text';

/**
 * 商品详情: a small rich-text editor (contenteditable, no dependency) with a toolbar: bold, italic, two
 * heading levels, lists, a link (http or https) and a picture from the item's uploaded pictures. Whatever
 * is pasted is kept to the server's allow-list first (model/rich-text); the server sanitizes again.
 * A form control: `value` / `onChange` carry the HTML. Notices (商城内容) use it too: their own `label`,
 * and no picture tool when `pictures` is not given.
 */
export function RichTextEditor({
  value = '',
  onChange,
  pictures,
  maxLength,
  label = '商品详情',
}: {
  value?: string;
  onChange?: (html: string) => void;
  /** The item's uploaded pictures (addresses) the toolbar may insert; none: no picture tool. */
  pictures?: string[];
  maxLength: number;
  /** The editing box's accessible name. */
  label?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const [link, setLink] = useState('');
  const [linkOpen, setLinkOpen] = useState(false);
  const [length, setLength] = useState(value.length);

  // The form's value into the box, only when it is not what the box holds (typing keeps its caret).
  useEffect(() => {
    const el = box.current;
    if (el && el.innerHTML !== value) el.innerHTML = value;
    setLength(value.length);
  }, [value]);

  const emit = () => {
    const html = box.current?.innerHTML ?? '';
    const next = isBlank(html) ? '' : html;
    setLength(next.length);
    onChange?.(next);
  };
  const keepSelection = () => {
    const sel = window.getSelection();
    if (sel && sel.rangeCount && box.current?.contains(sel.anchorNode)) saved.current = sel.getRangeAt(0);
  };
  const restore = () => {
    box.current?.focus();
    const sel = window.getSelection();
    if (saved.current && sel) {
      sel.removeAllRanges();
      sel.addRange(saved.current);
    }
  };
  const run = (command: string, arg?: string) => {
    restore();
    document.execCommand(command, false, arg);
    emit();
  };
  const insertHtml = (html: string) => run('insertHTML', cleanHtml(html));

  const tool = (title: string, icon: React.ReactNode, onClick: () => void) => (
    <Tooltip title={title}>
      <Button
        size="small"
        type="text"
        aria-label={title}
        icon={icon}
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );

  return (
    <div className="wb-editor">
      <Space size={2} className="wb-editor-bar" wrap>
        {tool('加粗', <BoldOutlined />, () => run('bold'))}
        {tool('斜体', <ItalicOutlined />, () => run('italic'))}
        <Button
          size="small"
          type="text"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => run('formatBlock', 'h3')}
        >
          标题
        </Button>
        <Button
          size="small"
          type="text"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => run('formatBlock', 'h4')}
        >
          小标题
        </Button>
        <Button
          size="small"
          type="text"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => run('formatBlock', 'p')}
        >
          正文
        </Button>
        {tool('无序列表', <UnorderedListOutlined />, () => run('insertUnorderedList'))}
        {tool('有序列表', <OrderedListOutlined />, () => run('insertOrderedList'))}
        <Popover
          open={linkOpen}
          onOpenChange={(o) => {
            if (o) keepSelection();
            setLinkOpen(o);
          }}
          trigger="click"
          content={
            <Space.Compact>
              <Input
                aria-label="链接地址"
                placeholder="https://"
                value={link}
                onChange={(e) => setLink(e.target.value)}
                style={{ width: 260 }}
              />
              <Button
                type="primary"
                disabled={!/^https?:\/\/\S+$/i.test(link.trim())}
                onClick={() => {
                  setLinkOpen(false);
                  run('createLink', link.trim());
                  setLink('');
                }}
              >
                插入
              </Button>
            </Space.Compact>
          }
        >
          {tool('链接', <LinkOutlined />, keepSelection)}
        </Popover>
        {pictures && (
          <Dropdown
            disabled={pictures.length === 0}
            trigger={['click']}
            onOpenChange={(o) => o && keepSelection()}
            menu={{
              items: pictures.map((src, i) => ({
                key: src,
                label: (
                  <span className="wb-editor-pick">
                    <img src={src} alt="" width={32} height={32} /> 图片 {i + 1}
                  </span>
                ),
              })),
              onClick: ({ key }) => insertHtml(`<img src="${key}" alt="商品图片">`),
            }}
          >
            <span>
              {tool(pictures.length ? '插入商品图片' : '先上传商品图片', <PictureOutlined />, keepSelection)}
            </span>
          </Dropdown>
        )}
        <span className="wb-muted">
          {length} / {maxLength}
        </span>
      </Space>
      <div
        ref={box}
        className="wb-editor-box wb-description"
        contentEditable
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        suppressContentEditableWarning
        onInput={emit}
        onBlur={() => {
          keepSelection();
          emit();
        }}
        onKeyUp={keepSelection}
        onMouseUp={keepSelection}
        onPaste={(e) => {
          e.preventDefault();
          const html = e.clipboardData.getData('text/html');
          const text = e.clipboardData.getData('text/plain');
          insertHtml(html ? cleanHtml(html) : textToHtml(text));
        }}
        onDrop={(e) => e.preventDefault()}
      />
    </div>
  );
}
