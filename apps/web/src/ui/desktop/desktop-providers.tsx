import type { ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

dayjs.locale('zh-cn');

/** The mall's red, used by every desktop area. */
export const BRAND_RED = '#e4393c';

const theme = {
  token: { colorPrimary: BRAND_RED, colorLink: BRAND_RED, borderRadius: 6 },
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
