import { useEffect, type ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { TOAST_MS } from '@pm/contract/constants';
import { setNotifier } from '@/lib/notify';
import './desktop.css';

dayjs.locale('zh-cn');

/** The mall's red, used by every desktop area. */
export const BRAND_RED = '#e4393c';

const theme = {
  token: { colorPrimary: BRAND_RED, colorLink: BRAND_RED, borderRadius: 6 },
};

/** Registers antd message as the area notifier: centred toast, 500 ms (§8, §9). */
function DesktopNotifier() {
  const { message } = App.useApp();
  useEffect(
    () =>
      setNotifier((text, kind) => {
        const duration = TOAST_MS.shop / 1000;
        if (kind === 'error') void message.error(text, duration);
        else if (kind === 'success') void message.success(text, duration);
        else void message.info(text, duration);
      }),
    [message],
  );
  return null;
}

/** zh_CN antd with the mall theme and the desktop notifier; wraps every desktop shell. */
export function DesktopProviders({ children }: { children: ReactNode }) {
  const top = typeof window === 'undefined' ? 200 : Math.round(window.innerHeight * 0.4);
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <App message={{ top, maxCount: 3 }} className="pm-desktop">
        <DesktopNotifier />
        {children}
      </App>
    </ConfigProvider>
  );
}
