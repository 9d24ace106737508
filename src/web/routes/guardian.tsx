import { FacilityPage } from '../features/site/components/facility-page.tsx';

export default function GuardianRoute() {
  return <FacilityPage facility="guardian" />;
}
