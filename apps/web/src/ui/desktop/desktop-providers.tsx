import type { ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { prefersReducedMotion } from '@/lib/reduced-motion';

dayjs.locale('zh-cn');

/** The mall's red, used by every desktop area. */
export const BRAND_RED = '#e4393c';

/** antd's motions (dialogs, drawers, messages opening and closing) are off for a user who prefers less motion. */
const theme = {
  token: { colorPrimary: BRAND_RED, colorLink: BRAND_RED, borderRadius: 6, motion: !prefersReducedMotion() },
};

/** antd with the zh_CN locale and the mall theme: wraps every desktop page that uses the kit. */
export function DesktopProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      {children}
    </ConfigProvider>
  );
}

export default DesktopProviders;
