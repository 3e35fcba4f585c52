/**
 * The area registry. The market-only build (`vite build --mode market`) serves app-market and help
 * (plus not-found); MODE is a build-time constant, so the other areas' code is dropped from that build.
 */
import type { AreaDef } from './route-types';
import { appMarketArea } from './areas/app-market/area';
import { helpArea } from './areas/help/area';
import { mShopArea } from './areas/m-shop/area';
import { shopArea } from './areas/shop/area';
import { accountArea } from './areas/shop/account-area';
import { materialArea } from './areas/material/area';
import { dashboardArea } from './areas/dashboard/area';
import { cloudArea } from './areas/cloud/area';
import { openPlatformArea } from './areas/open-platform/area';
import { portalArea } from './areas/portal/area';

export const MARKET_ONLY = import.meta.env.MODE === 'market';

export const areas: AreaDef[] =
  import.meta.env.MODE === 'market'
    ? [appMarketArea, helpArea]
    : [
        shopArea,
        accountArea,
        mShopArea,
        appMarketArea,
        helpArea,
        materialArea,
        dashboardArea,
        cloudArea,
        openPlatformArea,
        portalArea,
      ];

/** Where '/' goes: /shop in the full build, /app-market in the market-only build. */
export const HOME_PATH = import.meta.env.MODE === 'market' ? '/app-market' : '/shop';
