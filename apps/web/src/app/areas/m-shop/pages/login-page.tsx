import { useState } from 'react';
import { Button, Input, NavBar } from 'antd-mobile';
import { Link, useNavigate } from 'react-router';
import { useMobileLogin } from '@/features/auth/mobile/use-mobile-login';
import { M_SHOP_HOME_PATH, mShopHref } from '../paths';

/** /m-shop/login: phone number and password (no client rules); success replaces the route with the home page. */
export default function MShopLoginPage() {
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const { loading, submit } = useMobileLogin(M_SHOP_HOME_PATH);

  return (
    <div className="ms-auth">
      <NavBar
        className="ms-auth__nav"
        onBack={() => navigate(M_SHOP_HOME_PATH, { replace: true })}
        left={<span className="pm-sr-only">返回</span>}
      />
      <div className="ms-auth__head">
        <h1 className="ms-auth__title">手机号登录</h1>
        <p className="ms-auth__subtitle">欢迎来到固买商城</p>
      </div>
      <form onSubmit={(e) => void submit(e, phone.trim(), password)} noValidate>
        <label className="ms-auth__field">
          <span className="ms-auth__label">手机号</span>
          <Input
            type="tel"
            inputMode="numeric"
            autoComplete="username"
            maxLength={11}
            placeholder="请输入手机号"
            value={phone}
            onChange={setPhone}
          />
        </label>
        <label className="ms-auth__field">
          <span className="ms-auth__label">密码</span>
          <Input
            type="password"
            autoComplete="current-password"
            placeholder="请输入密码"
            value={password}
            onChange={setPassword}
          />
        </label>
        <Button
          className="ms-auth__submit"
          type="submit"
          color="primary"
          size="large"
          block
          shape="rounded"
          loading={loading}
        >
          登录
        </Button>
      </form>
      <p className="ms-auth__switch">
        还没有账号？
        <Link to={mShopHref('register')} replace>
          注册
        </Link>
      </p>
    </div>
  );
}
