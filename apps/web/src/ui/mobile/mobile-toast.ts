import { Toast } from 'antd-mobile';
import { TOAST_MS } from '@pm/contract/constants';
import type { NotifyKind } from '@/lib/notify';
import './react19-render';

const ICONS: Record<NotifyKind, 'fail' | 'success' | undefined> = {
  error: 'fail',
  success: 'success',
  info: undefined,
};

/** The antd-mobile Toast for 2 s (mobile area). Loaded on the first message (see use-mobile-notifier). */
export function showToastNow(message: string, kind: NotifyKind): void {
  Toast.show({ content: message, icon: ICONS[kind], duration: TOAST_MS.mobile });
}
