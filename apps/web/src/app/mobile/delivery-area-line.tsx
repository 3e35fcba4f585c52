import { LocationIcon } from '@/ui/mobile/icons';
import { MobileAreaPicker } from '@/features/division/mobile/area-picker';
import { areaLabel, type DeliveryArea } from '@/features/mall/model/delivery-area';
import './mobile-screens.css';

/**
 * 配送至 of the mobile cart: the delivery area its stock, area limits and freight are for (the same
 * stored area as the goods pages and the shop's header), with the phone area picker to change it.
 */
export function DeliveryAreaLine({
  area,
  onChange,
}: {
  area: DeliveryArea;
  onChange: (area: DeliveryArea) => void;
}) {
  return (
    <div className="pm-area-line">
      <LocationIcon aria-hidden />
      <span className="pm-area-line__label">配送至</span>
      <MobileAreaPicker value={area} label={areaLabel(area.provCityArea)} onChange={onChange} />
    </div>
  );
}
