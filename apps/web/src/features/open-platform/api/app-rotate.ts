/** POST /open-platform/apps/:id/rotate-secret: a new client secret (shown once); the old one works 24 hours. */
import { useMutation } from '@tanstack/react-query';
import { openAppRotateEndpoint } from '@pm/contract/open-platform';
import { request } from '@/lib/http';
import { refreshApps } from './open-platform-change';

export async function rotateOpenAppSecret(id: string) {
  const data = await request(openAppRotateEndpoint, { id }, { action: '轮换应用密钥' });
  await refreshApps();
  return data;
}

export function useRotateOpenAppSecret() {
  return useMutation({ mutationFn: rotateOpenAppSecret });
}
