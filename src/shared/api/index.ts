import type { Access } from '../permissions.ts';
import { admissionsEndpoints } from './admissions.ts';
import { attendanceEndpoints } from './attendance.ts';
import { auditEndpoints } from './audit.ts';
import { authEndpoints } from './auth.ts';
import { backupsEndpoints } from './backups.ts';
import { classTeachersEndpoints } from './class-teachers.ts';
import { contentEndpoints } from './content.ts';
import { dashboardEndpoints } from './dashboard.ts';
import { demoEndpoints } from './demo.ts';
import { documentsEndpoints } from './documents.ts';
import type { Endpoint } from './endpoint.ts';
import { galleryEndpoints } from './gallery.ts';
import { healthEndpoints } from './health.ts';
import { peopleEndpoints } from './people.ts';
import { postEndpoints } from './posts.ts';
import { promotionEndpoints } from './promotion.ts';
import { resultsEndpoints } from './results.ts';
import { siteEndpoints } from './site.ts';
import { smsEndpoints } from './sms.ts';
import { uploadsEndpoints } from './uploads.ts';
import { usersEndpoints } from './users.ts';

/**
 * Every API operation, by name (docs/decisions/0005). The server registers exactly these
 * (a route that is not here is refused at start, and an API module cannot register one
 * by hand); the web app calls them by name through src/web/lib/api.ts.
 */
export const endpoints = {
  ...healthEndpoints,
  ...siteEndpoints,
  ...authEndpoints,
  ...usersEndpoints,
  ...uploadsEndpoints,
  ...contentEndpoints,
  ...peopleEndpoints,
  ...galleryEndpoints,
  ...documentsEndpoints,
  ...admissionsEndpoints,
  ...auditEndpoints,
  ...backupsEndpoints,
  ...demoEndpoints,
  ...dashboardEndpoints,
  ...postEndpoints,
  ...promotionEndpoints,
  ...resultsEndpoints,
  ...smsEndpoints,
  ...classTeachersEndpoints,
  ...attendanceEndpoints,
} satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** "METHOD /path", as the router and the access checks know a route. */
export const routeKey = (e: Pick<Endpoint, 'method' | 'path'>) => `${e.method} ${e.path}`;

/** Each declaration by its route key. */
export const endpointByRoute: ReadonlyMap<string, Endpoint> = new Map(
  Object.values(endpoints as Record<string, Endpoint>).map((e) => [routeKey(e), e]),
);

/** What each operation needs, by route key: anyone, any signed-in user, or a permission. */
export const apiAccess: Readonly<Record<string, Access>> = Object.fromEntries(
  [...endpointByRoute].map(([key, e]) => [key, e.access]),
);

/** The operations that want the password typed again lately (403 `reauth_required` otherwise). */
export const needsRecentPassword: ReadonlySet<string> = new Set(
  [...endpointByRoute].filter(([, e]) => e.recentPassword).map(([key]) => key),
);

/** The operations anyone may call, and the ones that need a session. */
export type PublicEndpointName = {
  [N in EndpointName]: Endpoints[N]['access'] extends 'public' ? N : never;
}[EndpointName];
export type SignedInEndpointName = Exclude<EndpointName, PublicEndpointName>;
