import { FacilityPage } from '../components/content/facility-page.tsx';
import { contentQuery } from '../lib/content.ts';

/** What the page shows first (src/shared/page-data.ts lists the same addresses). */
export const pageQueries = [contentQuery('library')];

export default function LibraryRoute() {
  return <FacilityPage facility="library" />;
}
