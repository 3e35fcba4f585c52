import { describe, expect, it } from 'vitest';
import { drillQuery, exportQuery, savingExportQuery, savingLinesQuery } from './drill';

describe('the drill-down query', () => {
  const filter = { from: '2026-01', to: '2026-06', departmentId: '3' };

  it("adds the figure's keys to the page's filters", () => {
    expect(drillQuery(filter, { title: 'x', supplierId: '8', month: '2026-02' }, 2)).toEqual({
      from: '2026-01',
      to: '2026-06',
      departmentId: '3',
      supplierId: '8',
      month: '2026-02',
      page: 2,
      limit: 20,
    });
  });

  it("a heat-map cell's department replaces the filter's; 未分配部门 asks for lines without one", () => {
    expect(drillQuery(filter, { title: 'x', departmentId: '4' }, 1).departmentId).toBe('4');
    const none = drillQuery(filter, { title: 'x', noDepartment: true }, 1);
    expect(none.departmentId).toBeUndefined();
    expect(none.noDepartment).toBe('true');
  });
});

describe('the export query', () => {
  it('names the view and carries the filters and the keys, without paging', () => {
    expect(exportQuery({ from: '2026-01', to: '2026-06' }, 'lines', { title: 'x', goodsId: '9' })).toEqual({
      from: '2026-01',
      to: '2026-06',
      goodsId: '9',
      view: 'lines',
    });
    expect(exportQuery({ from: '2026-01', to: '2026-06', departmentId: '3' }, 'by-supplier')).toEqual({
      from: '2026-01',
      to: '2026-06',
      departmentId: '3',
      view: 'by-supplier',
    });
  });
});

describe('the long tail and the savings drill-downs', () => {
  const filter = { from: '2026-01', to: '2026-06', departmentId: '3' };

  it("asks for the Pareto's 其他 slice with the page's filters", () => {
    expect(drillQuery(filter, { title: '其他', otherSuppliers: true }, 1)).toMatchObject({
      departmentId: '3',
      otherSuppliers: 'true',
    });
    expect(exportQuery(filter, 'lines', { title: '其他', otherSuppliers: true }).otherSuppliers).toBe('true');
  });

  it('asks for one baseline with the filters, and exports it', () => {
    expect(savingLinesQuery(filter, 'bidding', 2)).toEqual({
      from: '2026-01',
      to: '2026-06',
      departmentId: '3',
      baseline: 'bidding',
      page: 2,
      limit: 20,
    });
    expect(savingExportQuery(filter, 'quotation')).toEqual({
      from: '2026-01',
      to: '2026-06',
      departmentId: '3',
      baseline: 'quotation',
      view: 'saving-lines',
    });
  });
});
