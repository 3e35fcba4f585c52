import { describe, expect, it } from 'vitest';
import { orderSubmitHeaders } from '@pm/contract/order-schema';
import { canonicalBody, hash53, newVisitId, submissionKey } from './submission-key';

const body = {
  cartLineIds: ['3', '1', '2'],
  addressId: '7',
  invoiceId: null,
  remarks: '请工作日送货',
  expectedAmount: 123456,
};

describe('submissionKey', () => {
  it('is the same for a retry of the same submission in one visit, whatever the order of the lines', () => {
    const visit = newVisitId(() => '0c0e6d1c-5a4f-4d6e-9b7a-1f2e3d4c5b6a');
    const a = submissionKey(visit, body);
    expect(submissionKey(visit, { ...body, cartLineIds: ['1', '2', '3'] })).toBe(a);
    expect(submissionKey(visit, { ...body, remarks: ' 请工作日送货 ' })).toBe(a);
    expect(submissionKey(visit, { ...body, invoiceId: undefined })).toBe(a);
  });

  it('changes with the content (the new total after a price change, another address) and with the visit', () => {
    const a = submissionKey('visit-1', body);
    expect(submissionKey('visit-1', { ...body, expectedAmount: 123457 })).not.toBe(a);
    expect(submissionKey('visit-1', { ...body, addressId: '8' })).not.toBe(a);
    expect(submissionKey('visit-1', { ...body, invoiceId: '9' })).not.toBe(a);
    expect(submissionKey('visit-1', { ...body, remarks: '' })).not.toBe(a);
    expect(submissionKey('visit-2', body)).not.toBe(a);
  });

  it('is a valid Idempotency-Key for the contract', () => {
    const key = submissionKey(newVisitId(), body);
    expect(orderSubmitHeaders.safeParse({ 'idempotency-key': key }).success).toBe(true);
    const odd = submissionKey(
      newVisitId(() => '{weird/id with spaces}'),
      body,
    );
    expect(orderSubmitHeaders.safeParse({ 'idempotency-key': odd }).success).toBe(true);
  });

  it('two visits get different ids', () => {
    expect(newVisitId()).not.toBe(newVisitId());
  });

  it('hashes and canonical bodies are stable', () => {
    expect(hash53('abc')).toBe(hash53('abc'));
    expect(hash53('abc')).not.toBe(hash53('abd'));
    expect(canonicalBody({ ...body, cartLineIds: '2,3,1' })).toBe(canonicalBody(body));
  });
});
