import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useMobileLogin } from '@/features/auth/mobile/use-mobile-login';
import { APP_MARKET_HOME_PATH } from '../paths';
import logoUrl from '../logo.svg';

/**
 * /app-market/login: logo above the form, account and password, a full-width red 登录 button.
 * No client-side rules: the server decides. Code 200 → /app-market/index (or the redirect parameter);
 * anything else → Toast 用户名或密码错误 (the session module removes the stored token).
 */
export default function AppMarketLoginPage() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { loading, submit } = useMobileLogin(APP_MARKET_HOME_PATH);

  return (
    <div className="am-login">
      <img className="am-login__logo" src={logoUrl} alt="固买商城" width={220} height={72} />
      <form
        className="am-login__form"
        onSubmit={(e) => void submit(e, username, password)}
        noValidate
        aria-label="登录"
      >
        <div className="am-login__field">
          <Input
            aria-label="账号"
            autoComplete="username"
            placeholder="请输入账号"
            value={username}
            onChange={setUsername}
          />
        </div>
        <div className="am-login__field">
          <Input
            aria-label="密码"
            type="password"
            autoComplete="current-password"
            placeholder="请输入密码"
            value={password}
            onChange={setPassword}
          />
        </div>
        <Button
          className="am-login__submit"
          type="submit"
          color="danger"
          size="large"
          block
          loading={loading}
        >
          登录
        </Button>
      </form>
    </div>
  );
}
