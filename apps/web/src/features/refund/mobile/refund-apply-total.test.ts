import { describe, expect, it } from 'vitest';
import { chosenTotal } from '../model/refund-apply-form';
import { cleanAmountText } from './refund-apply-total';

const draft = (checked: boolean, amountText: string) => ({ orderLineId: '1', checked, num: 1, amountText });

describe('the mobile application total', () => {
  it('adds the chosen lines in fen, exactly (yuan typed, no floating point)', () => {
    expect(chosenTotal([draft(true, '0.1'), draft(true, '0.2'), draft(false, '100')])).toBe(30);
    expect(chosenTotal([draft(true, '19.99'), draft(true, '1234.5')])).toBe(125449);
  });

  it('counts an unreadable amount as 0 (the form says what is wrong on submit)', () => {
    expect(chosenTotal([draft(true, '1.234'), draft(true, ''), draft(true, '3')])).toBe(300);
  });
});

describe('cleanAmountText', () => {
  it('keeps digits and one point with two decimals at most', () => {
    expect(cleanAmountText('12.345')).toBe('12.34');
    expect(cleanAmountText('¥1,2a3.4.5')).toBe('123.45');
    expect(cleanAmountText('.5')).toBe('.5');
    expect(cleanAmountText('12.')).toBe('12.');
    expect(cleanAmountText('abc')).toBe('');
  });
});
