// A member's own data (Account settings, Your data): export it as a ZIP, delete the account.
import {
  DataExportParamsSchema,
  DataExportSchema,
  DeleteAccountSchema,
  DeletedAccountSchema,
  LatestDataExportSchema,
} from "@common/account-data";
import type { AppContext } from "@server/app-context";
import { requireSessionUser } from "@server/platform/auth/session";
import { errorResponses } from "@server/platform/http/error-responses";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { deleteOwnAccount, latestExport, openExport, requestExport } from "./account-data.service";

const tags = ["account"];

/** The request's headers as better-auth reads them (its session cookie among them). */
function fetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return headers;
}

export function registerAccountDataRoutes(
  app: FastifyInstance,
  { sessions, db, storage, jobs, auth }: AppContext,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/api/account/data-exports",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Ask for a copy of all your data: a job builds a ZIP and mails a link to it",
        description:
          "One export at a time: while one is queued or running, asking again answers that one (200) instead of starting another (202). The link works for the member, signed in, for 7 days.",
        response: { 200: DataExportSchema, 202: DataExportSchema, ...errorResponses(401, 409) },
      },
    },
    async (request, reply) => {
      const user = await requireSessionUser(sessions, request);
      const { created, export: started } = await requestExport(db, jobs, user);
      return reply.status(created ? 202 : 200).send(started);
    },
  );

  routes.get(
    "/api/account/data-exports/latest",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Your latest export: its progress (stage and percentage) and, once ready, its link",
        response: { 200: LatestDataExportSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ export: await latestExport(db, await requireSessionUser(sessions, request)) }),
  );

  routes.get(
    "/api/account/data-exports/:id/download",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Download an export (a ZIP); only its member, only until it expires",
        params: DataExportParamsSchema,
        response: { 200: z.any().meta({ description: "The ZIP file" }), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const user = await requireSessionUser(sessions, request);
      const file = await openExport(db, storage, user, request.params.id);
      return reply
        .header("Content-Type", "application/zip")
        .header("Content-Length", String(file.size))
        .header("Content-Disposition", `attachment; filename="${file.fileName}"`)
        .header("Cache-Control", "private, no-store")
        .send(file.stream);
    },
  );

  routes.post(
    "/api/account/delete",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Delete your own account, confirmed with your password",
        description:
          'Sessions end at once and the member can no longer sign in. Personal data is erased in the same transaction that records the deletion (when, an anonymised id, the choice). content: remove deletes your public posts and comments; keep leaves them shown as by "A former member". The only owner of a company is refused with 409 until someone else owns it.',
        body: DeleteAccountSchema,
        response: { 200: DeletedAccountSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const user = await requireSessionUser(sessions, request);
      const warn = request.log.warn.bind(request.log);
      const deleted = await deleteOwnAccount(
        { db, storage, jobs, auth, warn },
        user,
        fetchHeaders(request),
        request.body,
      );
      // The member's sessions went with the account; nothing read before may stand for them.
      sessions.forgetAll();
      return deleted;
    },
  );
}
