import { FacilityPage } from '../components/content/facility-page.tsx';
import { contentQuery } from '../lib/content.ts';

/** What the page shows first (src/shared/page-data.ts lists the same addresses). */
export const pageQueries = [contentQuery('canteen')];

export default function CanteenRoute() {
  return <FacilityPage facility="canteen" />;
}
