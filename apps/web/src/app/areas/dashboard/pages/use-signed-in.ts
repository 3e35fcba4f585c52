import { useAuthStore } from '@/features/auth/model/auth-store';

/** Whether a user is signed in (the dashboard pages ask a guest to sign in). */
export function useSignedIn() {
  return useAuthStore((s) => s.isAuthorized);
}
