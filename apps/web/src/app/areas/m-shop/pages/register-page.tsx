import { NavBar } from 'antd-mobile';
import { Link, useNavigate } from 'react-router';
import { RegisterForm } from '../register-form';
import { M_SHOP_HOME_PATH } from '../paths';

/** /m-shop/register. */
export default function MShopRegisterPage() {
  const navigate = useNavigate();
  return (
    <div className="ms-auth">
      <NavBar onBack={() => navigate(M_SHOP_HOME_PATH, { replace: true })} />
      <div className="ms-auth__head">
        <h1 className="ms-auth__title">注册账号</h1>
        <p className="ms-auth__subtitle">使用手机号注册固买商城</p>
      </div>
      <RegisterForm />
      <p className="ms-auth__switch">
        已有账号？
        <Link to="/m-shop/login" replace>
          去登录
        </Link>
      </p>
    </div>
  );
}
