/**
 * The desktop notifier: antd message, a negative centred toast for 500 ms. antd is loaded on
 * the first toast, so a desktop page that never toasts does not load the kit for it.
 */
import { useEffect } from 'react';
import type { MessageInstance } from 'antd/es/message/interface';
import { TOAST_MS } from '@pm/contract/constants';
import { setNotifier, type NotifyKind } from '@/lib/notify';

type MessageApi = Pick<MessageInstance, 'open'> & {
  config: (options: { top?: number; maxCount?: number }) => void;
};
let api: Promise<MessageApi> | null = null;

function loadMessage(): Promise<MessageApi> {
  api ??= import('antd/es/message').then(({ default: message }) => {
    message.config({ top: Math.round(window.innerHeight * 0.4), maxCount: 3 });
    return message;
  });
  return api;
}

export function showDesktopToast(text: string, kind: NotifyKind = 'info'): void {
  void loadMessage().then((message) => {
    void message.open({ type: kind, content: text, duration: TOAST_MS.shop / 1000 });
  });
}

/** Registers the desktop toast as the area notifier while the calling shell is mounted. */
export function useDesktopNotifier(): void {
  useEffect(() => setNotifier(showDesktopToast), []);
}
