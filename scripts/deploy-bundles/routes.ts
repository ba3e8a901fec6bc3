/**
 * The routes of a deploy's functions, as its manifest lists them. Overlaps: addresses that two functions of a deploy both claim. Netlify gives no order between two functions'
 * routes, so such an address reaches either. Each route is tried with its own literal, or its pattern
 * with every placeholder filled, against every other function's routes less their excluded paths.
 */
import type { BundledFunction } from './bundle.ts';

type Route = NonNullable<BundledFunction['routes']>[number];
type Excluded = NonNullable<BundledFunction['excludedRoutes']>[number];

/** A concrete path a route serves: its literal, or its pattern with each placeholder as `1`. */
export const samplePath = (route: Route): string => route.literal ?? route.pattern.replace(/:[A-Za-z_$][\w$]*/g, '1').replace(/\*$/, 'x');

const matches = (route: Route | Excluded, path: string): boolean =>
  route.literal !== undefined ? route.literal === path.toLowerCase() : route.expression !== undefined && new RegExp(route.expression).test(path.toLowerCase());

const sharesMethod = (a: Route, b: Route) => a.methods.length === 0 || b.methods.length === 0 || a.methods.some((m) => b.methods.includes(m));

export function routeOverlaps(functions: readonly BundledFunction[]): string[] {
  const overlaps: string[] = [];
  for (const fn of functions) {
    for (const route of fn.routes ?? []) {
      const path = samplePath(route);
      for (const other of functions) {
        if (other === fn || (other.excludedRoutes ?? []).some((excluded) => matches(excluded, path))) continue;
        const claim = (other.routes ?? []).find((candidate) => sharesMethod(route, candidate) && matches(candidate, path));
        if (claim) overlaps.push(`${path}: ${fn.name} (${route.pattern}) and ${other.name} (${claim.pattern})`);
      }
    }
  }
  return overlaps;
}

/** The pattern of `fn`'s route serving `path`: the platform passes it to the function, which reads its parameters from it. */
export const routePattern = (fn: BundledFunction, path: string): string | undefined =>
  (fn.routes ?? []).find((route) => matches(route, path))?.pattern;
