/** Liveness for load balancers. */
import type { Endpoint } from './endpoint';

export interface Health {
  status: 'ok';
  time: string;
}

/** 200 while the process and its database are up, 503 otherwise. */
export const healthEndpoint: Endpoint<void, Health> = {
  method: 'GET',
  path: '/health',
  access: 'public',
  tag: '运维',
  summary: '健康检查（含数据库连通性）',
};
