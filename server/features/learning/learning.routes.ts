// Learning routes: the course catalogue and pages, authoring (sections, lessons, quizzes, order,
// publishing), enrolment, lessons and quiz attempts, /progress, and certificates (public to verify).

import {
  CertificateIdParamsSchema,
  CertificateSchema,
  CourseDetailSchema,
  CourseIdParamsSchema,
  CourseOutlineSchema,
  CoursePageSchema,
  CoursesQuerySchema,
  CreateCourseSchema,
  CreateLessonSchema,
  EnrolmentSchema,
  LessonDetailSchema,
  LessonParamsSchema,
  ProgressOverviewSchema,
  QuizAnswersSchema,
  QuizSubmissionSchema,
  SectionInputSchema,
  SectionParamsSchema,
  UpdateCourseSchema,
  UpdateQuizLessonSchema,
} from "@common/learning";
import type { AppContext } from "@server/app-context";
import { findSessionUser, requireSessionUser } from "@server/platform/auth/session";
import { errorResponses } from "@server/platform/http/error-responses";
import { sendKept } from "@server/platform/http/kept-reply";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { certificatePdf } from "./certificate-pdf";
import { hideCertificate, verifyCertificate } from "./certificates.service";
import {
  addLesson,
  addSection,
  courseCatalogue,
  createCourse,
  editCourse,
  editQuizLesson,
  editSection,
  getCourse,
  publishCourse,
  removeCourse,
  removeLesson,
  removeSection,
  reorderCourse,
} from "./courses.service";
import {
  createLearningCache,
  enrol,
  leave,
  openLesson,
  progressOverview,
  submitQuiz,
} from "./learning.service";

const readErrors = errorResponses(400, 401, 404);
const writeErrors = errorResponses(400, 401, 403, 404, 409, 422);
const tags = ["learning"];

