// The error statuses an operation declares, each answered with the error object (DESIGN.md
// section 5): one call instead of a map written out in every route.
import { ApiErrorSchema } from "@common/errors";

export type ErrorStatus = 400 | 401 | 403 | 404 | 408 | 409 | 410 | 413 | 415 | 416 | 422 | 429 | 503;

/** errorResponses(400, 404) -> { 400: ApiErrorSchema, 404: ApiErrorSchema }, for a route's `response`. */
export function errorResponses<const Status extends ErrorStatus>(
  ...statuses: Status[]
): Record<Status, typeof ApiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ApiErrorSchema])) as Record<
    Status,
    typeof ApiErrorSchema
  >;
}
