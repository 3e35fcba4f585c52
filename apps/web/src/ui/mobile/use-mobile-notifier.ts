import { useEffect } from 'react';
import { setNotifier, type NotifyKind } from '@/lib/notify';

/**
 * Shows a message as an antd-mobile Toast for 2 s (mobile area). The Toast (with its animation
 * library) is loaded on the first message, so it is not part of the initial JS of the mobile pages.
 */
export function showMobileToast(message: string, kind: NotifyKind = 'info'): Promise<void> {
  return import('./mobile-toast').then((m) => m.showToastNow(message, kind));
}

/** Registers the mobile Toast as the area notifier while the calling shell is mounted. */
export function useMobileNotifier(): void {
  useEffect(() => setNotifier((message, kind) => void showMobileToast(message, kind)), []);
}
