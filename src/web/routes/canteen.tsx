import { contentQuery } from '../features/content/api/content.ts';
import { FacilityPage } from '../features/site/components/facility-page.tsx';

/** What the page shows first (src/shared/page-data.ts lists the same addresses). */
export const pageQueries = [contentQuery('canteen')];

export default function CanteenRoute() {
  return <FacilityPage facility="canteen" />;
}
