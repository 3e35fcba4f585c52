import { describe, expect, it } from 'vitest';
import { invoiceFormInitial, invoiceRequestOf } from './invoice-form';

describe('invoice form', () => {
  it('starts a new title as a company 普票 and an edit from the title', () => {
    expect(invoiceFormInitial(null)).toMatchObject({ type: 'NORMAL', titleType: 'COMPANY', title: '' });
  });

  it('saves a personal title without company fields, the title trimmed', () => {
    const body = invoiceRequestOf({
      ...invoiceFormInitial(null),
      titleType: 'PERSONAL',
      title: ' 张三 ',
      taxNo: '91310000MA1FL0000X',
      bank: '工行',
    });
    expect(body).toMatchObject({ titleType: 'PERSONAL', title: '张三', taxNo: '', bank: '' });
  });
});