export function registerLearningRoutes(
  app: FastifyInstance,
  { sessions, db, config, realtime }: AppContext,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const cache = createLearningCache(realtime);
  const member = (request: FastifyRequest) => requireSessionUser(sessions, request);

  routes.get(
    "/api/courses",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary:
          "Published courses, newest first, filtered by hub, intent type, author and length; with mine=true, the caller's own drafts and courses",
        querystring: CoursesQuerySchema,
        response: { 200: CoursePageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const user = await member(request);
      return sendKept(reply, await courseCatalogue(db, await cache.reader(), user, request.query));
    },
  );

  routes.post(
    "/api/courses",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary:
          "Start a course as a draft: platform admins as Summit or for any company, company admins for their company",
        body: CreateCourseSchema,
        response: { 201: CourseDetailSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCourse(db, await member(request), request.body)),
  );

  routes.get(
    "/api/courses/:id",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "A course with its sections, lessons, the caller's progress and where to continue",
        params: CourseIdParamsSchema,
        response: { 200: CourseDetailSchema, ...readErrors },
      },
    },
    async (request) => getCourse(db, await member(request), request.params.id),
  );

  routes.patch(
    "/api/courses/:id",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Change a course's details; only the fields given change (its authors)",
        params: CourseIdParamsSchema,
        body: UpdateCourseSchema,
        response: { 200: CourseDetailSchema, ...writeErrors },
      },
    },
    async (request) => editCourse(db, await member(request), request.params.id, request.body),
  );

  routes.delete(
    "/api/courses/:id",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Delete a course with its lessons and everyone's progress in it; certificates stay valid",
        params: CourseIdParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await removeCourse(db, await member(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  routes.put(
    "/api/courses/:id/publication",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary:
          "Publish a draft (it needs a lesson; a company's course needs a plan with course publishing)",
        params: CourseIdParamsSchema,
        response: { 200: CourseDetailSchema, ...writeErrors },
      },
    },
    async (request) => publishCourse(db, await member(request), request.params.id),
  );

  routes.put(
    "/api/courses/:id/outline",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Set the order of every section and lesson at once (lessons may move between sections)",
        params: CourseIdParamsSchema,
        body: CourseOutlineSchema,
        response: { 200: CourseDetailSchema, ...writeErrors },
      },
    },
    async (request) => reorderCourse(db, await member(request), request.params.id, request.body),
  );

  routes.post(
    "/api/courses/:id/sections",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Add a section at the end of the course",
        params: CourseIdParamsSchema,
        body: SectionInputSchema,
        response: { 201: CourseDetailSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addSection(db, await member(request), request.params.id, request.body)),
  );

  routes.patch(
    "/api/courses/:id/sections/:sectionId",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Rename a section",
        params: SectionParamsSchema,
        body: SectionInputSchema,
        response: { 200: CourseDetailSchema, ...writeErrors },
      },
    },
    async (request) =>
      editSection(db, await member(request), request.params.id, request.params.sectionId, request.body),
  );

  routes.delete(
    "/api/courses/:id/sections/:sectionId",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary:
          "Remove a section with its lessons (a course keeps one section, and a published one a lesson)",
        params: SectionParamsSchema,
        response: { 200: CourseDetailSchema, ...writeErrors },
      },
    },
    async (request) => removeSection(db, await member(request), request.params.id, request.params.sectionId),
  );

  routes.post(
    "/api/courses/:id/lessons",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary:
          "Add a lesson at the end of a section: a video or article of the library, or a quiz; enrolled members of a published course are notified",
        params: CourseIdParamsSchema,
        body: CreateLessonSchema,
        response: { 201: CourseDetailSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addLesson(db, await member(request), request.params.id, request.body)),
  );

  routes.get(
    "/api/courses/:id/lessons/:lessonId",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary:
          "A lesson with its quiz (without the answers) and neighbours; opening it is a lesson view signal and where Continue starts",
        params: LessonParamsSchema,
        response: { 200: LessonDetailSchema, ...readErrors },
      },
    },
    async (request) => openLesson(db, await member(request), request.params.id, request.params.lessonId),
  );

  routes.patch(
    "/api/courses/:id/lessons/:lessonId",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Change a quiz lesson's title or questions",
        params: LessonParamsSchema,
        body: UpdateQuizLessonSchema,
        response: { 200: CourseDetailSchema, ...writeErrors },
      },
    },
    async (request) =>
      editQuizLesson(db, await member(request), request.params.id, request.params.lessonId, request.body),
  );

  routes.delete(
    "/api/courses/:id/lessons/:lessonId",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Remove a lesson; members who had done every other lesson complete the course",
        params: LessonParamsSchema,
        response: { 200: CourseDetailSchema, ...writeErrors },
      },
    },
    async (request) => removeLesson(db, await member(request), request.params.id, request.params.lessonId),
  );

  routes.post(
    "/api/courses/:id/lessons/:lessonId/attempts",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Answer a quiz (enrolled members); passing completes the lesson",
        params: LessonParamsSchema,
        body: QuizAnswersSchema,
        response: { 200: QuizSubmissionSchema, ...writeErrors },
      },
    },
    async (request) =>
      submitQuiz(db, await member(request), request.params.id, request.params.lessonId, request.body),
  );

  routes.put(
    "/api/courses/:id/enrolment",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Enrol in a published course; lessons already done count at once",
        params: CourseIdParamsSchema,
        response: { 200: EnrolmentSchema, ...writeErrors },
      },
    },
    async (request) => enrol(db, await member(request), request.params.id),
  );

  routes.delete(
    "/api/courses/:id/enrolment",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Leave a course; its progress goes, certificates stay",
        params: CourseIdParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await leave(db, await member(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    "/api/progress",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary:
          "The caller's courses in progress and completed, suggestions, weekly learning and certificates",
        response: { 200: ProgressOverviewSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const user = await member(request);
      return sendKept(reply, await progressOverview(db, await cache.reader(), user));
    },
  );

  routes.get(
    "/api/certificates/:id",
    {
      config: { access: "anyone" },
      schema: {
        tags,
        summary: "Verify a certificate (anyone with its link; a hidden one only for its holder)",
        params: CertificateIdParamsSchema,
        response: { 200: CertificateSchema, ...readErrors },
      },
    },
    async (request) => verifyCertificate(db, await findSessionUser(sessions, request), request.params.id),
  );

  routes.get(
    "/api/certificates/:id/pdf",
    {
      config: { access: "anyone" },
      schema: {
        tags,
        summary: "A certificate as a PDF, with its verification address",
        params: CertificateIdParamsSchema,
        response: { 200: z.any().describe("The certificate as application/pdf"), ...readErrors },
      },
    },
    async (request, reply) => {
      const certificate = await verifyCertificate(
        db,
        await findSessionUser(sessions, request),
        request.params.id,
      );
      const verifyUrl = new URL(`/certificates/${certificate.id}`, config.publicUrl).toString();
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="summit-certificate-${certificate.id}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(Buffer.from(await certificatePdf(certificate, verifyUrl)));
    },
  );

  for (const [method, hidden] of [
    ["put", true],
    ["delete", false],
  ] as const) {
    routes[method](
      "/api/certificates/:id/hidden",
      {
        config: { access: "author" },
        schema: {
          tags,
          summary: hidden
            ? "Hide a certificate: its link then finds nothing (its holder)"
            : "Show a hidden certificate again",
          params: CertificateIdParamsSchema,
          response: { 204: z.null(), ...writeErrors },
        },
      },
      async (request, reply) => {
        await hideCertificate(db, await member(request), request.params.id, hidden);
        return reply.status(204).send(null);
      },
    );
  }
}
