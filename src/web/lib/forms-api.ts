import formsRoutes from 'virtual:endpoints/forms';
import type { ResultOf } from '../../shared/api/endpoint.ts';
import type { Endpoints, PublicEndpointName } from '../../shared/api/index.ts';
import { type CallArgs, callRoute, routeOf } from './api.ts';

/**
 * Calls a public operation of the admission page's forms (declared `forms: true`) as
 * `api()` calls the others: their addresses come in this module, with the forms' code,
 * not in every page's first load.
 */
export function formsApi<N extends PublicEndpointName>(
  name: N,
  ...[input, init]: CallArgs<N>
): Promise<ResultOf<Endpoints[N]>> {
  return callRoute(routeOf(formsRoutes, name), input, init) as Promise<ResultOf<Endpoints[N]>>;
}
