// How Discover writes its result totals.
import type { DiscoverTotal } from "@common/discover";
import { formatTotal } from "@common/discover-constants";

/** "12 posts", "100+ posts". */
export function formatTotalOf(total: DiscoverTotal, one: string, many: string): string {
  return `${formatTotal(total)} ${total.count === 1 && !total.more ? one : many}`;
}
