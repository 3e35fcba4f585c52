import { useEffect, useState } from 'react';
import type { SessionUser } from '@pm/contract/user';
import { useAuthStore } from '@/features/auth/model/auth-store';
import { storedSessionUser, loadSessionUser } from '@/features/auth/model/session';
import { useResourceStore } from '@/features/resource/model/resource-store';

/**
 * The signed-in user of a desktop shell: reads APP_USER (loads it when missing, e.g. after a
 * sign-in on the trade site) and loads the resource tree once per session.
 */
export function useDesktopSession(): { signedIn: boolean; user: SessionUser | null } {
  const signedIn = useAuthStore((s) => s.isAuthorized);
  const [user, setUser] = useState<SessionUser | null>(() => (signedIn ? storedSessionUser() : null));
  const resourceStatus = useResourceStore((s) => s.status);

  useEffect(() => {
    if (!signedIn) {
      setUser(null);
      return;
    }
    let alive = true;
    const stored = storedSessionUser();
    if (stored) setUser(stored);
    else
      void loadSessionUser().then((u) => {
        if (alive) setUser(u);
      });
    return () => {
      alive = false;
    };
  }, [signedIn]);

  useEffect(() => {
    if (signedIn && user && resourceStatus === 'idle') void useResourceStore.getState().load(user);
  }, [signedIn, user, resourceStatus]);

  return { signedIn, user };
}

/** The name shown for a user: full name, else the account. */
export function displayName(user: SessionUser | null): string {
  return user?.fullname || user?.username || '';
}
