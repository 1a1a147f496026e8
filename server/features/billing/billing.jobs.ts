// The renewal job: every hour, periods that ended roll over (billing.service, renewDue), once
// across all instances.
import type { Database } from "@server/platform/database/client";
import type { Jobs } from "@server/platform/jobs/jobs";
import { renewDue } from "./billing.service";
import type { BillingSettings } from "./billing-provider";

export const BILLING_RENEWAL_JOB = "billing-renewal";

export function defineBillingJobs({
  db,
  jobs,
  billing,
}: {
  db: Database;
  jobs: Jobs;
  billing: BillingSettings;
}) {
  jobs.define(BILLING_RENEWAL_JOB, async () => void (await renewDue(db, billing)), {
    retryLimit: 3,
    cron: "15 * * * *",
  });
}
