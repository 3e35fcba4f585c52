import type { ReactNode } from 'react';
import { Result } from 'antd';

/** What a signed-in user who may not manage apps sees instead of the management pages (nothing is asked). */
export function NoAccess({ extra }: { extra?: ReactNode }) {
  return (
    <Result
      status="403"
      title="无权限"
      subTitle="开放平台的应用由采购企业的采购经理或供应商账号创建与管理。您可以查看接口文档，或请贵企业的采购经理创建应用。"
      extra={extra}
    />
  );
}
