// SQL for company cards: companies' names and logo keys by id, for the company cards cache.

import type { Executor } from "@server/platform/database/client";
import { companies } from "@server/platform/database/schema/companies";
import { uploads } from "@server/platform/database/schema/uploads";
import { eq, inArray } from "drizzle-orm";

/** The companies with these ids that exist, in one query by primary key. */
export async function findCompanyCardRows(db: Executor, ids: string[]) {
  return db
    .select({ id: companies.id, name: companies.name, logoKey: uploads.storageKey })
    .from(companies)
    .leftJoin(uploads, eq(uploads.id, companies.logoUploadId))
    .where(inArray(companies.id, ids));
}
