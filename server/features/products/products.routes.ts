// Product routes (spec section 7): a company's products, read as the company is, written by its admins.

import { CompanyIdParamsSchema } from "@common/companies";
import {
  CreateProductSchema,
  ProductOwnerParamsSchema,
  ProductPageSchema,
  ProductParamsSchema,
  ProductSchema,
  ProductsQuerySchema,
  UpdateProductSchema,
} from "@common/products";
import type { AppContext } from "@server/app-context";
import { findSessionUser, requireSessionUser } from "@server/platform/auth/session";
import { errorResponses } from "@server/platform/http/error-responses";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  companyProducts,
  createProduct,
  editProduct,
  openProductPage,
  removeProduct,
} from "./products.service";

const readErrors = errorResponses(400, 404);
const writeErrors = errorResponses(400, 401, 403, 404, 409);
const tags = ["products"];

export function registerProductRoutes(app: FastifyInstance, { sessions, db }: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/factor/companies/:id/products",
    {
      config: { access: "anyone" },
      schema: {
        tags,
        summary: "A company's products by name, 50 a page",
        params: CompanyIdParamsSchema,
        querystring: ProductsQuerySchema,
        response: { 200: ProductPageSchema, ...readErrors },
      },
    },
    async (request) =>
      companyProducts(db, await findSessionUser(sessions, request), request.params.id, request.query),
  );

  routes.get(
    "/api/factor/companies/:id/products/:productId",
    {
      config: { access: "anyone" },
      schema: {
        tags,
        summary: "One of a company's products",
        params: ProductParamsSchema,
        response: { 200: ProductSchema, ...readErrors },
      },
    },
    async (request) =>
      openProductPage(
        db,
        await findSessionUser(sessions, request),
        request.params.id,
        request.params.productId,
      ),
  );

  routes.post(
    "/api/factor/companies/:id/users/:userId/products",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary:
          "Add a product that userId answers for; they work at or administer the company (company admins)",
        params: ProductOwnerParamsSchema,
        body: CreateProductSchema,
        response: { 201: ProductSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { id, userId } = request.params;
      const user = await requireSessionUser(sessions, request);
      return reply.status(201).send(await createProduct(db, user, id, userId, request.body));
    },
  );

  routes.patch(
    "/api/factor/companies/:id/products/:productId",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Change a product: send only the fields to change (company admins)",
        params: ProductParamsSchema,
        body: UpdateProductSchema,
        response: { 200: ProductSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { id, productId } = request.params;
      return editProduct(db, await requireSessionUser(sessions, request), id, productId, request.body);
    },
  );

  routes.delete(
    "/api/factor/companies/:id/products/:productId",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Delete a product (company admins)",
        params: ProductParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      const { id, productId } = request.params;
      await removeProduct(db, await requireSessionUser(sessions, request), id, productId);
      return reply.status(204).send(null);
    },
  );
}
