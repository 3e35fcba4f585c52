/**
 * What an operator's write makes stale: the lists it changes, and always the action log (every write
 * logs itself). The shop's home data (banners, notices) too, for an operator who opens the shop next;
 * hot searches read their own queries again on their next load.
 */
import {
  adminBuyerDetailEndpoint,
  adminBuyerPageEndpoint,
  adminSupplierPageEndpoint,
  operatorActionPageEndpoint,
  roleResourcesEndpoint,
} from '@pm/contract/workbench-admin';
import {
  adminBannerListEndpoint,
  adminNoticePageEndpoint,
  adminSiteConfigListEndpoint,
  adminWorkOrderPageEndpoint,
  blockedWordsEndpoint,
} from '@pm/contract/workbench-admin-content';
import type { AnyEndpoint } from '@pm/contract/endpoint';
import { mallIndexEndpoint, noticeDetailEndpoint } from '@pm/contract/mall';
import { queryClient } from '@/lib/query-client';
import { endpointKey } from '@/lib/query';

async function refresh(endpoints: AnyEndpoint[]): Promise<void> {
  await Promise.all(
    [...endpoints, operatorActionPageEndpoint].map((e) =>
      queryClient.invalidateQueries({ queryKey: endpointKey(e) }),
    ),
  );
}

export const refreshBuyers = () => refresh([adminBuyerPageEndpoint, adminBuyerDetailEndpoint]);
export const refreshSuppliers = () => refresh([adminSupplierPageEndpoint]);
export const refreshContent = () =>
  refresh([
    adminBannerListEndpoint,
    adminNoticePageEndpoint,
    adminSiteConfigListEndpoint,
    blockedWordsEndpoint,
    mallIndexEndpoint,
    noticeDetailEndpoint,
  ]);
export const refreshWorkOrders = () => refresh([adminWorkOrderPageEndpoint]);
export const refreshRoles = () => refresh([roleResourcesEndpoint]);
