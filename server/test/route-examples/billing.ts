// Billing, customer records and invitations: company C's subscription and invoices, operators'
// contracts and customers, invitations to C and the short sign-up their links lead to, and the card
// provider's webhook.
import { randomBytes, randomUUID } from "node:crypto";
import { uploadCsv } from "@server/features/account-files/account-file-fixtures";
import { insertInvoice, nextInvoiceNumber } from "@server/features/billing/billing.repository";
import { createStripeProvider } from "@server/features/billing/stripe-provider";
import { insertInvitation } from "@server/features/invitations/invitations.repository";
import { hashToken } from "@server/features/invitations/invitations.service";
import { subscriptions } from "@server/platform/database/schema/accounts";
import Stripe from "stripe";
import type { Role, World } from "../permission-world";
import { ORIGIN } from "./support";
import type { RouteExamples } from "./types";

const DAY_MS = 24 * 60 * 60 * 1000;
const WEBHOOK_SECRET = "whsec_permission_matrix";

const newEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/**
 * Puts C's subscription in a known state before a call that changes it: Enterprise (unlimited
 * seats), active, billed by invoice, mid-period; `changes` set what the call needs. Each example
 * starts from here, so the order the routes run in does not matter.
 */
async function setSubscriptionOfC(
  world: World,
  changes: Partial<typeof subscriptions.$inferInsert> = {},
): Promise<void> {
  const now = Date.now();
  const values = {
    planName: "Enterprise",
    seats: null,
    status: "active" as const,
    currentPeriodStart: new Date(now - DAY_MS),
    currentPeriodEnd: new Date(now + 29 * DAY_MS),
    cancelAtPeriodEnd: false,
    pendingPlanName: null,
    provider: "invoice" as const,
    providerCustomerId: null,
    providerSubscriptionId: null,
    providerUpdatedAt: null,
    ...changes,
  };
  await world.t.context.db
    .insert(subscriptions)
    .values({ companyId: world.companyId, ...values })
    .onConflictDoUpdate({ target: subscriptions.companyId, set: values });
}

/**
 * The matrix's app has no card provider configured; this gives it Stripe's, with a known webhook
 * secret. Its portal answers without calling Stripe, since the tests have no network.
 */
function installCardProvider(world: World): void {
  const stripe = createStripeProvider({ secretKey: "sk_test_unused", webhookSecret: WEBHOOK_SECRET });
  world.t.context.billing.card = {
    ...stripe,
    createPortal: async () => ({ url: "https://billing.stripe.test/session" }),
  };
}

/** A new open invoice of C's; its id. */
async function invoiceOfC(world: World): Promise<string> {
  const { db } = world.t.context;
  const now = new Date();
  const invoice = await insertInvoice(
    db,
    {
      number: await nextInvoiceNumber(db, now),
      companyId: world.companyId,
      billedTo: "Company C",
      subtotalCents: 1000,
      taxCents: 0,
      totalCents: 1000,
      periodStart: now,
      periodEnd: new Date(now.getTime() + 30 * DAY_MS),
      dueAt: new Date(now.getTime() + 14 * DAY_MS),
    },
    [{ description: "Enterprise plan", quantity: 1, unitAmountCents: 1000, amountCents: 1000 }],
  );
  return invoice.id;
}

/** A new customer record, made by the platform admin; its id. */
async function customer(world: World): Promise<string> {
  const response = await world.t.request({
    method: "POST",
    url: "/api/customers",
    cookie: world.people.platformAdmin.cookie,
    headers: ORIGIN,
    payload: { email: newEmail("customer"), planName: "Growth" },
  });
  if (response.statusCode !== 201) throw new Error(`creating a customer: ${response.body}`);
  return response.json().id;
}

/** A new invitation to C from its owner; its id. */
async function invitationToC(world: World): Promise<string> {
  const response = await world.t.request({
    method: "POST",
    url: "/api/user/invite",
    cookie: world.people.owner.cookie,
    headers: ORIGIN,
    payload: { email: newEmail("invitee"), companyId: world.companyId },
  });
  if (response.statusCode !== 201) throw new Error(`inviting to C: ${response.body}`);
  return response.json().id;
}

/**
 * A new invitation link for a leader from the platform admin, to no company (so that the accounts
 * it opens leave C's people as they are); its token.
 */
async function invitationToken(world: World): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await insertInvitation(world.t.context.db, {
    email: newEmail("invited-leader"),
    name: null,
    companyId: null,
    accountType: "leader",
    invitedBy: world.people.platformAdmin.id,
    message: null,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 14 * DAY_MS),
  });
  return token;
}

