import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import { RULE_MESSAGES } from '@pm/contract/rules';
import { loginWithPassword } from '@/features/auth/model/session';
import { storedAccountKind } from '@/features/auth/model/account-kind';
import { navigateTo, redirectAfterLogin } from '@/lib/login-flow';
import { SHOP_BASE, SHOP_SUPPLIER_HOME_PATH } from '../paths';

/**
 * Where a sign-in without a redirect lands: a supplier on its 供应商工作台 (orders to ship, quotes to
 * answer, refunds to handle); a buyer and an operator on the shop home (the web has no operator pages;
 * its header offers an operator only what an operator may use).
 */
export function landingAfterSignIn(kind = storedAccountKind()): string {
  return kind === 'vendor' ? SHOP_SUPPLIER_HOME_PATH : SHOP_BASE;
}

interface Credentials {
  username: string;
  password: string;
}

/** /login: account and password; back to the redirect parameter (or the account's landing) after a successful login. */
export default function SignInPage() {
  const location = useLocation();
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);

  const onFinish = async (v: Credentials) => {
    setLoading(true);
    setError('');
    const result = await loginWithPassword(v.username.trim(), v.password);
    setLoading(false);
    // A replayed action that opens another page (立即购买 opens the cart) wins over the redirect.
    if (result.ok && result.next) navigateTo(result.next, { replace: true });
    else if (result.ok) redirectAfterLogin(location.search, landingAfterSignIn());
    else setError(result.message);
  };

  return (
    <main className="account__main">
      <div className="shop-container account__main-inner">
        <div className="account__slogan">
          <h1>工业品一站式采购</h1>
          <p>搜索、比价、询价、竞价，企业采购全流程在线完成</p>
        </div>
        <div className="account__card">
          <h2>账号登录</h2>
          {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
          <Form<Credentials> size="large" onFinish={onFinish} requiredMark={false} autoComplete="on">
            <Form.Item
              name="username"
              label="账号"
              rules={[{ required: true, whitespace: true, message: RULE_MESSAGES.usernameRequired }]}
            >
              <Input
                prefix={<UserOutlined />}
                placeholder="请输入账号"
                autoComplete="username"
                maxLength={64}
              />
            </Form.Item>
            <Form.Item
              name="password"
              label="密码"
              rules={[{ required: true, message: RULE_MESSAGES.passwordRequired }]}
            >
              <Input.Password
                prefix={<LockOutlined />}
                placeholder="请输入密码"
                autoComplete="current-password"
                maxLength={128}
              />
            </Form.Item>
            <Form.Item>
              <Button type="primary" htmlType="submit" block loading={loading}>
                登录
              </Button>
            </Form.Item>
          </Form>
        </div>
      </div>
    </main>
  );
}
