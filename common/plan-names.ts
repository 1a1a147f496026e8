// Account types and plan names, without their schemas, so that the first page can name the plans
// without loading zod (common/plans.ts re-exports them).

export const ACCOUNT_TYPES = ["leader", "vendor"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = { leader: "Leader", vendor: "Vendor" };

/** Plan names; the plans themselves (seats, quotas) live in the plans table. */
export const LEADER_PLAN = "Member";
export const VENDOR_PLANS = ["Starter", "Growth", "Enterprise"] as const;
