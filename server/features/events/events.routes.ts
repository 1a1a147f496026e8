import {
  AttendeePageSchema,
  CompanyEventPageSchema,
  CompanyEventsQuerySchema,
  CreateEventSchema,
  CreateSessionSchema,
  EventAttendanceParamsSchema,
  EventIdParamsSchema,
  EventPageSchema,
  EventSchema,
  EventSessionParamsSchema,
  EventSessionSchema,
  EventSponsorParamsSchema,
  EventsQuerySchema,
  RegistrationSchema,
  RegistrationsQuerySchema,
  UpdateEventSchema,
  UpdateSessionSchema,
} from "@common/events";
import type { AppContext } from "@server/app-context";
import { requireSessionUser } from "@server/platform/auth/session";
import { communityCookie } from "@server/platform/http/community";
import { errorResponses } from "@server/platform/http/error-responses";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  addSession,
  addSponsor,
  cancelEvent,
  checkIn,
  communityEvents,
  companyEvents,
  createEvent,
  editEvent,
  editSession,
  eventAttendees,
  eventCalendar,
  getEvent,
  register,
  removeEvent,
  removeSession,
  removeSponsor,
  undoCheckIn,
  unregister,
} from "./events.service";

const readErrors = errorResponses(400, 401, 404);
const writeErrors = errorResponses(400, 401, 403, 404, 409, 422);
const tags = ["events"];

export function registerEventRoutes(app: FastifyInstance, { sessions, db, jobs, config }: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const member = (request: FastifyRequest) => requireSessionUser(sessions, request);

  routes.get(
    "/api/events",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "A community's events: upcoming soonest first, or past latest first",
        querystring: EventsQuerySchema,
        response: { 200: EventPageSchema, ...readErrors },
      },
    },
    async (request) => communityEvents(db, await member(request), request.query, communityCookie(request)),
  );

  routes.get(
    "/api/events/company",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "The events a company hosts and/or sponsors, newest first, 500 a page",
        querystring: CompanyEventsQuerySchema,
        response: { 200: CompanyEventPageSchema, ...readErrors },
      },
    },
    async (request) => companyEvents(db, await member(request), request.query),
  );

  routes.post(
    "/api/events",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Create an event (the host company's admins; platform admins, also with no host as Summit)",
        body: CreateEventSchema,
        response: { 201: EventSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const event = await createEvent(db, jobs, await member(request), request.body);
      return reply.status(201).send(event);
    },
  );

  routes.get(
    "/api/events/:id",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "An event with its host, sponsors, agenda, counts and what the caller may do",
        params: EventIdParamsSchema,
        response: { 200: EventSchema, ...readErrors },
      },
    },
    async (request) => getEvent(db, await member(request), request.params.id),
  );

  routes.patch(
    "/api/events/:id",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Change an event (the host's admins)",
        params: EventIdParamsSchema,
        body: UpdateEventSchema,
        response: { 200: EventSchema, ...writeErrors },
      },
    },
    async (request) => editEvent(db, await member(request), request.params.id, request.body),
  );

  routes.post(
    "/api/events/:id/cancel",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Cancel an event: it stays readable, marked (the host's admins)",
        params: EventIdParamsSchema,
        response: { 200: EventSchema, ...writeErrors },
      },
    },
    async (request) => cancelEvent(db, await member(request), request.params.id),
  );

  routes.delete(
    "/api/events/:id",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Delete an event nobody registered for; otherwise cancel it (the host's admins)",
        params: EventIdParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await removeEvent(db, await member(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    "/api/events/:id/sessions",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Add a session to the agenda (the host's admins)",
        params: EventIdParamsSchema,
        body: CreateSessionSchema,
        response: { 201: EventSessionSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const session = await addSession(db, await member(request), request.params.id, request.body);
      return reply.status(201).send(session);
    },
  );

  routes.patch(
    "/api/events/:id/sessions/:sessionId",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Change a session; speakers, when given, replace the session's (the host's admins)",
        params: EventSessionParamsSchema,
        body: UpdateSessionSchema,
        response: { 200: EventSessionSchema, ...writeErrors },
      },
    },
    async (request) =>
      editSession(db, await member(request), request.params.id, request.params.sessionId, request.body),
  );

  routes.delete(
    "/api/events/:id/sessions/:sessionId",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Remove a session from the agenda (the host's admins)",
        params: EventSessionParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await removeSession(db, await member(request), request.params.id, request.params.sessionId);
      return reply.status(204).send(null);
    },
  );

  routes.put(
    "/api/events/:id/sponsors/:companyId",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Add a sponsor; adding one again is harmless (the host's admins)",
        params: EventSponsorParamsSchema,
        response: { 200: EventSchema, ...writeErrors },
      },
    },
    async (request) => addSponsor(db, await member(request), request.params.id, request.params.companyId),
  );

  routes.delete(
    "/api/events/:id/sponsors/:companyId",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Remove a sponsor (the host's admins)",
        params: EventSponsorParamsSchema,
        response: { 200: EventSchema, ...writeErrors },
      },
    },
    async (request) => removeSponsor(db, await member(request), request.params.id, request.params.companyId),
  );

  routes.put(
    "/api/events/:id/registration",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Register the caller: a place while there are some, else the waitlist",
        params: EventIdParamsSchema,
        response: { 200: RegistrationSchema, ...writeErrors },
      },
    },
    async (request) => register(db, await member(request), request.params.id),
  );

  routes.delete(
    "/api/events/:id/registration",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Unregister the caller; a freed place goes to the member who waited longest",
        params: EventIdParamsSchema,
        response: { 200: EventSchema, ...writeErrors },
      },
    },
    async (request) => unregister(db, await member(request), request.params.id),
  );

  routes.get(
    "/api/events/:id/registrations",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Who registered, then who waits, with the sessions they attended (the host's admins)",
        params: EventIdParamsSchema,
        querystring: RegistrationsQuerySchema,
        response: { 200: AttendeePageSchema, ...writeErrors },
      },
    },
    async (request) => eventAttendees(db, await member(request), request.params.id, request.query),
  );

  routes.put(
    "/api/events/:id/sessions/:sessionId/attendance/:userId",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Check a registered member in to a session (the host's admins)",
        params: EventAttendanceParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      const { id, sessionId, userId } = request.params;
      await checkIn(db, await member(request), id, sessionId, userId);
      return reply.status(204).send(null);
    },
  );

  routes.delete(
    "/api/events/:id/sessions/:sessionId/attendance/:userId",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Undo a check-in (the host's admins)",
        params: EventAttendanceParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      const { id, sessionId, userId } = request.params;
      await undoCheckIn(db, await member(request), id, sessionId, userId);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    "/api/events/:id/calendar.ics",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "The event as an iCalendar file",
        params: EventIdParamsSchema,
        response: { 200: z.string(), ...readErrors },
      },
    },
    async (request, reply) => {
      const file = await eventCalendar(db, await member(request), request.params.id, config.publicUrl);
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );
}
