import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@pm/contract/constants';
import { setNavigator } from './login-flow';
import { setNotifier } from './notify';
import {
  clearPendingAction,
  deferUntilLogin,
  goodsParamsOf,
  parsePendingAction,
  readPendingAction,
  registerPendingActionRunner,
  replayPendingAction,
  savePendingAction,
} from './pending-action';
import { STATE_WAIT } from '../../test/wait';

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
  setNavigator(null);
});

describe('pending action', () => {
  it('saves the action and params under ShopTodoAction and reads them back', () => {
    savePendingAction('append', { id: '12', num: 3 });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.todoAction) ?? 'null')).toEqual({
      action: 'append',
      params: { id: '12', num: 3 },
    });
    expect(readPendingAction()).toEqual({ action: 'append', params: { id: '12', num: 3 } });
    clearPendingAction();
    expect(localStorage.getItem(STORAGE_KEYS.todoAction)).toBeNull();
  });

  it('drops a malformed or unknown stored value safely', () => {
    for (const raw of [
      'not json',
      '"append"',
      '[]',
      '{"action":"delete","params":{}}',
      '{"params":{}}',
      'null',
    ]) {
      localStorage.setItem(STORAGE_KEYS.todoAction, raw);
      expect(readPendingAction()).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.todoAction)).toBeNull();
    }
    expect(parsePendingAction('{"action":"buy","params":"x"}')).toEqual({ action: 'buy', params: {} });
  });

  it('replays through the registered runner once, then clears it', async () => {
    const runner = vi.fn();
    cleanups.push(registerPendingActionRunner('addCompare', runner));
    savePendingAction('addCompare', { id: '5', num: 1, ifOverrideNum: false });
    await expect(replayPendingAction()).resolves.toEqual({ ran: true, next: null });
    await expect(replayPendingAction()).resolves.toEqual({ ran: false });
    expect(runner).toHaveBeenCalledTimes(1);
    expect(runner).toHaveBeenCalledWith({ id: '5', num: 1, ifOverrideNum: false });
    expect(localStorage.getItem(STORAGE_KEYS.todoAction)).toBeNull();
  });

  it('keeps the action until its runner registers, then runs it for a signed-in user', async () => {
    savePendingAction('addInquiry', { itemId: '8', num: 2 });
    await expect(replayPendingAction()).resolves.toEqual({ ran: false });
    expect(readPendingAction()?.action).toBe('addInquiry');
    localStorage.setItem(STORAGE_KEYS.authorization, 'tok');
    const runner = vi.fn();
    cleanups.push(registerPendingActionRunner('addInquiry', runner));
    await vi.waitFor(() => expect(runner).toHaveBeenCalledWith({ itemId: '8', num: 2 }), STATE_WAIT);
    expect(readPendingAction()).toBeNull();
  });

  it('answers the page a runner asks to open next', async () => {
    cleanups.push(registerPendingActionRunner('buy', () => Promise.resolve({ next: '/shop/cart' })));
    savePendingAction('buy', { id: '1' });
    await expect(replayPendingAction()).resolves.toEqual({ ran: true, next: '/shop/cart' });
  });

  it('clears the action even when the runner fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    cleanups.push(
      registerPendingActionRunner('buy', () => {
        throw new Error('boom');
      }),
    );
    savePendingAction('buy', { id: '1' });
    await expect(replayPendingAction()).resolves.toEqual({ ran: true, next: null });
    expect(readPendingAction()).toBeNull();
  });

  it('defers a guest action: saves it, says 请先登录 and shows the login screen', () => {
    const nav = vi.fn();
    const toasts: string[] = [];
    setNavigator(nav);
    cleanups.push(setNotifier((m) => toasts.push(m)));
    window.location.hash = '#/shop/detail/12';
    deferUntilLogin('append', { id: '12', num: 1 });
    expect(readPendingAction()).toEqual({ action: 'append', params: { id: '12', num: 1 } });
    expect(toasts).toEqual(['请先登录']);
    expect(nav).toHaveBeenCalledWith('/login?redirect=%2Fshop%2Fdetail%2F12', {});
  });
});

describe('goodsParamsOf', () => {
  it('reads the goods from id or itemId and a positive whole quantity', () => {
    expect(goodsParamsOf({ id: 12, num: '3' })).toEqual({ id: '12', num: 3 });
    expect(goodsParamsOf({ itemId: '8', num: 2.7 })).toEqual({ id: '8', num: 2 });
    expect(goodsParamsOf({ id: '5', num: -1 })).toEqual({ id: '5', num: 1 });
    expect(goodsParamsOf({ num: 4 })).toEqual({ id: '', num: 4 });
  });
});
