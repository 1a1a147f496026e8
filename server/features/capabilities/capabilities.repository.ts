// SQL for capabilities: a company's list in profile order, adding names and removing them.

import { CAPABILITY_TYPE_IDS, type CapabilityType } from "@common/capabilities";
import type { Executor } from "@server/platform/database/client";
import { capabilities } from "@server/platform/database/schema/companies";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";

/** The company's capabilities by type (in the order of CAPABILITY_TYPES), then by name. */
export async function listCapabilities(db: Executor, companyId: string, type?: CapabilityType) {
  const conditions: SQL[] = [eq(capabilities.companyId, companyId)];
  if (type) conditions.push(eq(capabilities.type, type));
  return db
    .select({ id: capabilities.id, type: capabilities.type, name: capabilities.name })
    .from(capabilities)
    .where(and(...conditions))
    .orderBy(
      // One bound array parameter; a bare array would be spread into a list of parameters.
      sql`array_position(${sql.param(CAPABILITY_TYPE_IDS)}::text[], ${capabilities.type})`,
      sql`lower(${capabilities.name})`,
      asc(capabilities.id),
    );
}

/** Adds the names the company does not have yet under this type; names it has (any case) stay as they are. */
export async function insertCapabilities(
  db: Executor,
  companyId: string,
  type: CapabilityType,
  names: string[],
): Promise<void> {
  await db
    .insert(capabilities)
    .values(names.map((name) => ({ companyId, type, name })))
    .onConflictDoNothing();
}

/** Removes one of the company's capabilities; false when it has none with this id. */
export async function deleteCapability(
  db: Executor,
  companyId: string,
  capabilityId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(capabilities)
    .where(and(eq(capabilities.companyId, companyId), eq(capabilities.id, capabilityId)))
    .returning({ id: capabilities.id });
  return deleted.length > 0;
}

export async function deleteCapabilitiesOfType(db: Executor, companyId: string, type: CapabilityType) {
  await db
    .delete(capabilities)
    .where(and(eq(capabilities.companyId, companyId), eq(capabilities.type, type)));
}
