import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnyEndpoint } from '@pm/contract/endpoint';
import { ApiError, type RequestOptions, setRequestStandIn } from '@/lib/http';
import { setNotifier } from '@/lib/notify';

const calls: { path: string; input: unknown; opts: RequestOptions | undefined }[] = [];
let answer: () => Promise<unknown> = () => Promise.resolve({});
const toasts: string[] = [];

beforeAll(() =>
  setRequestStandIn((endpoint: AnyEndpoint, input: unknown, opts?: RequestOptions) => {
    calls.push({ path: endpoint.path, input, opts });
    return answer();
  }),
);
beforeAll(() => {
  setNotifier((m: string) => toasts.push(m));
});

const { submitOrder } = await import('./order-submit');

const body = { cartLineIds: ['1', '2'], addressId: '3', invoiceId: null, remarks: '', expectedAmount: 100 };

afterEach(() => {
  calls.length = 0;
  toasts.length = 0;
});

describe('submitOrder', () => {
  it('sends the Idempotency-Key header and the body, without the client’s own toast', async () => {
    answer = () => Promise.resolve({ submissionId: '9', orderIds: ['1'], orderNos: ['PO1'], amount: 100 });
    const result = await submitOrder({ body, key: 'visit-1.abc' });
    expect(result.orderNos).toEqual(['PO1']);
    expect(calls[0]).toMatchObject({
      path: '/order/submit',
      input: body,
      opts: { silent: true, headers: { 'idempotency-key': 'visit-1.abc' } },
    });
    expect(toasts).toEqual([]);
  });

  it('leaves a price change (40901) to the page and toasts every other failure', async () => {
    answer = () => Promise.reject(new ApiError('商品价格或运费已变化', 40901, 409, { total: 120 }));
    await expect(submitOrder({ body, key: 'visit-1.abc' })).rejects.toMatchObject({ code: 40901 });
    expect(toasts).toEqual([]);

    answer = () => Promise.reject(new ApiError('企业月结额度不足', 40903, 409));
    await expect(submitOrder({ body, key: 'visit-1.abd' })).rejects.toMatchObject({ code: 40903 });
    expect(toasts).toEqual(['企业月结额度不足']);
  });
});
