/** POST /user/cellphone/update: a new number and the current password. */
import { useMutation } from '@tanstack/react-query';
import { updateCellphoneEndpoint, type UpdateCellphoneRequest } from '@pm/contract/user';
import { request } from '@/lib/http';

export function updateCellphone(input: UpdateCellphoneRequest) {
  return request(updateCellphoneEndpoint, input, { action: '修改手机号' });
}

export function useUpdateCellphone() {
  return useMutation({ mutationFn: updateCellphone });
}
