import { FacilityPage } from '../features/site/components/facility-page.tsx';

export default function LibraryRoute() {
  return <FacilityPage facility="library" />;
}
