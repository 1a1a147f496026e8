// Account file routes (DESIGN.md section 7): a company's account files, their imports with the
// per-row report, and the accounts the company tracks; all for the company's admins.

import {
  AccountFileIdParamsSchema,
  AccountFilePageSchema,
  AccountFileSchema,
  AccountFilesQuerySchema,
  AccountImportRowPageSchema,
  AccountImportRowsQuerySchema,
  AccountImportSchema,
  CreateAccountFileSchema,
  ImportParamsSchema,
  RenameAccountFileSchema,
  StartImportSchema,
  TrackedAccountPageSchema,
  TrackedAccountParamsSchema,
  TrackedAccountsQuerySchema,
} from "@common/account-files";
import { CompanyIdParamsSchema } from "@common/companies";
import type { AppContext } from "@server/app-context";
import { requireSessionUser } from "@server/platform/auth/session";
import { errorResponses } from "@server/platform/http/error-responses";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  companyAccountFiles,
  companyImport,
  companyTrackedAccounts,
  createAccountFile,
  importReport,
  removeFile,
  renameFile,
  startImport,
  untrackAccount,
} from "./account-files.service";

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ["account files"];

export function registerAccountFileRoutes(app: FastifyInstance, context: AppContext): void {
  const { sessions, db, storage, jobs } = context;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/api/companies/:id/account-files",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary:
          "Add an account file from a CSV the caller uploaded (/api/upload/csv); its header needs a name or domain column (company admins)",
        params: CompanyIdParamsSchema,
        body: CreateAccountFileSchema,
        response: { 201: AccountFileSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireSessionUser(sessions, request);
      const file = await createAccountFile(
        { db, storage, jobs, log: request.log },
        user,
        request.params.id,
        request.body,
      );
      return reply.status(201).send(file);
    },
  );

  routes.get(
    "/api/companies/:id/account-files/list",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "The company's account files, newest first, each with its latest import (company admins)",
        params: CompanyIdParamsSchema,
        querystring: AccountFilesQuerySchema,
        response: { 200: AccountFilePageSchema, ...errors },
      },
    },
    async (request) =>
      companyAccountFiles(db, await requireSessionUser(sessions, request), request.params.id, request.query),
  );

  routes.patch(
    "/api/companies/account-files/:id",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Rename an account file (company admins)",
        params: AccountFileIdParamsSchema,
        body: RenameAccountFileSchema,
        response: { 200: AccountFileSchema, ...errors },
      },
    },
    async (request) =>
      renameFile(db, await requireSessionUser(sessions, request), request.params.id, request.body.name),
  );

  routes.delete(
    "/api/companies/account-files/:id",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary:
          "Delete an account file and its stored CSV; its imports keep their reports; refused while it is being imported (company admins)",
        params: AccountFileIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireSessionUser(sessions, request);
      await removeFile({ db, storage, jobs, log: request.log }, user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    "/api/companies/:id/import",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary:
          "Import an account file: match its rows to companies and track them, in the background; one import of a file at a time (company admins)",
        params: CompanyIdParamsSchema,
        body: StartImportSchema,
        response: { 202: AccountImportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireSessionUser(sessions, request);
      const started = await startImport(
        { db, storage, jobs, log: request.log },
        user,
        request.params.id,
        request.body.accountFileId,
      );
      return reply.status(202).send(started);
    },
  );

  routes.get(
    "/api/companies/:id/imports/:importId",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "An import's status and progress (company admins)",
        params: ImportParamsSchema,
        response: { 200: AccountImportSchema, ...errors },
      },
    },
    async (request) =>
      companyImport(
        db,
        await requireSessionUser(sessions, request),
        request.params.id,
        request.params.importId,
      ),
  );

  routes.get(
    "/api/companies/:id/imports/:importId/rows",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "What became of each row of an import, by row number; outcome narrows it (company admins)",
        params: ImportParamsSchema,
        querystring: AccountImportRowsQuerySchema,
        response: { 200: AccountImportRowPageSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireSessionUser(sessions, request);
      return importReport(db, user, request.params.id, request.params.importId, request.query);
    },
  );

  routes.get(
    "/api/companies/:id/tracked-accounts",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "The accounts the company tracks, by name (company admins)",
        params: CompanyIdParamsSchema,
        querystring: TrackedAccountsQuerySchema,
        response: { 200: TrackedAccountPageSchema, ...errors },
      },
    },
    async (request) =>
      companyTrackedAccounts(
        db,
        await requireSessionUser(sessions, request),
        request.params.id,
        request.query,
      ),
  );

  routes.delete(
    "/api/companies/:id/tracked-accounts/:accountCompanyId",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Stop tracking an account (company admins)",
        params: TrackedAccountParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireSessionUser(sessions, request);
      await untrackAccount(db, user, request.params.id, request.params.accountCompanyId);
      return reply.status(204).send(null);
    },
  );
}