/** Who uploads the CSV an import reads: the caller, or the platform admin for those who cannot. */
const uploaderOf = (world: World, role: Role) =>
  role === "visitor" || role === "suspended" ? world.people.platformAdmin : world.people[role];

const company = (path: string) => async (world: World) => ({
  url: `/api/companies/${world.companyId}${path}`,
});

export const billingExamples: RouteExamples = {
  "GET /api/companies/:id/billing": company("/billing"),
  "POST /api/companies/:id/subscription": async (world) => {
    await setSubscriptionOfC(world, { status: "cancelled" });
    return {
      url: `/api/companies/${world.companyId}/subscription`,
      payload: { planName: "Enterprise", payment: "invoice" },
    };
  },
  "PUT /api/companies/:id/subscription/plan": async (world) => {
    await setSubscriptionOfC(world, { planName: "Growth", seats: 10 });
    return {
      url: `/api/companies/${world.companyId}/subscription/plan`,
      payload: { planName: "Enterprise" },
    };
  },
  "POST /api/companies/:id/subscription/cancel": async (world) => {
    await setSubscriptionOfC(world);
    return { url: `/api/companies/${world.companyId}/subscription/cancel` };
  },
  "POST /api/companies/:id/subscription/resume": async (world) => {
    await setSubscriptionOfC(world, { cancelAtPeriodEnd: true });
    return { url: `/api/companies/${world.companyId}/subscription/resume` };
  },
  "POST /api/companies/:id/billing-portal": async (world) => {
    installCardProvider(world);
    await setSubscriptionOfC(world, { provider: "stripe", providerCustomerId: "cus_matrix" });
    return { url: `/api/companies/${world.companyId}/billing-portal` };
  },
  "GET /api/companies/:id/invoices": company("/invoices"),
  "GET /api/companies/:id/billing-history": company("/billing-history"),
  "GET /api/invoices/:id/pdf": async (world) => ({ url: `/api/invoices/${await invoiceOfC(world)}/pdf` }),
  "PATCH /api/invoices/:id": async (world) => ({
    url: `/api/invoices/${await invoiceOfC(world)}`,
    payload: { status: "paid" },
  }),
  "PUT /api/admin/companies/:id/subscription": async (world) => ({
    url: `/api/admin/companies/${world.companyId}/subscription`,
    payload: { planName: "Enterprise", status: "active" },
  }),

  "GET /api/customers": async () => ({ url: "/api/customers" }),
  "POST /api/customers": async () => ({
    url: "/api/customers",
    payload: { email: newEmail("customer"), planName: "Growth" },
  }),
  "GET /api/customers/:id": async (world) => ({ url: `/api/customers/${await customer(world)}` }),
  "PATCH /api/customers/:id": async (world) => ({
    url: `/api/customers/${await customer(world)}`,
    payload: { planName: "Enterprise" },
  }),
  "DELETE /api/customers/:id": async (world) => ({ url: `/api/customers/${await customer(world)}` }),
  "POST /api/customers/import": async (world, role) => ({
    url: "/api/customers/import",
    payload: {
      uploadId: await uploadCsv(
        world.t,
        uploaderOf(world, role),
        `Email,Plan\n${newEmail("imported")},Growth\n`,
      ),
    },
  }),

  "POST /api/user/invite": async (world) => ({
    url: "/api/user/invite",
    payload: { email: newEmail("invitee"), companyId: world.companyId },
  }),
  "DELETE /api/user/invite/:id": async (world) => ({ url: `/api/user/invite/${await invitationToC(world)}` }),
  "GET /api/companies/:id/invitations": company("/invitations"),
  "GET /api/auth/short-register": async (world) => ({
    url: `/api/auth/short-register?token=${await invitationToken(world)}`,
  }),
  "POST /api/auth/short-register": async (world) => ({
    url: "/api/auth/short-register",
    payload: {
      token: await invitationToken(world),
      name: "Jordan Invitee",
      jobTitle: "Chief Technology Officer",
      password: "a-good-long-password",
      role: "CIO",
    },
  }),

  // The signature is the check: any caller that sends a correctly signed event succeeds.
  "POST /api/billing/stripe/webhook": async (world) => {
    installCardProvider(world);
    const payload = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: "event",
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      type: "customer.created",
      data: { object: { id: "cus_matrix", object: "customer" } },
    });
    return {
      url: "/api/billing/stripe/webhook",
      payload,
      headers: {
        "content-type": "application/json",
        "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
    };
  },
};
