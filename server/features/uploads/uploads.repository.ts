// SQL for uploads: recording a stored file and finding it again by its id. Serving a file by its
// storage key, with what it belongs to, is files.repository's.

import type { Executor } from "@server/platform/database/client";
import { uploads } from "@server/platform/database/schema/uploads";
import { eq } from "drizzle-orm";

export type UploadRow = typeof uploads.$inferSelect;

export async function insertUpload(db: Executor, values: typeof uploads.$inferInsert): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  if (!row) throw new Error("Inserting an upload returned no row");
  return row;
}

export async function findUploadById(db: Executor, id: string): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return row ?? null;
}
