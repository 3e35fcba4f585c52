/**
 * Who manages the organization's apps and webhooks (the contract says: a buyer organization's 采购经理
 * and a supplier), and the words of the management pages.
 */
import dayjs from 'dayjs';
import {
  BUYER_SCOPES,
  OPEN_PLATFORM_MANAGERS,
  SUPPLIER_SCOPES,
  type OpenScope,
} from '@pm/contract/open-platform';

/** True when the role type may manage apps (the menu shows 应用管理 and its pages call the server). */
export function canManageApps(roleType: string | null | undefined): boolean {
  return roleType != null && (OPEN_PLATFORM_MANAGERS as readonly string[]).includes(roleType);
}

/** The scopes a manager of this role type may grant. */
export function scopesFor(roleType: string | null | undefined): readonly OpenScope[] {
  return roleType === 'VENDOR' ? SUPPLIER_SCOPES : BUYER_SCOPES;
}

/** IP allowlist entries from the textarea: one per line, or separated by commas or spaces. */
export function parseIpList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,，]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/** A time of the server (ISO) as people read it: 2026-11-26 16:00:05; — when none. */
export function timeText(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '—';
}
