// Demo billing: the demo vendors' trials are over, so each company has an active plan and its
// first invoice (Bastion Security's already paid), made by the renewal the billing job runs.
import type { AppContext } from "@server/app-context";
import { renewDue } from "@server/features/billing/billing.service";
import { invoices, subscriptions } from "@server/platform/database/schema/accounts";
import { companies } from "@server/platform/database/schema/companies";
import { eq, inArray } from "drizzle-orm";

export async function seedDemoBilling({ db, billing }: AppContext): Promise<void> {
  const now = new Date();
  await db.update(subscriptions).set({ currentPeriodEnd: now }).where(eq(subscriptions.status, "trialing"));
  await renewDue(db, billing, now);
  const paid = db.select({ id: companies.id }).from(companies).where(eq(companies.name, "Bastion Security"));
  await db.update(invoices).set({ status: "paid", paidAt: now }).where(inArray(invoices.companyId, paid));
}
