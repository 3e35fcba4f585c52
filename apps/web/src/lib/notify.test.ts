import { describe, expect, it } from 'vitest';
import { notify, setNotifier } from './notify';

describe('area notifier', () => {
  it('routes messages to the registered notifier, error by default', () => {
    const seen: [string, string][] = [];
    const off = setNotifier((m, k) => seen.push([m, k]));
    notify('操作失败，系统异常');
    notify('加入询价篮成功', 'success');
    notify('');
    off();
    expect(seen).toEqual([
      ['操作失败，系统异常', 'error'],
      ['加入询价篮成功', 'success'],
    ]);
  });
  it('keeps the last few messages raised before a shell registered and delivers them', () => {
    setNotifier(() => undefined)();
    for (const m of ['a', 'b', 'c', 'd']) notify(m, 'info');
    const seen: string[] = [];
    const off = setNotifier((m) => seen.push(m));
    off();
    expect(seen).toEqual(['b', 'c', 'd']);
  });
  it('an older shell unregistering does not remove the newer notifier', () => {
    const a: string[] = [];
    const b: string[] = [];
    const offA = setNotifier((m) => a.push(m));
    const offB = setNotifier((m) => b.push(m));
    offA();
    notify('x');
    offB();
    expect(a).toEqual([]);
    expect(b).toEqual(['x']);
  });
});
