/**
 * The token the try-it console sends: pasted, or got for one of the organization's apps. Kept in memory
 * only (never in storage), for this page visit and the next ones until the tab is closed or reloaded.
 */
import { create } from 'zustand';

export interface TryToken {
  token: string;
  /** Where it came from: 手动填写, or the app's name. */
  source: string;
  scope: string;
  /** Epoch ms after which it no longer works (0: unknown). */
  expiresAt: number;
}

interface TryTokenState extends TryToken {
  set(next: Partial<TryToken>): void;
  clear(): void;
}

const EMPTY: TryToken = { token: '', source: '', scope: '', expiresAt: 0 };

export const useTryToken = create<TryTokenState>()((set) => ({
  ...EMPTY,
  set: (next) => set(next),
  clear: () => set(EMPTY),
}));
