// Billing & Subscription: a company's subscription, invoices and history; owners' changes;
// operators' contracts and invoice settlement; the card provider's webhook.
import {
  BillingHistorySchema,
  BillingOverviewSchema,
  BillingPortalSchema,
  ChangePlanSchema,
  InvoiceListSchema,
  InvoiceSchema,
  SetSubscriptionSchema,
  SettleInvoiceSchema,
  StartSubscriptionSchema,
  SubscriptionChangeSchema,
  SubscriptionSchema,
} from "@common/billing";
import { CompanyIdParamsSchema } from "@common/companies";
import type { AppContext } from "@server/app-context";
import { originOf } from "@server/features/audit-log/audit-log.service";
import { requireSessionUser } from "@server/platform/auth/session";
import { invalid } from "@server/platform/errors";
import { errorResponses } from "@server/platform/http/error-responses";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  applyProviderEvent,
  billingHistory,
  billingOverview,
  billingPortal,
  changePlan,
  companyInvoices,
  readInvoice,
  setCancelAtPeriodEnd,
  setSubscription,
  settleInvoice,
  startSubscription,
} from "./billing.service";
import { WebhookSignatureError } from "./billing-provider";
import { invoicePdf } from "./invoice-pdf";

const tags = ["billing"];
const readErrors = errorResponses(400, 401, 403, 404);
const writeErrors = errorResponses(400, 401, 403, 404, 409, 422);
const InvoiceIdParamsSchema = z.object({ id: z.uuid("id must be an invoice id") });
/** A provider's webhook body is small; anything larger is not one. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

export function registerBillingRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, sessions, billing: settings } = context;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const member = (request: Parameters<typeof requireSessionUser>[1]) => requireSessionUser(sessions, request);

  routes.get(
    "/api/companies/:id/billing",
    {
      config: { access: "companyPeople" },
      schema: {
        tags,
        summary: "The company's plan, seats, status and period, for its people and platform admins",
        params: CompanyIdParamsSchema,
        response: { 200: BillingOverviewSchema, ...readErrors },
      },
    },
    async (request) => billingOverview(db, settings, await member(request), request.params.id),
  );

  routes.post(
    "/api/companies/:id/subscription",
    {
      config: { access: "companyOwner" },
      schema: {
        tags,
        summary:
          "Start a subscription (owners): by invoice it starts now with the first month's invoice; by card the answer names the checkout page",
        params: CompanyIdParamsSchema,
        body: StartSubscriptionSchema,
        response: { 200: SubscriptionChangeSchema, ...writeErrors },
      },
    },
    async (request) =>
      startSubscription(db, settings, await member(request), request.params.id, request.body),
  );

  routes.put(
    "/api/companies/:id/subscription/plan",
    {
      config: { access: "companyOwner" },
      schema: {
        tags,
        summary:
          "Change plan (owners): a dearer plan applies now and the rest of the period is invoiced prorated; a cheaper one waits for the period's end; the current plan withdraws a pending downgrade",
        params: CompanyIdParamsSchema,
        body: ChangePlanSchema,
        response: { 200: SubscriptionChangeSchema, ...writeErrors },
      },
    },
    async (request) =>
      changePlan(db, settings, await member(request), request.params.id, request.body.planName),
  );

  routes.post(
    "/api/companies/:id/subscription/cancel",
    {
      config: { access: "companyOwner" },
      schema: {
        tags,
        summary: "End the subscription when the current period ends (owners)",
        params: CompanyIdParamsSchema,
        response: { 200: SubscriptionChangeSchema, ...writeErrors },
      },
    },
    async (request) => setCancelAtPeriodEnd(db, settings, await member(request), request.params.id, true),
  );

  routes.post(
    "/api/companies/:id/subscription/resume",
    {
      config: { access: "companyOwner" },
      schema: {
        tags,
        summary: "Keep a subscription that was set to end (owners)",
        params: CompanyIdParamsSchema,
        response: { 200: SubscriptionChangeSchema, ...writeErrors },
      },
    },
    async (request) => setCancelAtPeriodEnd(db, settings, await member(request), request.params.id, false),
  );

  routes.post(
    "/api/companies/:id/billing-portal",
    {
      config: { access: "companyOwner" },
      schema: {
        tags,
        summary: "The card provider's page for cards and receipts (owners of a company paying by card)",
        params: CompanyIdParamsSchema,
        response: { 200: BillingPortalSchema, ...writeErrors },
      },
    },
    async (request) => billingPortal(db, settings, await member(request), request.params.id),
  );

  routes.get(
    "/api/companies/:id/invoices",
    {
      config: { access: "companyOwner" },
      schema: {
        tags,
        summary: "The company's invoices, newest first (owners and platform admins)",
        params: CompanyIdParamsSchema,
        response: { 200: InvoiceListSchema, ...readErrors },
      },
    },
    async (request) => ({ items: await companyInvoices(db, await member(request), request.params.id) }),
  );

  routes.get(
    "/api/companies/:id/billing-history",
    {
      config: { access: "companyOwner" },
      schema: {
        tags,
        summary:
          "The append-only history of the company's plan, seats and status, newest first (owners and platform admins)",
        params: CompanyIdParamsSchema,
        response: { 200: BillingHistorySchema, ...readErrors },
      },
    },
    async (request) => ({ items: await billingHistory(db, await member(request), request.params.id) }),
  );

  routes.get(
    "/api/invoices/:id/pdf",
    {
      config: { access: "companyOwner" },
      schema: {
        tags,
        summary: "An invoice as a PDF (its company's owners and platform admins)",
        params: InvoiceIdParamsSchema,
        response: { 200: z.any().describe("The invoice as application/pdf"), ...readErrors },
      },
    },
    async (request, reply) => {
      const invoice = await readInvoice(db, await member(request), request.params.id);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="summit-invoice-${invoice.number}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(Buffer.from(await invoicePdf(invoice)));
    },
  );

  routes.patch(
    "/api/invoices/:id",
    {
      config: { access: "platformAdmin" },
      schema: {
        tags,
        summary: "Mark an open invoice paid or void (platform admins)",
        params: InvoiceIdParamsSchema,
        body: SettleInvoiceSchema,
        response: { 200: InvoiceSchema, ...writeErrors },
      },
    },
    async (request) =>
      settleInvoice(db, await member(request), originOf(request), request.params.id, request.body.status),
  );

  routes.put(
    "/api/admin/companies/:id/subscription",
    {
      config: { access: "platformAdmin" },
      schema: {
        tags,
        summary: "Set a company's plan, seats or status as its contract says (platform admins)",
        params: CompanyIdParamsSchema,
        body: SetSubscriptionSchema,
        response: { 200: SubscriptionSchema, ...writeErrors },
      },
    },
    async (request) =>
      setSubscription(db, await member(request), originOf(request), request.params.id, request.body),
  );

  // The provider signs the exact bytes it sent: this route alone keeps the body as it arrived.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/json",
      { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT },
      (_r, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/api/billing/stripe/webhook",
      {
        config: { access: "anyone" },
        schema: {
          tags,
          summary:
            "Stripe's webhook: a signed event about a subscription or invoice, applied once (a replay or an older event changes nothing)",
          headers: z.object({ "stripe-signature": z.string().min(1).max(2_000) }),
          body: z.any().describe("The event exactly as Stripe sent it"),
          response: {
            200: z.object({ outcome: z.enum(["applied", "duplicate", "ignored"]) }),
            ...errorResponses(400, 404, 413, 415),
          },
        },
      },
      async (request) => {
        const { card } = settings;
        if (!card) throw invalid("Card payments are not configured here.");
        if (!Buffer.isBuffer(request.body)) throw invalid("Send the event as Stripe sent it.");
        let event: Awaited<ReturnType<typeof card.readWebhook>>;
        try {
          event = await card.readWebhook(request.body, request.headers["stripe-signature"]);
        } catch (error) {
          if (error instanceof WebhookSignatureError) {
            throw invalid("The webhook's signature does not match its body.");
          }
          throw error;
        }
        return { outcome: await applyProviderEvent(db, card.name, event) };
      },
    );
  });
}
