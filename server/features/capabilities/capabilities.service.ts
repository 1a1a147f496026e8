// Rules for capabilities: seen as their company is, added and removed by its admins.
import {
  type AddCapabilitiesInput,
  type Capability,
  type CapabilityList,
  type CapabilityType,
  isCapabilityType,
} from "@common/capabilities";
import { requireCompanyAdmin, requireVisibleCompany } from "@server/features/companies/company-access";
import type { SessionUser } from "@server/platform/auth/session";
import type { Database, Executor } from "@server/platform/database/client";
import { notFound } from "@server/platform/errors";
import {
  deleteCapabilitiesOfType,
  deleteCapability,
  insertCapabilities,
  listCapabilities,
} from "./capabilities.repository";

/** 404 unless the caller may see the company: a company they may not see does not exist for them. */
async function capabilityList(
  db: Executor,
  companyId: string,
  type?: CapabilityType,
): Promise<CapabilityList> {
  const rows = await listCapabilities(db, companyId, type);
  // Rows of a type no longer in the list are left out rather than breaking the response.
  const items = rows.flatMap((row): Capability[] =>
    isCapabilityType(row.type) ? [{ id: row.id, type: row.type, name: row.name }] : [],
  );
  return { items };
}

export async function companyCapabilities(
  db: Database,
  user: SessionUser | null,
  companyId: string,
  type?: CapabilityType,
): Promise<CapabilityList> {
  await requireVisibleCompany(db, user, companyId);
  return capabilityList(db, companyId, type);
}

/** Adds the names the company lacks under this type and answers with all of that type. */
export async function addCapabilities(
  db: Database,
  user: SessionUser,
  companyId: string,
  type: CapabilityType,
  input: AddCapabilitiesInput,
): Promise<CapabilityList> {
  await requireCompanyAdmin(db, user, companyId);
  await insertCapabilities(db, companyId, type, input.names);
  return capabilityList(db, companyId, type);
}

export async function removeCapability(
  db: Database,
  user: SessionUser,
  companyId: string,
  capabilityId: string,
): Promise<void> {
  await requireCompanyAdmin(db, user, companyId);
  if (!(await deleteCapability(db, companyId, capabilityId))) throw notFound("Capability");
}

export async function removeCapabilitiesOfType(
  db: Database,
  user: SessionUser,
  companyId: string,
  type: CapabilityType,
): Promise<void> {
  await requireCompanyAdmin(db, user, companyId);
  await deleteCapabilitiesOfType(db, companyId, type);
}
