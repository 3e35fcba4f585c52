import type { ReactNode } from 'react';
import { Popup } from 'antd-mobile';
import './sheet.css';

/**
 * A bottom sheet of a mobile page (antd-mobile Popup): a title bar with a labelled close button, and a
 * scrolling body. Pickers and forms that must keep the page's state (the checkout's address, invoice)
 * open in one instead of navigating away.
 */
export function Sheet({
  visible,
  title,
  onClose,
  children,
  tall = false,
}: {
  visible: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Nearly the whole screen (forms) instead of up to 70% of it (lists). */
  tall?: boolean;
}) {
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      bodyClassName={tall ? 'pm-sheet pm-sheet--tall' : 'pm-sheet'}
    >
      <header className="pm-sheet__head">
        <h2 className="pm-sheet__title">{title}</h2>
        <button type="button" className="pm-sheet__close" aria-label="关闭" onClick={onClose}>
          ×
        </button>
      </header>
      <div className="pm-sheet__body">{children}</div>
    </Popup>
  );
}
