// Meeting routes (spec section 7: /host/events/{eventId}/meetings-sessions and the meeting update;
// DESIGN.md section 7): slots, requests and their answers, a leader's list and settings, a vendor's
// board per event and its CSV.

import {
  CreateMeetingSchema,
  CreateMeetingSlotSchema,
  MeetingBoardQuerySchema,
  MeetingBoardSchema,
  MeetingEventParamsSchema,
  MeetingIdParamsSchema,
  MeetingLeaderListSchema,
  MeetingLeadersQuerySchema,
  MeetingPageSchema,
  MeetingSchema,
  MeetingSettingsSchema,
  MeetingSlotPageSchema,
  MeetingSlotParamsSchema,
  MeetingSlotSchema,
  MeetingSlotsQuerySchema,
  MeetingsQuerySchema,
  UpdateMeetingSchema,
  UpdateMeetingSlotSchema,
} from "@common/meetings";
import type { AppContext } from "@server/app-context";
import { requireSessionUser } from "@server/platform/auth/session";
import { errorResponses } from "@server/platform/http/error-responses";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { toBoardCsv } from "./meetings.presenter";
import {
  changeMeeting,
  changeMeetingSettings,
  createSlot,
  editSlot,
  eventSlots,
  leaderMeetings,
  meetingBoard,
  meetingSettings,
  registeredLeaders,
  removeSlot,
  requestMeeting,
} from "./meetings.service";

const readErrors = errorResponses(400, 401, 403, 404);
const writeErrors = errorResponses(400, 401, 403, 404, 409);
const tags = ["meetings"];

export function registerMeetingRoutes(app: FastifyInstance, { sessions, db }: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const member = (request: Parameters<typeof requireSessionUser>[1]) => requireSessionUser(sessions, request);

  routes.get(
    "/api/host/events/:eventId/meetings-sessions",
    {
      config: { access: "companyPeople" },
      schema: {
        tags,
        summary:
          "An event's meeting slots (its hosts' and sponsors' people; registered leaders see free ones and their own)",
        params: MeetingEventParamsSchema,
        querystring: MeetingSlotsQuerySchema,
        response: { 200: MeetingSlotPageSchema, ...readErrors },
      },
    },
    async (request) => eventSlots(db, await member(request), request.params.eventId, request.query),
  );

  routes.post(
    "/api/host/events/:eventId/meetings-sessions",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Offer a slot with one of the company's people (the company's or the host's admins)",
        params: MeetingEventParamsSchema,
        body: CreateMeetingSlotSchema,
        response: { 201: MeetingSlotSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const slot = await createSlot(db, await member(request), request.params.eventId, request.body);
      return reply.status(201).send(slot);
    },
  );

  routes.patch(
    "/api/host/events/:eventId/meetings-sessions/:slotId",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Change a slot no accepted meeting holds",
        params: MeetingSlotParamsSchema,
        body: UpdateMeetingSlotSchema,
        response: { 200: MeetingSlotSchema, ...writeErrors },
      },
    },
    async (request) =>
      editSlot(db, await member(request), request.params.eventId, request.params.slotId, request.body),
  );

  routes.delete(
    "/api/host/events/:eventId/meetings-sessions/:slotId",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Delete a slot no accepted meeting holds",
        params: MeetingSlotParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await removeSlot(db, await member(request), request.params.eventId, request.params.slotId);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    "/api/meetings",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "The caller's meetings as a leader: requests, upcoming or past",
        querystring: MeetingsQuerySchema,
        response: { 200: MeetingPageSchema, ...readErrors },
      },
    },
    async (request) => leaderMeetings(db, await member(request), request.query),
  );

  routes.post(
    "/api/meetings",
    {
      config: { access: "companyPeople" },
      schema: {
        tags,
        summary: "Ask a registered leader for a meeting at one of the company's slots (the sponsor's people)",
        body: CreateMeetingSchema,
        response: { 201: MeetingSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const meeting = await requestMeeting(db, await member(request), request.body);
      return reply.status(201).send(meeting);
    },
  );

  routes.get(
    "/api/meetings/settings",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Whether the caller accepts meeting requests from vendors",
        response: { 200: MeetingSettingsSchema, ...readErrors },
      },
    },
    async (request) => meetingSettings(db, await member(request)),
  );

  routes.put(
    "/api/meetings/settings",
    {
      config: { access: "leader" },
      schema: {
        tags,
        summary: "Accept meeting requests from vendors, or not (leaders)",
        body: MeetingSettingsSchema,
        response: { 200: MeetingSettingsSchema, ...readErrors },
      },
    },
    async (request) => changeMeetingSettings(db, await member(request), request.body),
  );

  routes.put(
    "/api/meetings/:id",
    {
      config: { access: "companyPeople" },
      schema: {
        tags,
        summary:
          "Change a meeting's status: the leader accepts, declines or cancels; the vendor cancels, records the outcome or reschedules",
        params: MeetingIdParamsSchema,
        body: UpdateMeetingSchema,
        response: { 200: MeetingSchema, ...writeErrors },
      },
    },
    async (request) => changeMeeting(db, await member(request), request.params.id, request.body),
  );

  routes.get(
    "/api/events/:eventId/meetings/board",
    {
      config: { access: "companyPeople" },
      schema: {
        tags,
        summary: "A vendor company's meetings at the event, per representative and status (its people)",
        params: MeetingEventParamsSchema,
        querystring: MeetingBoardQuerySchema,
        response: { 200: MeetingBoardSchema, ...readErrors },
      },
    },
    async (request) => meetingBoard(db, await member(request), request.params.eventId, request.query),
  );

  routes.get(
    "/api/events/:eventId/meetings/board.csv",
    {
      config: { access: "companyPeople" },
      schema: {
        tags,
        summary: "The board as a CSV file",
        params: MeetingEventParamsSchema,
        querystring: MeetingBoardQuerySchema,
        response: { 200: z.string(), ...readErrors },
      },
    },
    async (request, reply) => {
      const file = toBoardCsv(
        await meetingBoard(db, await member(request), request.params.eventId, request.query),
      );
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .send(file.csv);
    },
  );

  routes.get(
    "/api/events/:eventId/meetings/leaders",
    {
      config: { access: "companyPeople" },
      schema: {
        tags,
        summary:
          "Leaders registered for the event who accept meeting requests (its hosts' and sponsors' people)",
        params: MeetingEventParamsSchema,
        querystring: MeetingLeadersQuerySchema,
        response: { 200: MeetingLeaderListSchema, ...readErrors },
      },
    },
    async (request) => registeredLeaders(db, await member(request), request.params.eventId, request.query),
  );
}
