// Customer records (spec section 4): platform admins list, create, change, remove and import them.
import {
  CreateCustomerSchema,
  CustomerIdParamsSchema,
  CustomerImportReportSchema,
  CustomerPageSchema,
  CustomerSchema,
  CustomersQuerySchema,
  ImportCustomersSchema,
  UpdateCustomerSchema,
} from "@common/customers";
import type { AppContext } from "@server/app-context";
import { originOf } from "@server/features/audit-log/audit-log.service";
import { requireSessionUser } from "@server/platform/auth/session";
import { errorResponses } from "@server/platform/http/error-responses";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  changeCustomer,
  createCustomer,
  customerById,
  customerPage,
  importCustomers,
  removeCustomer,
} from "./customers.service";

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ["customers"];
const matching =
  "A customer whose e-mail belongs to a member who confirmed it and has no customer is attached to them at once, and its planName and memberData are copied into their profile where those are empty; otherwise the member meets it when they confirm their address, sign in or open their profile.";

export function registerCustomerRoutes(app: FastifyInstance, { sessions, db, storage }: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/customers",
    {
      config: { access: "platformAdmin" },
      schema: {
        tags,
        summary: "Customer records, newest first, by part of the e-mail (platform admins)",
        querystring: CustomersQuerySchema,
        response: { 200: CustomerPageSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireSessionUser(sessions, request);
      return customerPage(db, user, request.query);
    },
  );

  routes.get(
    "/api/customers/:id",
    {
      config: { access: "platformAdmin" },
      schema: {
        tags,
        summary: "A customer record and the member it is attached to (platform admins)",
        params: CustomerIdParamsSchema,
        response: { 200: CustomerSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireSessionUser(sessions, request);
      return customerById(db, user, request.params.id);
    },
  );

  routes.post(
    "/api/customers",
    {
      config: { access: "platformAdmin" },
      schema: {
        tags,
        summary: "Create a customer record; one per e-mail, any case (platform admins)",
        description: matching,
        body: CreateCustomerSchema,
        response: { 201: CustomerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireSessionUser(sessions, request);
      return reply.status(201).send(await createCustomer(db, user, originOf(request), request.body));
    },
  );

  routes.patch(
    "/api/customers/:id",
    {
      config: { access: "platformAdmin" },
      schema: {
        tags,
        summary: "Change a customer's plan or member data (platform admins)",
        description:
          "The record only: a member already attached got its plan and member data once and keeps their profile as it is.",
        params: CustomerIdParamsSchema,
        body: UpdateCustomerSchema,
        response: { 200: CustomerSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireSessionUser(sessions, request);
      return changeCustomer(db, user, originOf(request), request.params.id, request.body);
    },
  );

  routes.delete(
    "/api/customers/:id",
    {
      config: { access: "platformAdmin" },
      schema: {
        tags,
        summary: "Remove a customer record; its member keeps their profile (platform admins)",
        params: CustomerIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireSessionUser(sessions, request);
      await removeCustomer(db, user, originOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    "/api/customers/import",
    {
      config: { access: "platformAdmin" },
      schema: {
        tags,
        summary:
          "Create or update customers from a CSV the caller uploaded (/api/upload/csv), all in one transaction, with a report per row (platform admins)",
        description: `The header needs an e-mail column (email, e-mail or email address); a plan column (plan, plan name) is optional; every other column becomes a field of memberData. A known e-mail gets the plan and member data its row gives. A row is refused when its e-mail is missing, malformed or repeated, or its plan unknown; the rest are written. ${matching}`,
        body: ImportCustomersSchema,
        response: { 200: CustomerImportReportSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireSessionUser(sessions, request);
      return importCustomers({ db, storage }, user, originOf(request), request.body.uploadId);
    },
  );
}
