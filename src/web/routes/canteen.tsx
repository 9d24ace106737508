import { FacilityPage } from '../features/site/components/facility-page.tsx';

export default function CanteenRoute() {
  return <FacilityPage facility="canteen" />;
}
