import { Button, List, NavBar } from 'antd-mobile';
import { FileIcon, LocationIcon, LockIcon, QuestionIcon, TeamIcon, UserIcon } from '@/ui/mobile/icons';
import { useNavigate } from 'react-router';
import { storedSessionUser, logout } from '@/features/auth/model/session';
import { afterLogoutPath } from '../links';

/** /app-market/mine: the signed-in user, procurement shortcuts and 退出登录. */
export default function AppMarketMinePage() {
  const navigate = useNavigate();
  const user = storedSessionUser();
  const onLogout = async () => {
    await logout();
    const target = afterLogoutPath(window.location.hash);
    if (target) navigate(target, { replace: true });
  };
  return (
    <div>
      <NavBar className="pm-nav-bar" backIcon={false}>
        我的
      </NavBar>
      <header className="am-user">
        <span className="am-user__avatar">
          <UserIcon />
        </span>
        <div>
          <div className="am-user__name">{user ? user.fullname || user.username : '已登录用户'}</div>
          {user && (
            <>
              <div className="am-user__meta">账号：{user.username}</div>
              <div className="am-user__meta">
                {[user.organizationName, user.departmentName].filter(Boolean).join(' · ')}
              </div>
            </>
          )}
        </div>
      </header>
      <section className="pm-section">
        <List>
          <List.Item prefix={<FileIcon />} onClick={() => navigate('/app-market/plan-list')}>
            采购计划
          </List.Item>
          <List.Item prefix={<TeamIcon />} onClick={() => navigate('/app-market/purchasing-list')}>
            协同采购单
          </List.Item>
          <List.Item prefix={<LocationIcon />} onClick={() => navigate('/app-market/manage-address')}>
            地址管理
          </List.Item>
        </List>
      </section>
      <section className="pm-section">
        <List>
          <List.Item prefix={<QuestionIcon />} onClick={() => navigate('/help/index')}>
            帮助中心
          </List.Item>
          <List.Item prefix={<LockIcon />} onClick={() => navigate('/app-market/privacy-policy')}>
            隐私政策
          </List.Item>
        </List>
      </section>
      <div className="am-logout">
        <Button block color="danger" fill="outline" onClick={onLogout}>
          退出登录
        </Button>
      </div>
    </div>
  );
}
