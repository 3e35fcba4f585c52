/** POST /user/abandonment/:id: deactivates the caller's own account (注销账号) after the password. */
import { useMutation } from '@tanstack/react-query';
import { abandonmentEndpoint, type AbandonmentRequest } from '@pm/contract/user';
import { request } from '@/lib/http';

export function deactivateAccount(input: AbandonmentRequest) {
  return request(abandonmentEndpoint, input, { action: '注销账号' });
}

export function useDeactivateAccount() {
  return useMutation({ mutationFn: deactivateAccount });
}
