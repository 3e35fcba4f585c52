import { useEffect } from 'react';
import { Toast } from 'antd-mobile';
import { TOAST_MS } from '@pm/contract/constants';
import { setNotifier, type NotifyKind } from '@/lib/notify';
import './react19-render';

const ICONS: Record<NotifyKind, 'fail' | 'success' | undefined> = {
  error: 'fail',
  success: 'success',
  info: undefined,
};

/** Shows a message as an antd-mobile Toast for 2 s (§9, mobile area). */
export function showMobileToast(message: string, kind: NotifyKind = 'info'): void {
  Toast.show({ content: message, icon: ICONS[kind], duration: TOAST_MS.mobile });
}

/** Registers the mobile Toast as the area notifier while the calling shell is mounted. */
export function useMobileNotifier(): void {
  useEffect(() => setNotifier(showMobileToast), []);
}
