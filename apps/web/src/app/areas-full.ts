/** The full build's areas (loaded by areas.ts). */
import type { AreaDef } from './route-types';
import { appMarketArea } from './areas/app-market/area';
import { helpArea } from './areas/help/area';
import { mShopArea } from './areas/m-shop/area';
import { shopArea } from './areas/shop/area';
import { accountArea } from './areas/shop/account-area';
import { materialArea } from './areas/material/area';
import { dashboardArea } from './areas/dashboard/area';
import { workbenchArea } from './areas/workbench/area';
import { cloudArea } from './areas/cloud/area';
import { openPlatformArea } from './areas/open-platform/area';
import { portalArea } from './areas/portal/area';

export const areas: AreaDef[] = [
  shopArea,
  accountArea,
  mShopArea,
  appMarketArea,
  helpArea,
  materialArea,
  dashboardArea,
  workbenchArea,
  cloudArea,
  openPlatformArea,
  portalArea,
];
