/** Change password (sent as GET, as the product's clients do). */
import { useMutation } from '@tanstack/react-query';
import { updatePasswordEndpoint, type UpdatePasswordRequest } from '@pm/contract/user';
import { request } from '@/lib/http';

export function updatePassword(input: UpdatePasswordRequest) {
  return request(updatePasswordEndpoint, input, { action: '修改密码' });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
