import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginWithPassword, type LoginResult } from '@/features/auth/model/session';
import { navigateTo, redirectTargetOf } from '@/lib/login-flow';
import { showMobileToast } from '@/ui/mobile/use-mobile-notifier';

/**
 * What the mobile sign-in screens do with a sign-in call (login or registration): one at a time; success
 * replaces the route with the redirect parameter or `home`; failure toasts the message.
 */
export function useMobileSignIn(home: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const [loading, setLoading] = useState(false);

  const run = async (signIn: () => Promise<LoginResult>) => {
    if (loading) return;
    setLoading(true);
    try {
      const result = await signIn();
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

  return { loading, run };
}

/**
 * Submit of the mobile login forms: POST /open/token through the session module; success replaces
 * the route with the redirect parameter or `home`; failure toasts the message (用户名或密码错误).
 */
export function useMobileLogin(home: string) {
  const { loading, run } = useMobileSignIn(home);

  const submit = async (e: FormEvent, username: string, password: string) => {
    e.preventDefault();
    await run(() => loginWithPassword(username, password));
  };

  return { loading, submit };
}
