// Company routes (spec section 7): the directory and its filters, visitor lists, search, profiles
// under both the main and the /factor paths, writes, following, employees and followers.

import {
  COMPANY_FILTER_ATTRIBUTES,
  CompanyDirectoryQuerySchema,
  CompanyFiltersQuerySchema,
  CompanyFiltersSchema,
  CompanyIdParamsSchema,
  CompanyPageSchema,
  CompanySchema,
  CompanySearchQuerySchema,
  CompanySearchResultSchema,
  CreateCompanySchema,
  EmployeePageSchema,
  EmployeesQuerySchema,
  FollowerPageSchema,
  FollowersQuerySchema,
  FollowStateSchema,
  GuestCompaniesQuerySchema,
  UpdateCompanySchema,
  UserSearchQuerySchema,
  UserSearchResultSchema,
} from "@common/companies";
import type { AppContext } from "@server/app-context";
import { findSessionUser, requireSessionUser } from "@server/platform/auth/session";
import { errorResponses } from "@server/platform/http/error-responses";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  companyEmployees,
  companyFilters,
  companyFollowers,
  createCompany,
  editCompany,
  findPeople,
  listCompanies,
  openCompanyPage,
  setFollowing,
} from "./companies.service";
import { searchCompanyNames } from "./company-search.service";

const readErrors = errorResponses(400, 404);
const writeErrors = errorResponses(400, 401, 403, 404, 409);
const tags = ["companies"];

export function registerCompanyRoutes(app: FastifyInstance, { sessions, db }: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/companies",
    {
      config: { access: "anyone" },
      schema: {
        tags,
        summary: "The company directory: pages first, then by name; 15 a page (visitors see pages only)",
        querystring: CompanyDirectoryQuerySchema,
        response: { 200: CompanyPageSchema, ...errorResponses(400) },
      },
    },
    async (request) => listCompanies(db, await findSessionUser(sessions, request), request.query),
  );

  routes.get(
    "/api/companies/filters",
    {
      config: { access: "anyone" },
      schema: {
        tags,
        summary: "Distinct values of company attributes with their counts, e.g. attributes[]=headquarter",
        querystring: CompanyFiltersQuerySchema,
        response: { 200: CompanyFiltersSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const requested = request.query["attributes[]"] ??
        request.query.attributes ?? [...COMPANY_FILTER_ATTRIBUTES];
      const attributes = Array.isArray(requested) ? requested : [requested];
      return companyFilters(db, await findSessionUser(sessions, request), attributes);
    },
  );

  routes.get(
    "/api/guest/companies/short",
    {
      config: { access: "anyone" },
      schema: {
        tags,
        summary: "Company pages for visitors, by name (where[isPage]=1 is implied)",
        querystring: GuestCompaniesQuerySchema,
        response: { 200: CompanyPageSchema, ...errorResponses(400) },
      },
    },
    async (request) => listCompanies(db, null, { ...request.query, pagesOnly: true }),
  );

  routes.get(
    "/api/guest/companies",
    {
      config: { access: "anyone" },
      schema: {
        tags,
        summary: "Search company pages as a visitor",
        querystring: GuestCompaniesQuerySchema,
        response: { 200: CompanyPageSchema, ...errorResponses(400) },
      },
    },
    async (request) => listCompanies(db, null, { ...request.query, pagesOnly: true }),
  );

  routes.get(
    "/api/search/company",
    {
      config: { access: "anyone" },
      schema: {
        tags,
        summary: "Typo-tolerant company name search: the best 5 matches",
        querystring: CompanySearchQuerySchema,
        response: { 200: CompanySearchResultSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const term = request.query.search ?? request.query.q;
      const user = await findSessionUser(sessions, request);
      return { items: await searchCompanyNames(db, user, term, request.query.limit) };
    },
  );

  routes.get(
    "/api/factor/search/user",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Find members by name, optionally only those of one company",
        querystring: UserSearchQuerySchema,
        response: { 200: UserSearchResultSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const user = await requireSessionUser(sessions, request);
      return findPeople(db, user, request.query);
    },
  );

  routes.post(
    "/api/companies",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Create a company; its creator becomes its first owner",
        body: CreateCompanySchema,
        response: { 201: CompanySchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const company = await createCompany(db, await requireSessionUser(sessions, request), request.body);
      return reply.status(201).send(company);
    },
  );

  for (const prefix of ["/api/companies", "/api/factor/companies"]) {
    routes.get(
      `${prefix}/:id`,
      {
        config: { access: "anyone" },
        schema: {
          tags,
          summary: "A company's profile",
          description:
            "The address of a company merged into another (a duplicate) answers 308 with the address of the company it was merged into.",
          params: CompanyIdParamsSchema,
          response: { 200: CompanySchema, 308: z.null(), ...readErrors },
        },
      },
      async (request, reply) => {
        const page = await openCompanyPage(db, await findSessionUser(sessions, request), request.params.id);
        return "movedTo" in page ? reply.redirect(`${prefix}/${page.movedTo}`, 308) : page;
      },
    );

    routes.put(
      `${prefix}/:id`,
      {
        config: { access: "companyAdmin" },
        schema: {
          tags,
          summary: "Change a company: send only the fields to change (company admins)",
          params: CompanyIdParamsSchema,
          body: UpdateCompanySchema,
          response: { 200: CompanySchema, ...writeErrors },
        },
      },
      async (request) =>
        editCompany(db, await requireSessionUser(sessions, request), request.params.id, request.body),
    );
  }

  for (const [method, following] of [
    ["post", true],
    ["delete", false],
  ] as const) {
    routes[method](
      "/api/companies/:id/follow",
      {
        config: { access: "member" },
        schema: {
          tags,
          summary: following ? "Follow a company" : "Stop following a company",
          params: CompanyIdParamsSchema,
          response: { 200: FollowStateSchema, ...writeErrors },
        },
      },
      async (request) =>
        setFollowing(db, await requireSessionUser(sessions, request), request.params.id, following),
    );
  }

  routes.get(
    "/api/companies/:id/employees",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "The company's people by name, up to 1000 a page (members)",
        params: CompanyIdParamsSchema,
        querystring: EmployeesQuerySchema,
        response: { 200: EmployeePageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      companyEmployees(db, await requireSessionUser(sessions, request), request.params.id, request.query),
  );

  routes.get(
    "/api/companies/:id/followers",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Who follows the company, newest first (company admins)",
        params: CompanyIdParamsSchema,
        querystring: FollowersQuerySchema,
        response: { 200: FollowerPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      companyFollowers(db, await requireSessionUser(sessions, request), request.params.id, request.query),
  );
}
