import { NavBar } from 'antd-mobile';
import { Link, useNavigate } from 'react-router';
import { REGISTER_MESSAGES } from '@pm/contract/register';
import { RegisterForm } from '../register-form';
import { M_SHOP_HOME_PATH, M_SHOP_LOGIN_PATH } from '../paths';
import '../register.css';

/** /m-shop/register: a personal account (个人账号) that can order once the platform adds it to a buyer. */
export default function MShopRegisterPage() {
  const navigate = useNavigate();
  return (
    <div className="ms-auth">
      <NavBar
        onBack={() => navigate(M_SHOP_HOME_PATH, { replace: true })}
        // the kit's back area is a role=button without a name: this gives it one for screen readers
        left={<span className="pm-sr-only">返回</span>}
      />
      <div className="ms-auth__head">
        <h1 className="ms-auth__title">注册账号</h1>
        <p className="ms-auth__subtitle">使用手机号注册固买商城</p>
        <p className="ms-auth__notice">{REGISTER_MESSAGES.individualNotice}</p>
      </div>
      <RegisterForm />
      <p className="ms-auth__switch">
        已有账号？
        <Link to={M_SHOP_LOGIN_PATH} replace>
          去登录
        </Link>
      </p>
    </div>
  );
}
