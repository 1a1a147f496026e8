// Discover's types, filters and limits without their schemas, so that the Discover page can use them
// without loading zod (common/discover.ts re-exports them beside the schemas).
export const DISCOVER_TYPES = [
  "companies",
  "people",
  "posts",
  "videos",
  "articles",
  "events",
  "courses",
] as const;
export type DiscoverType = (typeof DISCOVER_TYPES)[number];

/** A search's filter: every type at once ("all") or one of them. */
export const DISCOVER_FILTERS = ["all", ...DISCOVER_TYPES] as const;
export type DiscoverFilter = (typeof DISCOVER_FILTERS)[number];

/** The filter an address asks for, "all" when it names none or one that does not exist. */
export function discoverFilterOf(value: string | null | undefined): DiscoverFilter {
  return DISCOVER_FILTERS.find((filter) => filter === value) ?? "all";
}

export const DISCOVER_SEARCH_MAX_LENGTH = 200;
/** How many of each type the "all" view shows. */
export const DISCOVER_PREVIEW_SIZE = 5;
/** Page size of a single type. */
export const DISCOVER_PAGE_SIZE = 10;
/**
 * How far a single type pages: results are ranked, and ranking past the first few hundred
 * matches tells a reader nothing a better search would not.
 */
export const DISCOVER_MAX_RESULTS = 200;

/** How a total reads: "100+" when there are more than were counted. */
export function formatTotal(total: { count: number; more: boolean }): string {
  return total.more ? `${total.count}+` : String(total.count);
}
