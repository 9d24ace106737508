// What vite.config.ts (endpointRoutes, scripts/lib/endpoint-routes.ts) serves: each API
// operation's method and address by its name, and nothing else of its declaration; the
// public ones and the others apart. Written short, as lib/api.ts reads them (routeOf):
// `/site` for GET /api/site, `POST /auth/login` for POST /api/auth/login, and a family
// at once: `content.*.get` → `/content/*`.
declare module 'virtual:endpoints/public' {
  import type { PublicEndpointName } from '../shared/api/index.ts';

  const routes: Readonly<Partial<Record<PublicEndpointName, string>> & Record<string, string>>;
  export default routes;
}

declare module 'virtual:endpoints/forms' {
  import type { PublicEndpointName } from '../shared/api/index.ts';

  const routes: Readonly<Partial<Record<PublicEndpointName, string>> & Record<string, string>>;
  export default routes;
}

declare module 'virtual:endpoints/signed-in' {
  import type { SignedInEndpointName } from '../shared/api/index.ts';

  const routes: Readonly<Partial<Record<SignedInEndpointName, string>> & Record<string, string>>;
  export default routes;
}
