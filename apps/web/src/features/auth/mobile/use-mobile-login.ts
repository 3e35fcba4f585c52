import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginWithPassword } from '@/features/auth/model/session';
import { navigateTo, redirectTargetOf } from '@/lib/login-flow';
import { showMobileToast } from '@/ui/mobile/use-mobile-notifier';

/**
 * Submit of the mobile login forms: POST /open/token through the session module; success replaces
 * the route with the redirect parameter or `home`; failure toasts the message (用户名或密码错误).
 */
export function useMobileLogin(home: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const [loading, setLoading] = useState(false);

  const submit = async (e: FormEvent, username: string, password: string) => {
    e.preventDefault();
    if (loading) return;
    setLoading(true);
    try {
      const result = await loginWithPassword(username, password);
      if (!result.ok) {
        void showMobileToast(result.message, 'error');
        return;
      }
      const target = result.next ?? redirectTargetOf(location.search, home);
      if (target.startsWith('/')) navigate(target, { replace: true });
      else navigateTo(target, { replace: true });
    } finally {
      setLoading(false);
    }
  };

  return { loading, submit };
}
