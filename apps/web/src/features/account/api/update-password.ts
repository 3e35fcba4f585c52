/**
 * POST /user/updatePassword: the web sends the passwords in a JSON body (the GET form the product's
 * clients use puts them in the URL). Every other session of the user ends; this one stays.
 */
import { useMutation } from '@tanstack/react-query';
import { updatePasswordPostEndpoint, type UpdatePasswordRequest } from '@pm/contract/user';
import { request } from '@/lib/http';

export function updatePassword(input: UpdatePasswordRequest) {
  return request(updatePasswordPostEndpoint, input, { action: '修改密码' });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
