/**
 * Resource state: loaded after login from the session user's roleIds. Holds the session user,
 * the menu (module/menu nodes), the raw tree, open tabs, button codes and the admin breadcrumbs.
 */
import { create } from 'zustand';
import type { Resource, SessionUser } from '@pm/contract/user';
import { onAuthCleared } from '@/lib/auth-events';
import { getResourcesByRoleIds } from '../api/resources-by-role-ids';
import { buttonCodesOf, checkPermission, menuOf } from './permission';

export interface ResourceTab {
  code: string;
  title: string;
  href: string;
}

export interface ResourceState {
  user: SessionUser | null;
  resources: Resource[];
  rawResources: Resource[];
  tabs: ResourceTab[];
  buttons: string[];
  breadcrumbs: { title: string; href?: string }[];
  /** 'idle' until loaded; 'error' when the load failed (logged only). */
  status: 'idle' | 'loading' | 'ready' | 'error';
  load(user: SessionUser): Promise<void>;
  setTabs(tabs: ResourceTab[]): void;
  setBreadcrumbs(crumbs: { title: string; href?: string }[]): void;
  hasPermission(code?: string | null, defaultResult?: boolean): boolean;
  clear(): void;
}

const empty = {
  user: null,
  resources: [],
  rawResources: [],
  tabs: [],
  buttons: [],
  breadcrumbs: [],
  status: 'idle' as const,
};

export const useResourceStore = create<ResourceState>()((set, get) => ({
  ...empty,
  async load(user) {
    set({ user, status: 'loading' });
    try {
      const tree = user.roleIds.length > 0 ? await getResourcesByRoleIds(user.roleIds) : [];
      const raw = Array.isArray(tree) ? tree : [];
      set({ rawResources: raw, resources: menuOf(raw), buttons: buttonCodesOf(raw), status: 'ready' });
    } catch (err) {
      // failing to load user resources logs an error only
      console.error('[resources] failed to load the resource tree', err);
      set({ status: 'error' });
    }
  },
  setTabs: (tabs) => set({ tabs }),
  setBreadcrumbs: (breadcrumbs) => set({ breadcrumbs }),
  hasPermission(code, defaultResult = true) {
    return checkPermission(get().rawResources, code, defaultResult);
  },
  clear: () => set({ ...empty }),
}));

// Signed out or session expired: forget the menu and permissions.
onAuthCleared(() => useResourceStore.getState().clear());
