// Companies' names and logos as shown next to what they posted, kept a minute per instance: lists
// of posts read them from here instead of joining companies and uploads for every row. A change
// made on this instance shows at once; one made anywhere else as soon as PostgreSQL tells this
// instance so (docs/decisions/0035).

import { fileUrl } from "@common/uploads";
import type { Executor } from "@server/platform/database/client";
import { keptById } from "@server/platform/realtime/kept-by-id";
import type { Realtime } from "@server/platform/realtime/realtime";
import { findCompanyCardRows } from "./company-cards.repository";

export interface CompanyCard {
  name: string;
  logoUrl: string | null;
}

const cards = keptById<CompanyCard>({
  kind: "companies",
  max: 20_000,
  ttlMs: 60_000,
  read: async (db, ids) =>
    new Map(
      (await findCompanyCardRows(db, ids)).map((row) => [
        row.id,
        { name: row.name, logoUrl: fileUrl(row.logoKey) },
      ]),
    ),
});

/** The companies with these ids that exist, from the cache or in one query for the rest. */
export const findCompanyCards = (db: Executor, ids: Iterable<string>) => cards.find(db, ids);

/** After a company's name or logo changed. */
export const forgetCompanyCard = (id: string) => cards.forget(id);

/** Forgets the companies whose name or logo changed, or that were deleted, on any instance. */
export const followCompanyCardChanges = (realtime: Realtime) => cards.follow(realtime);
