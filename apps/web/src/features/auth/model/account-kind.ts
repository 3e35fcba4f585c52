/**
 * What kind of account is signed in: a buyer (采购员, 采购经理), a supplier (供应商) or an operator
 * (平台运营). Each uses other pages and endpoints: a buyer's cart, orders and 核价单 answer a supplier
 * or an operator with a role refusal, so the header, the landing after sign-in and the route guards offer
 * each kind only what it may use. The role type is read once per session (GET /user/role-type) and kept
 * in localStorage beside the session user (cleared with it on sign-out or expiry).
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import type { RoleType } from '@pm/contract/roles';
import { onAuthCleared } from '@/lib/auth-events';
import { isSignedIn } from '@/lib/token';
import { getRoleType } from '../api/role-type';
import { useAuthStore } from './auth-store';

export type AccountKind = 'buyer' | 'vendor' | 'operator';

/** localStorage: the role type of the signed-in user. */
export const ROLE_TYPE_KEY = 'APP_ROLE_TYPE';

export function kindOfRoleType(roleType: RoleType | string | null | undefined): AccountKind | null {
  switch (roleType) {
    case 'OPERATOR':
      return 'operator';
    case 'VENDOR':
      return 'vendor';
    case 'PURCHASER':
    case 'APPROVER':
      return 'buyer';
    default:
      return null;
  }
}

function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The kind kept for this session, or null (a visitor, or not read yet). */
export function storedAccountKind(): AccountKind | null {
  if (!isSignedIn()) return null;
  return kindOfRoleType(local()?.getItem(ROLE_TYPE_KEY));
}

interface KindState {
  kind: AccountKind | null;
}

/** The role type kept for this session (采购经理 APPROVER, 采购员 PURCHASER …), or null while unknown. */
export function storedRoleType(): string | null {
  if (!isSignedIn()) return null;
  return local()?.getItem(ROLE_TYPE_KEY) ?? null;
}

/** Whether the signed-in user is a purchasing manager (APPROVER): who sees the approval pages' links. */
export function useIsApprover(): boolean {
  const kind = useAccountKind();
  return kind === 'buyer' && storedRoleType() === 'APPROVER';
}

/** The kind for components (null for a visitor and while it is read). */
export const useAccountKindStore = create<KindState>()(() => ({ kind: storedAccountKind() }));

let loading: Promise<AccountKind | null> | null = null;

/** Reads the role type from the server and keeps it; null when it cannot be read. */
export function loadAccountKind(): Promise<AccountKind | null> {
  loading ??= getRoleType()
    .then((data) => {
      const kind = kindOfRoleType(data.roleType);
      if (kind && isSignedIn()) {
        local()?.setItem(ROLE_TYPE_KEY, data.roleType);
        useAccountKindStore.setState({ kind });
      }
      return kind;
    })
    .catch(() => null)
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** The signed-in user's kind (read from the server when not kept yet); null for a visitor. */
export async function accountKind(): Promise<AccountKind | null> {
  if (!isSignedIn()) return null;
  return storedAccountKind() ?? loadAccountKind();
}

/** The signed-in user's kind for a component: null for a visitor and until it is known. */
export function useAccountKind(): AccountKind | null {
  const signedIn = useAuthStore((s) => s.isAuthorized);
  const kind = useAccountKindStore((s) => s.kind);
  useEffect(() => {
    if (signedIn && kind === null) void loadAccountKind();
  }, [signedIn, kind]);
  return signedIn ? kind : null;
}

onAuthCleared(() => {
  local()?.removeItem(ROLE_TYPE_KEY);
  useAccountKindStore.setState({ kind: null });
});
