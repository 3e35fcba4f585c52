/** The market-only build's areas (loaded by areas.ts): app-market and help. */
import type { AreaDef } from './route-types';
import { appMarketArea } from './areas/app-market/area';
import { helpArea } from './areas/help/area';

export const areas: AreaDef[] = [appMarketArea, helpArea];
