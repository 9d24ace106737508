import { FacilityPage } from '../components/content/facility-page.tsx';
import { contentQuery } from '../lib/content.ts';

/** What the page shows first (src/shared/page-data.ts lists the same addresses). */
export const pageQueries = [contentQuery('guardian')];

export default function GuardianRoute() {
  return <FacilityPage facility="guardian" />;
}
