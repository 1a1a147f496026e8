// Companies' names and logos as shown next to what they posted, kept a minute per instance: lists
// of posts read them from here instead of joining companies and uploads for every row. A change
// made on this instance shows at once; one made anywhere else as soon as PostgreSQL tells this
// instance so (docs/decisions/0035).

import { fileUrl } from "@common/uploads";
import type { Executor } from "@server/platform/database/client";
import { DISPLAY_CHANGED_CHANNEL, followChangedRows } from "@server/platform/realtime/changed-rows";
import type { Realtime } from "@server/platform/realtime/realtime";
import { LRUCache } from "lru-cache";
import { findCompanyCardRows } from "./company-cards.repository";

export interface CompanyCard {
  name: string;
  logoUrl: string | null;
}

const cards = new LRUCache<string, CompanyCard>({ max: 20_000, ttl: 60_000 });

/** The companies with these ids that exist, from the cache or in one query for the rest. */
export async function findCompanyCards(
  db: Executor,
  ids: Iterable<string>,
): Promise<Map<string, CompanyCard>> {
  const found = new Map<string, CompanyCard>();
  const missing: string[] = [];
  for (const id of new Set(ids)) {
    const card = cards.get(id);
    if (card) found.set(id, card);
    else missing.push(id);
  }
  if (missing.length > 0) {
    const rows = await findCompanyCardRows(db, missing);
    for (const row of rows) {
      const card = { name: row.name, logoUrl: fileUrl(row.logoKey) };
      cards.set(row.id, card);
      found.set(row.id, card);
    }
  }
  return found;
}

/** After a company's name or logo changed. */
export function forgetCompanyCard(id: string): void {
  cards.delete(id);
}

/** Forgets the companies whose name or logo changed, or that were deleted, on any instance. */
export function followCompanyCardChanges(realtime: Realtime): void {
  followChangedRows(realtime, DISPLAY_CHANGED_CHANNEL, {
    forget: {
      companies: (ids) => {
        for (const id of ids) forgetCompanyCard(id);
      },
    },
    forgetAll: () => cards.clear(),
  });
}
