// What the permission matrix sends for one route: a request that the roles its policy allows can
// make successfully, built afresh for each role (a delete needs a new thing to delete each time).
import type { TestUser } from "../app";
import type { Role, World } from "../permission-world";

export interface ExampleRequest {
  /** The path with real ids, and any query. */
  url: string;
  /** A JSON body (an object), or raw bytes with their content-type in `headers` (multipart). */
  payload?: unknown;
  headers?: Record<string, string>;
  /**
   * Sent as this member instead of the role's own (World.standIn), when the call would end the
   * role's session or account; null sends no cookie.
   */
  as?: TestUser | null;
}

export type Example = (world: World, role: Role) => Promise<ExampleRequest>;

/** A route the matrix cannot call, with the reason and the test that checks its permissions instead. */
export interface Skipped {
  skip: string;
}

/** Keyed by "METHOD /path/:param" exactly as the route is registered. */
export type RouteExamples = Record<string, Example | Skipped>;
