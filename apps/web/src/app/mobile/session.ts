import { useEffect } from 'react';
import { useAuthStore } from '@/features/auth/model/auth-store';
import { queryClient } from '@/lib/query-client';

let signInWatched = false;

/**
 * Prices depend on who asks (agreement prices): signing in or out drops every cached answer, so no
 * screen shows the previous user's prices. Watched once for the visit (the login page is outside
 * these screens).
 */
function watchSignIn(): void {
  if (signInWatched) return;
  signInWatched = true;
  useAuthStore.subscribe((s, prev) => {
    if (s.isAuthorized !== prev.isAuthorized) void queryClient.resetQueries();
  });
}

/** Whether a user is signed in (and, from the first call on, the cache follows sign-in and sign-out). */
export function useSignedIn(): boolean {
  useEffect(watchSignIn, []);
  return useAuthStore((s) => s.isAuthorized);
}
