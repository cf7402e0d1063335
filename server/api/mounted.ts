import { type Endpoint, endpointPath } from "#model/api/endpoint";
import { API_ENDPOINTS, type EndpointName } from "#model/api-endpoints";
import type { ServedModel } from "#model/kit/serving/served-model";

const ENDPOINTS = Object.entries(API_ENDPOINTS) as [EndpointName, Endpoint][];

/** An endpoint as the server mounts it: at its path, or at one model's. */
export type MountedEndpoint = { name: EndpointName; endpoint: Endpoint; path: string; model?: ServedModel };

/**
 * The endpoints served: those of the modules that are on (the loan demo's; the models' once there is one), each
 * model's once per model, the health check always, and the document while any other is served.
 */
export function mountedEndpoints(loanDemo: boolean, models: Readonly<Record<string, ServedModel>>): MountedEndpoint[] {
  const served = Object.values(models);
  const on = ({ module }: Endpoint) => module === undefined || (module === "loanDemo" ? loanDemo : served.length > 0);
  const mounted = ENDPOINTS.filter(([name, endpoint]) => name !== "openapi" && on(endpoint)).flatMap(
    ([name, endpoint]): MountedEndpoint[] =>
      endpoint.perModel
        ? served.map((model) => ({ name, endpoint, path: endpointPath(endpoint, model.spec.id), model }))
        : [{ name, endpoint, path: endpoint.path }],
  );
  if (!mounted.some(({ endpoint }) => endpoint.module)) return mounted;
  return [...mounted, { name: "openapi", endpoint: API_ENDPOINTS.openapi, path: API_ENDPOINTS.openapi.path }];
}
