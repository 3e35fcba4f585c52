import { describe, expect, it } from 'vitest';
import { yuanToFen } from '@pm/contract/money';
import { actionsOf, fieldsOf, EMPTY_FORM } from './goods-form';

describe('the workbench goods form', () => {
  it('turns yuan into fen exactly', () => {
    expect(yuanToFen(0.1 + 0.2)).toBe(30);
    expect(yuanToFen(456)).toBe(45_600);
    expect(yuanToFen(19.99)).toBe(1999);
  });
  it('drops empty attribute rows and sends prices in fen', () => {
    const f = fieldsOf({
      ...EMPTY_FORM,
      name: '扳手',
      listPriceYuan: 12.5,
      marketPriceYuan: 15,
      attrs: [
        { name: '材质', value: '钢' },
        { name: '', value: '' },
      ],
    });
    expect(f).toMatchObject({ listPrice: 1250, marketPrice: 1500, attrs: [{ name: '材质', value: '钢' }] });
  });
  it('offers the actions a status allows', () => {
    expect(actionsOf('PENDING', false)).toEqual({
      edit: false,
      submit: false,
      withdraw: true,
      delist: false,
    });
    expect(actionsOf('ON', false)).toEqual({ edit: true, submit: false, withdraw: false, delist: true });
    expect(actionsOf('ON', true).submit).toBe(true);
    expect(actionsOf('REJECTED', false).submit).toBe(true);
  });
});
