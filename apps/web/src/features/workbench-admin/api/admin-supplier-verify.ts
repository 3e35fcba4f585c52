/** POST /admin/supplier/verify: verify a supplier or withdraw it, with a reason. */
import { useMutation } from '@tanstack/react-query';
import { verifySupplierEndpoint, type VerifySupplierRequest } from '@pm/contract/workbench-admin';
import { request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { refreshSuppliers } from './workbench-admin-change';

export async function verifySupplier(input: VerifySupplierRequest) {
  const data = await request(verifySupplierEndpoint, input, { action: '认证供应商' });
  notify('已保存', 'success');
  await refreshSuppliers();
  return data;
}

export function useVerifySupplier() {
  return useMutation({ mutationFn: verifySupplier });
}
