import signedInRoutes from 'virtual:endpoints/signed-in';
import {
  type AddressParts,
  addressOf,
  type InputOf,
  type Method,
  type ResultOf,
} from '../../shared/api/endpoint.ts';
import type { Endpoints, SignedInEndpointName } from '../../shared/api/index.ts';
import { type CallArgs, callRoute, routeOf } from './api.ts';

/**
 * Calls an API operation that needs a session, by its name in src/shared/api, as `api()`
 * calls the public ones. Their methods and addresses are in this module, which only the
 * signed-in screens import: a visitor's first load does not carry the dashboard's.
 */
export function signedInApi<N extends SignedInEndpointName>(
  name: N,
  ...[input, init]: CallArgs<N>
): Promise<ResultOf<Endpoints[N]>> {
  return callRoute(routeOf(signedInRoutes, name), input, init) as Promise<ResultOf<Endpoints[N]>>;
}

/** The address of an operation that needs a session, for a download link or an upload. */
export function signedInAddress<N extends SignedInEndpointName>(
  name: N,
  parts?: Pick<InputOf<Endpoints[N]>, 'params' | 'query'>,
): string {
  return addressOf(routeOf(signedInRoutes, name)[1], parts as AddressParts);
}

/** The method of an operation that needs a session, for an upload sent by XMLHttpRequest. */
export const signedInMethod = (name: SignedInEndpointName): Method =>
  routeOf(signedInRoutes, name)[0];
