import { randomUUID } from "node:crypto";
import { subscriptions } from "@server/platform/database/schema/accounts";
import { users } from "@server/platform/database/schema/auth";
import {
  certificates,
  courseEnrolments,
  courseLessons,
  courseSections,
  courses,
  learningDays,
  lessonCompletions,
  quizAttempts,
} from "@server/platform/database/schema/learning";
import { notifications } from "@server/platform/database/schema/notifications";
import { signals } from "@server/platform/database/schema/signals";
import { createUser, leaderSignUp, setUpTestApp, type TestUser, vendorSignUp } from "@server/test/app";
import { type CastRole, companyIdOf, cookieOf, setUpCompanyCast } from "@server/test/company-cast";
import { tablesReadBy, tablesThatDoNotNotify } from "@server/test/kept-reads";
import { and, eq, sql } from "drizzle-orm";
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { LEARNING_CHANGED_CHANNEL, learningActivity } from "./learning.service";

const t = setUpTestApp();

/** The value a test just made sure exists. */
function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error("expected a value");
  return value;
}
const cast = setUpCompanyCast(t, "file");

/** The roles: the cast's, plus an employee of the company who is not one of its admins. */
type Role = CastRole | "vendorMember";
let vendorMember: TestUser;

beforeAll(async () => {
  vendorMember = await createUser(t, leaderSignUp());
  await t.context.db
    .update(users)
    .set({ accountType: "vendor", companyId: cast.companyId })
    .where(eq(users.id, vendorMember.id));
});

const cookie = (role: Role) => (role === "vendorMember" ? vendorMember.cookie : cookieOf(cast, role));

const call = (
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  role: Role,
  payload?: unknown,
) =>
  t.request({ method, url, cookie: cookie(role), payload: payload as Record<string, unknown> | undefined });

const courseInput = (overrides: Record<string, unknown> = {}) => ({
  title: `Zero trust for boards ${randomUUID().slice(0, 8)}`,
  summary: "What a board should ask, in four lessons.",
  level: "introductory",
  hubs: ["ciso"],
  intentTypes: ["Identity & Access", "Network Security"],
  companyId: cast.companyId,
  ...overrides,
});

const quiz = {
  passMark: 50,
  questions: [
    {
      prompt: "Which is a second factor?",
      multiple: false,
      options: [{ text: "A password" }, { text: "A passkey" }],
      correct: [1],
    },
    {
      prompt: "Which are identity providers?",
      multiple: true,
      options: [{ text: "Okta" }, { text: "Entra ID" }, { text: "Postgres" }],
      correct: [0, 1],
    },
  ],
};

interface Course {
  id: string;
  status: string;
  lessonCount: number;
  minutes: number;
  sections: {
    id: string;
    title: string;
    lessons: { id: string; kind: string; number: number; completed: boolean; contentId: string | null }[];
  }[];
  enrolment: { completedLessons: number; completedAt: string | null; certificateId: string | null } | null;
  nextLessonId: string | null;
}

async function createCourse(role: Role = "owner", overrides: Record<string, unknown> = {}): Promise<Course> {
  const response = await call("POST", "/api/courses", role, courseInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function publishArticle(role: Role = "owner", companyId: string | null = cast.companyId, words = 440) {
  const response = await call("POST", "/api/content", role, {
    kind: "article",
    ...(companyId ? { companyId } : {}),
    title: `Passkeys in practice ${randomUUID().slice(0, 8)}`,
    body: Array.from({ length: words }, () => "word").join(" "),
    hubs: ["ciso"],
    intentTypes: ["Identity & Access"],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
}

const firstSection = (course: Course) => course.sections[0]?.id ?? "";

async function addLesson(
  course: Course,
  body: Record<string, unknown>,
  role: Role = "owner",
): Promise<Course> {
  const response = await call("POST", `/api/courses/${course.id}/lessons`, role, {
    sectionId: firstSection(course),
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A published company course of an article lesson and a quiz lesson. */
async function publishedCourse(overrides: Record<string, unknown> = {}) {
  const article = await publishArticle();
  let course = await createCourse("owner", overrides);
  course = await addLesson(course, { contentId: article.id });
  course = await addLesson(course, { title: "Check yourself", quiz });
  const response = await call("PUT", `/api/courses/${course.id}/publication`, "owner");
  expect(response.statusCode, response.body).toBe(200);
  const lessons = course.sections.flatMap((section) => section.lessons);
  return {
    course: response.json() as Course,
    article,
    articleLesson: must(lessons[0]),
    quizLesson: must(lessons[1]),
  };
}

const rightAnswers = {
  answers: [
    { questionId: "q1", optionIds: ["b"] },
    { questionId: "q2", optionIds: ["a", "b"] },
  ],
};
const wrongAnswers = {
  answers: [
    { questionId: "q1", optionIds: ["a"] },
    { questionId: "q2", optionIds: ["a"] },
  ],
};

const readToEnd = (user: TestUser, contentId: string) =>
  t.request({
    method: "PUT",
    url: `/api/content/${contentId}/progress`,
    cookie: user.cookie,
    payload: { position: 1, completed: true },
  });

const enrol = (user: TestUser, courseId: string) =>
  t.request({ method: "PUT", url: `/api/courses/${courseId}/enrolment`, cookie: user.cookie });

const attempt = (user: TestUser, courseId: string, lessonId: string, payload: unknown) =>
  t.request({
    method: "POST",
    url: `/api/courses/${courseId}/lessons/${lessonId}/attempts`,
    cookie: user.cookie,
    payload: payload as Record<string, unknown>,
  });

async function count(
  table: typeof courses | typeof courseLessons | typeof courseSections | typeof quizAttempts,
) {
  const [row] = await t.context.db.select({ count: sql<number>`count(*)::int` }).from(table);
  return row?.count ?? 0;
}

/** Who may write a company's course: its admins, its owner and platform admins. */
const authorMatrix = (ok: number): [Role, number][] => [
  ["visitor", 401],
  ["member", 403],
  ["vendorMember", 403],
  ["otherAdmin", 403],
  ["admin", ok],
  ["owner", ok],
  ["platformAdmin", ok],
];

describe("writing courses: who may", () => {
  it.each(authorMatrix(201))("POST /api/courses for a company as %s answers %i", async (role, status) => {
    const before = await count(courses);
    const response = await call("POST", "/api/courses", role, courseInput());
    expect(response.statusCode, response.body).toBe(status);
    if (status !== 201) expect(response.json().reason).toBe("AccessDenied");
    expect(await count(courses)).toBe(before + (status === 201 ? 1 : 0));
  });

  it.each([
    ["visitor", 401],
    ["member", 403],
    ["vendorMember", 403],
    ["otherAdmin", 400],
    ["admin", 400],
    ["owner", 400],
    ["platformAdmin", 201],
  ] as [Role, number][])("POST /api/courses as Summit as %s answers %i", async (role, status) => {
    const response = await call("POST", "/api/courses", role, courseInput({ companyId: undefined }));
    expect(response.statusCode, response.body).toBe(status);
  });

  it.each(authorMatrix(200))("PATCH /api/courses/{id} as %s answers %i", async (role, status) => {
    const course = await createCourse();
    const response = await call("PATCH", `/api/courses/${course.id}`, role, { title: "Renamed course" });
    expect(response.statusCode, response.body).toBe(status);
    const [row] = await t.context.db
      .select({ title: courses.title })
      .from(courses)
      .where(eq(courses.id, course.id));
    expect(row?.title === "Renamed course").toBe(status === 200);
  });

  it.each(authorMatrix(204))("DELETE /api/courses/{id} as %s answers %i", async (role, status) => {
    const course = await createCourse();
    const response = await call("DELETE", `/api/courses/${course.id}`, role);
    expect(response.statusCode, response.body).toBe(status);
    const rows = await t.context.db.select().from(courses).where(eq(courses.id, course.id));
    expect(rows.length).toBe(status === 204 ? 0 : 1);
  });

  it.each(authorMatrix(201))("POST /api/courses/{id}/sections as %s answers %i", async (role, status) => {
    const course = await createCourse();
    const response = await call("POST", `/api/courses/${course.id}/sections`, role, {
      title: "Going further",
    });
    expect(response.statusCode, response.body).toBe(status);
    const rows = await t.context.db
      .select()
      .from(courseSections)
      .where(eq(courseSections.courseId, course.id));
    expect(rows.length).toBe(status === 201 ? 2 : 1);
  });

  it.each(authorMatrix(200))("PATCH and DELETE a section as %s answer %i", async (role, status) => {
    let course = await createCourse();
    course = (await call("POST", `/api/courses/${course.id}/sections`, "owner", { title: "Extra" })).json();
    const section = must(course.sections[1]);
    const renamed = await call("PATCH", `/api/courses/${course.id}/sections/${section.id}`, role, {
      title: "Renamed",
    });
    expect(renamed.statusCode, renamed.body).toBe(status);
    const removed = await call("DELETE", `/api/courses/${course.id}/sections/${section.id}`, role);
    expect(removed.statusCode, removed.body).toBe(status);
    const rows = await t.context.db
      .select()
      .from(courseSections)
      .where(eq(courseSections.courseId, course.id));
    expect(rows.length).toBe(status === 200 ? 1 : 2);
  });

  it.each(authorMatrix(201))("POST /api/courses/{id}/lessons as %s answers %i", async (role, status) => {
    const course = await createCourse();
    const response = await call("POST", `/api/courses/${course.id}/lessons`, role, {
      sectionId: firstSection(course),
      title: "Quick check",
      quiz,
    });
    expect(response.statusCode, response.body).toBe(status);
    const rows = await t.context.db.select().from(courseLessons).where(eq(courseLessons.courseId, course.id));
    expect(rows.length).toBe(status === 201 ? 1 : 0);
  });

  it.each(authorMatrix(200))("PATCH and DELETE a lesson as %s answer %i", async (role, status) => {
    const course = await addLesson(await createCourse(), { title: "Quick check", quiz });
    const lesson = must(must(course.sections[0]).lessons[0]);
    const edited = await call("PATCH", `/api/courses/${course.id}/lessons/${lesson.id}`, role, {
      title: "Renamed quiz",
    });
    expect(edited.statusCode, edited.body).toBe(status);
    const removed = await call("DELETE", `/api/courses/${course.id}/lessons/${lesson.id}`, role);
    expect(removed.statusCode, removed.body).toBe(status);
    const rows = await t.context.db.select().from(courseLessons).where(eq(courseLessons.courseId, course.id));
    expect(rows.length).toBe(status === 200 ? 0 : 1);
  });

  it.each(authorMatrix(200))("PUT /api/courses/{id}/outline as %s answers %i", async (role, status) => {
    let course = await addLesson(await createCourse(), { title: "First", quiz });
    course = await addLesson(course, { title: "Second", quiz });
    const [first, second] = must(course.sections[0]).lessons;
    const response = await call("PUT", `/api/courses/${course.id}/outline`, role, {
      sections: [{ id: firstSection(course), lessonIds: [must(second).id, must(first).id] }],
    });
    expect(response.statusCode, response.body).toBe(status);
    const after = (await call("GET", `/api/courses/${course.id}`, "owner")).json() as Course;
    expect(must(must(after.sections[0]).lessons[0]).id).toBe(
      status === 200 ? must(second).id : must(first).id,
    );
  });

  it.each(authorMatrix(200))("PUT /api/courses/{id}/publication as %s answers %i", async (role, status) => {
    const course = await addLesson(await createCourse(), { title: "Quick check", quiz });
    const response = await call("PUT", `/api/courses/${course.id}/publication`, role);
    expect(response.statusCode, response.body).toBe(status);
    const [row] = await t.context.db
      .select({ status: courses.status })
      .from(courses)
      .where(eq(courses.id, course.id));
    expect(row?.status).toBe(status === 200 ? "published" : "draft");
  });

  it("keeps Summit's drafts out of sight: a company admin gets 404, and 403 once published", async () => {
    let course = await createCourse("platformAdmin", { companyId: undefined });
    expect(
      (await call("PATCH", `/api/courses/${course.id}`, "owner", { title: "Mine now" })).statusCode,
    ).toBe(404);
    expect((await call("GET", `/api/courses/${course.id}`, "member")).statusCode).toBe(404);
    course = await addLesson(course, { title: "Quick check", quiz }, "platformAdmin");
    await call("PUT", `/api/courses/${course.id}/publication`, "platformAdmin");
    expect(
      (await call("PATCH", `/api/courses/${course.id}`, "owner", { title: "Mine now" })).statusCode,
    ).toBe(403);
    expect((await call("GET", `/api/courses/${course.id}`, "member")).statusCode).toBe(200);
  });
});

describe("learning: who may", () => {
  const memberMatrix: [Role, number][] = [
    ["visitor", 401],
    ["member", 200],
    ["vendorMember", 200],
    ["otherAdmin", 200],
    ["admin", 200],
    ["platformAdmin", 200],
  ];

  it.each(memberMatrix)(
    "PUT and DELETE /api/courses/{id}/enrolment as %s answer %i",
    async (role, status) => {
      const { course } = await publishedCourse();
      const enrolments = () =>
        t.context.db.select().from(courseEnrolments).where(eq(courseEnrolments.courseId, course.id));
      const enrolled = await call("PUT", `/api/courses/${course.id}/enrolment`, role);
      expect(enrolled.statusCode, enrolled.body).toBe(status);
      expect(await enrolments()).toHaveLength(status === 200 ? 1 : 0);
      const left = await call("DELETE", `/api/courses/${course.id}/enrolment`, role);
      expect(left.statusCode, left.body).toBe(status === 200 ? 204 : status);
      expect(await enrolments()).toEqual([]);
    },
  );

  it.each(memberMatrix)("POST a quiz attempt as %s answers %i once enrolled", async (role, status) => {
    const { course, quizLesson } = await publishedCourse();
    await call("PUT", `/api/courses/${course.id}/enrolment`, role);
    const response = await call(
      "POST",
      `/api/courses/${course.id}/lessons/${quizLesson.id}/attempts`,
      role,
      rightAnswers,
    );
    expect(response.statusCode, response.body).toBe(status);
    const rows = await t.context.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.lessonId, quizLesson.id));
    expect(rows.length).toBe(status === 200 ? 1 : 0);
  });

  it("refuses a quiz attempt before enrolling, and writes nothing", async () => {
    const { course, quizLesson } = await publishedCourse();
    const leader = await createUser(t);
    const response = await attempt(leader, course.id, quizLesson.id, rightAnswers);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      reason: "Failure",
      messages: ["Enrol in the course to take its quizzes."],
    });
    expect(
      await t.context.db.select().from(quizAttempts).where(eq(quizAttempts.lessonId, quizLesson.id)),
    ).toEqual([]);
  });

  it("lets only the holder hide a certificate; a hidden one is not found for anyone else", async () => {
    const { course, article, quizLesson } = await publishedCourse();
    const leader = await createUser(t);
    await enrol(leader, course.id);
    await readToEnd(leader, article.id);
    await attempt(leader, course.id, quizLesson.id, rightAnswers);
    const [certificate] = await t.context.db
      .select()
      .from(certificates)
      .where(eq(certificates.userId, leader.id));
    const url = `/api/certificates/${must(certificate).id}/hidden`;
    for (const role of [
      "visitor",
      "member",
      "vendorMember",
      "otherAdmin",
      "admin",
      "platformAdmin",
    ] as Role[]) {
      const response = await call("PUT", url, role);
      expect(response.statusCode, `${role}: ${response.body}`).toBe(role === "visitor" ? 401 : 403);
    }
    expect((await t.request({ method: "PUT", url, cookie: leader.cookie })).statusCode).toBe(204);
    const verify = `/api/certificates/${must(certificate).id}`;
    expect((await t.request({ method: "GET", url: verify })).statusCode).toBe(404);
    expect((await call("GET", verify, "platformAdmin")).statusCode).toBe(404);
    const own = await t.request({ method: "GET", url: verify, cookie: leader.cookie });
    expect(own.json()).toMatchObject({ hidden: true, viewerIsHolder: true });
    expect((await t.request({ method: "DELETE", url, cookie: leader.cookie })).statusCode).toBe(204);
    const shown = await t.request({ method: "GET", url: verify });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ hidden: false, viewerIsHolder: false });
    expect((await call("GET", verify, "member")).json().viewerIsHolder).toBe(false);
  });
});

describe("a member's course, from enrolling to the certificate", () => {
  it("completes lessons from the library's progress and a passed quiz, then certifies", async () => {
    const { course, article, quizLesson } = await publishedCourse();
    const leader = await createUser(t, leaderSignUp({ name: "Ana Ribeiro" }));

    const enrolled = await enrol(leader, course.id);
    expect(enrolled.json()).toMatchObject({ completedLessons: 0, completedAt: null, certificateId: null });

    expect((await readToEnd(leader, article.id)).statusCode).toBe(200);
    let detail = (
      await t.request({ method: "GET", url: `/api/courses/${course.id}`, cookie: leader.cookie })
    ).json();
    expect(detail.enrolment.completedLessons).toBe(1);
    expect(detail.nextLessonId).toBe(quizLesson.id);
    expect(detail.sections[0].lessons.map((lesson: { completed: boolean }) => lesson.completed)).toEqual([
      true,
      false,
    ]);

    const failed = await attempt(leader, course.id, quizLesson.id, wrongAnswers);
    expect(failed.json().result).toMatchObject({
      score: 0,
      passed: false,
      questions: [
        { questionId: "q1", correct: false },
        { questionId: "q2", correct: false },
      ],
    });
    const passed = await attempt(leader, course.id, quizLesson.id, rightAnswers);
    expect(passed.json().result).toMatchObject({ score: 100, passed: true });
    expect(passed.json().enrolment.completedLessons).toBe(2);
    expect(passed.json().enrolment.completedAt).not.toBeNull();
    const certificateId = passed.json().enrolment.certificateId;
    expect(certificateId).toEqual(expect.any(String));

    const verified = await t.request({ method: "GET", url: `/api/certificates/${certificateId}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      holderName: "Ana Ribeiro",
      courseTitle: detail.title,
      issuer: expect.stringContaining("Vendor Co"),
      lessonCount: 2,
      courseId: course.id,
      hidden: false,
    });
    expect(verified.json().hours).toBe(0.25);
    const pdf = await t.request({ method: "GET", url: `/api/certificates/${certificateId}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    detail = (
      await t.request({ method: "GET", url: `/api/courses/${course.id}`, cookie: leader.cookie })
    ).json();
    expect(detail.nextLessonId).toBeNull();
  });

  it("counts lessons done before enrolling, and forgets progress on leaving but keeps the certificate", async () => {
    const { course, article, quizLesson } = await publishedCourse();
    const leader = await createUser(t);
    await readToEnd(leader, article.id);
    const enrolled = await enrol(leader, course.id);
    expect(enrolled.json().completedLessons).toBe(1);
    await attempt(leader, course.id, quizLesson.id, rightAnswers);
    expect(
      (
        await t.request({
          method: "DELETE",
          url: `/api/courses/${course.id}/enrolment`,
          cookie: leader.cookie,
        })
      ).statusCode,
    ).toBe(204);
    const completions = await t.context.db
      .select()
      .from(lessonCompletions)
      .where(and(eq(lessonCompletions.userId, leader.id), eq(lessonCompletions.courseId, course.id)));
    expect(completions).toEqual([]);
    expect(
      await t.context.db.select().from(certificates).where(eq(certificates.userId, leader.id)),
    ).toHaveLength(1);
    // Enrolling again finds both lessons done (the article read, the quiz passed).
    expect((await enrol(leader, course.id)).json()).toMatchObject({
      completedLessons: 2,
      completedAt: expect.any(String),
    });
  });

  it("keeps a completed course completed when a lesson is added, and tells enrolled members", async () => {
    const { course, article, quizLesson } = await publishedCourse();
    const leader = await createUser(t);
    await enrol(leader, course.id);
    await readToEnd(leader, article.id);
    await attempt(leader, course.id, quizLesson.id, rightAnswers);
    const detail = await addLesson(course, { title: "New threats", quiz });
    expect(detail.lessonCount).toBe(3);
    const mine = (
      await t.request({ method: "GET", url: `/api/courses/${course.id}`, cookie: leader.cookie })
    ).json();
    expect(mine.enrolment).toMatchObject({ completedLessons: 2, completedAt: expect.any(String) });
    expect(mine.lessonCount).toBe(3);
    const [notice] = await t.context.db
      .select({ kind: notifications.kind, detail: notifications.detail, courseId: notifications.courseId })
      .from(notifications)
      .where(eq(notifications.userId, leader.id));
    expect(notice).toEqual({ kind: "course_lesson_new", detail: "New threats", courseId: course.id });
    const page = await t.request({ method: "GET", url: "/api/notifications", cookie: leader.cookie });
    expect(page.json().items[0]).toMatchObject({ kind: "course_lesson_new", link: `/courses/${course.id}` });
  });

  it("completes the course for members who had done every other lesson when one is removed", async () => {
    const { course, article, quizLesson } = await publishedCourse();
    const leader = await createUser(t);
    await enrol(leader, course.id);
    await readToEnd(leader, article.id);
    const removed = await call("DELETE", `/api/courses/${course.id}/lessons/${quizLesson.id}`, "owner");
    expect(removed.statusCode, removed.body).toBe(200);
    const mine = (
      await t.request({ method: "GET", url: `/api/courses/${course.id}`, cookie: leader.cookie })
    ).json();
    expect(mine.enrolment).toMatchObject({
      completedLessons: 1,
      completedAt: expect.any(String),
      certificateId: expect.any(String),
    });
    expect(mine.lessonCount).toBe(1);
  });

  it("records lesson views (once a day per course) and completions as signals for the course's intent types", async () => {
    const { course, article, articleLesson, quizLesson } = await publishedCourse();
    const leader = await createUser(t);
    await enrol(leader, course.id);
    for (const lesson of [articleLesson, articleLesson, quizLesson]) {
      const opened = await t.request({
        method: "GET",
        url: `/api/courses/${course.id}/lessons/${lesson.id}`,
        cookie: leader.cookie,
      });
      expect(opened.statusCode).toBe(200);
    }
    await readToEnd(leader, article.id);
    const rows = await t.context.db
      .select({ kind: signals.kind, intentType: signals.intentType, subjectKind: signals.subjectKind })
      .from(signals)
      .where(and(eq(signals.userId, leader.id), eq(signals.subjectId, course.id)))
      .orderBy(signals.id);
    expect(rows).toEqual([
      { kind: "lessonView", intentType: "Identity & Access", subjectKind: "course" },
      { kind: "lessonView", intentType: "Network Security", subjectKind: "course" },
      { kind: "lessonCompleted", intentType: "Identity & Access", subjectKind: "course" },
      { kind: "lessonCompleted", intentType: "Network Security", subjectKind: "course" },
    ]);
  });
});

describe("GET /api/progress", () => {
  it("shows courses in progress with where to continue, completed ones, the week's minutes and the streak", async () => {
    const first = await publishedCourse();
    const second = await publishedCourse();
    const leader = await createUser(t);
    await enrol(leader, first.course.id);
    await enrol(leader, second.course.id);
    await readToEnd(leader, first.article.id);
    await readToEnd(leader, second.article.id);
    await attempt(leader, second.course.id, second.quizLesson.id, rightAnswers);

    const response = await t.request({ method: "GET", url: "/api/progress", cookie: leader.cookie });
    expect(response.statusCode, response.body).toBe(200);
    const progress = response.json();
    expect(progress.inProgress.map((course: { id: string }) => course.id)).toEqual([first.course.id]);
    expect(progress.inProgress[0].nextLesson).toEqual({
      id: first.quizLesson.id,
      number: 2,
      title: "Check yourself",
    });
    expect(progress.completed.map((course: { id: string }) => course.id)).toEqual([second.course.id]);
    expect(progress.certificates).toHaveLength(1);
    expect(progress.activity.weeks).toHaveLength(12);
    // Two articles of 440 words (2 minutes each) and a quiz of two questions (2 minutes).
    expect(progress.activity.weeks.at(-1)).toMatchObject({ minutes: 6, lessons: 3 });
    expect(progress.activity.minutesThisMonth).toBe(6);
    expect(progress.activity.streakWeeks).toBe(1);
  });

  it("continues from the lesson last opened while it is unfinished", async () => {
    const { course, quizLesson } = await publishedCourse();
    const leader = await createUser(t);
    await enrol(leader, course.id);
    await t.request({
      method: "GET",
      url: `/api/courses/${course.id}/lessons/${quizLesson.id}`,
      cookie: leader.cookie,
    });
    const progress = (await t.request({ method: "GET", url: "/api/progress", cookie: leader.cookie })).json();
    expect(progress.inProgress[0].nextLesson.id).toBe(quizLesson.id);
  });

  it("leads Continue to the same lesson on the course's page and on /progress", async () => {
    const [first, second] = [await publishArticle(), await publishArticle()];
    let course = await createCourse();
    course = await addLesson(course, { contentId: first.id });
    course = await addLesson(course, { title: "Check one", quiz });
    course = await addLesson(course, { contentId: second.id });
    course = await addLesson(course, { title: "Check two", quiz });
    expect((await call("PUT", `/api/courses/${course.id}/publication`, "owner")).statusCode).toBe(200);
    const [articleOne, quizOne, articleTwo, quizTwo] = course.sections.flatMap((section) => section.lessons);
    const leader = await createUser(t);
    await enrol(leader, course.id);
    const open = (lessonId: string | undefined) =>
      t.request({
        method: "GET",
        url: `/api/courses/${course.id}/lessons/${lessonId}`,
        cookie: leader.cookie,
      });
    const continues = async () => {
      const detail = await t.request({
        method: "GET",
        url: `/api/courses/${course.id}`,
        cookie: leader.cookie,
      });
      const progress = await t.request({ method: "GET", url: "/api/progress", cookie: leader.cookie });
      const onProgress = progress.json().inProgress[0]?.nextLesson?.id ?? null;
      expect(onProgress).toBe(detail.json().nextLessonId);
      return onProgress;
    };

    expect(await continues()).toBe(articleOne?.id);
    await open(articleTwo?.id);
    expect(await continues()).toBe(articleTwo?.id);
    await readToEnd(leader, second.id);
    expect(await continues()).toBe(quizTwo?.id);
    await open(quizTwo?.id);
    await attempt(leader, course.id, must(quizTwo).id, rightAnswers);
    expect(await continues()).toBe(articleOne?.id);
    await readToEnd(leader, first.id);
    expect(await continues()).toBe(quizOne?.id);
  });

  it("numbers lessons in their new order after the outline changes", async () => {
    const { course, articleLesson, quizLesson } = await publishedCourse();
    const leader = await createUser(t);
    await enrol(leader, course.id);
    const moved = await call("PUT", `/api/courses/${course.id}/outline`, "owner", {
      sections: [{ id: firstSection(course), lessonIds: [quizLesson.id, articleLesson.id] }],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const progress = (await t.request({ method: "GET", url: "/api/progress", cookie: leader.cookie })).json();
    expect(progress.inProgress[0].nextLesson).toEqual({
      id: quizLesson.id,
      number: 1,
      title: "Check yourself",
    });
  });

  it("asks a visitor to sign in", async () => {
    const response = await t.request({ method: "GET", url: "/api/progress" });
    expect(response.statusCode).toBe(401);
    expect(response.json().reason).toBe("AccessDenied");
  });
});

describe("bad input", () => {
  it("refuses a lesson twice in a course with 409, adding nothing", async () => {
    const article = await publishArticle();
    const course = await addLesson(await createCourse(), { contentId: article.id });
    const response = await call("POST", `/api/courses/${course.id}/lessons`, "owner", {
      sectionId: firstSection(course),
      contentId: article.id,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().reason).toBe("AlreadyExists");
    const rows = await t.context.db.select().from(courseLessons).where(eq(courseLessons.courseId, course.id));
    expect(rows).toHaveLength(1);
  });

  it("refuses to publish a course with no lessons", async () => {
    const course = await createCourse();
    const response = await call("PUT", `/api/courses/${course.id}/publication`, "owner");
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      reason: "Failure",
      messages: ["Add at least one lesson before publishing the course."],
    });
  });

  it("refuses publishing to a company whose plan does not include it, naming the plan that does", async () => {
    const owner = await createUser(t, vendorSignUp({ plan: "Starter" }));
    const companyId = await companyIdOf(t, owner);
    await t.context.db
      .update(subscriptions)
      .set({ planName: "Starter" })
      .where(eq(subscriptions.companyId, companyId));
    const created = await t.request({
      method: "POST",
      url: "/api/courses",
      cookie: owner.cookie,
      payload: courseInput({ companyId }),
    });
    const course = created.json() as Course;
    await t.request({
      method: "POST",
      url: `/api/courses/${course.id}/lessons`,
      cookie: owner.cookie,
      payload: { sectionId: firstSection(course), title: "Check", quiz },
    });
    const response = await t.request({
      method: "PUT",
      url: `/api/courses/${course.id}/publication`,
      cookie: owner.cookie,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().messages[0]).toContain("The Growth plan includes publishing courses");
  });

  it("refuses another company's library item, an unknown one and an unknown section", async () => {
    const course = await createCourse();
    const theirs = await publishArticle("otherAdmin", cast.otherCompanyId);
    for (const body of [
      { sectionId: firstSection(course), contentId: theirs.id },
      { sectionId: firstSection(course), contentId: randomUUID() },
      { sectionId: randomUUID(), title: "Quiz", quiz },
    ]) {
      const response = await call("POST", `/api/courses/${course.id}/lessons`, "owner", body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().reason).toBe("Invalid");
    }
    expect(
      await t.context.db.select().from(courseLessons).where(eq(courseLessons.courseId, course.id)),
    ).toEqual([]);
  });

  it("refuses quiz answers that are not this quiz's", async () => {
    const { course, quizLesson } = await publishedCourse();
    const leader = await createUser(t);
    await enrol(leader, course.id);
    for (const payload of [
      {
        answers: [
          { questionId: "q9", optionIds: ["a"] },
          { questionId: "q2", optionIds: ["a"] },
        ],
      },
      {
        answers: [
          { questionId: "q1", optionIds: ["z"] },
          { questionId: "q2", optionIds: ["a"] },
        ],
      },
      {
        answers: [
          { questionId: "q1", optionIds: ["a", "b"] },
          { questionId: "q2", optionIds: ["a"] },
        ],
      },
      { answers: [{ questionId: "q1", optionIds: ["a"] }] },
      {
        answers: [
          { questionId: "q1", optionIds: ["a"] },
          { questionId: "q1", optionIds: ["b"] },
        ],
      },
      { answers: "all of them" },
      { answers: [], extra: true },
    ]) {
      const response = await attempt(leader, course.id, quizLesson.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().reason).toBe("Invalid");
    }
    expect(await t.context.db.select().from(quizAttempts).where(eq(quizAttempts.userId, leader.id))).toEqual(
      [],
    );
  });

  it("answers 404 for unknown courses and lessons, and for a lesson of another course", async () => {
    const { course } = await publishedCourse();
    const other = await publishedCourse();
    const lesson = other.quizLesson.id;
    for (const url of [
      `/api/courses/${randomUUID()}`,
      `/api/courses/${course.id}/lessons/${randomUUID()}`,
      `/api/courses/${course.id}/lessons/${lesson}`,
    ]) {
      const response = await call("GET", url, "member");
      expect(response.statusCode, url).toBe(404);
      expect(response.json().reason).toBe("NotFound");
    }
    const attempted = await call(
      "POST",
      `/api/courses/${course.id}/lessons/${lesson}/attempts`,
      "member",
      rightAnswers,
    );
    expect(attempted.statusCode).toBe(404);
    expect((await call("GET", "/api/certificates/not-a-uuid", "visitor")).statusCode).toBe(400);
  });

  it("refuses an outline that leaves out or repeats a lesson, changing nothing", async () => {
    let course = await addLesson(await createCourse(), { title: "First", quiz });
    course = await addLesson(course, { title: "Second", quiz });
    const [first, second] = must(course.sections[0]).lessons;
    for (const lessonIds of [
      [must(first).id],
      [must(first).id, must(first).id],
      [must(first).id, must(second).id, randomUUID()],
    ]) {
      const response = await call("PUT", `/api/courses/${course.id}/outline`, "owner", {
        sections: [{ id: firstSection(course), lessonIds }],
      });
      expect(response.statusCode, response.body).toBe(400);
    }
    const after = (await call("GET", `/api/courses/${course.id}`, "owner")).json() as Course;
    expect(must(after.sections[0]).lessons.map((lesson) => lesson.id)).toEqual([
      must(first).id,
      must(second).id,
    ]);
  });

  it("refuses malformed and oversized quizzes and courses", async () => {
    const course = await createCourse();
    const before = await count(courseLessons);
    for (const payload of [
      { sectionId: firstSection(course), title: "Quiz", quiz: { ...quiz, passMark: 0 } },
      { sectionId: firstSection(course), title: "Quiz", quiz: { passMark: 50, questions: [] } },
      {
        sectionId: firstSection(course),
        title: "Quiz",
        quiz: {
          passMark: 50,
          questions: [
            { prompt: "?", multiple: false, options: [{ text: "a" }, { text: "b" }], correct: [0, 1] },
          ],
        },
      },
      {
        sectionId: firstSection(course),
        title: "Quiz",
        quiz: {
          passMark: 50,
          questions: [{ prompt: "?", multiple: true, options: [{ text: "a" }, { text: "b" }], correct: [5] }],
        },
      },
      { sectionId: firstSection(course), title: "x".repeat(201), quiz },
      { sectionId: firstSection(course), contentId: "not-a-uuid" },
      { sectionId: firstSection(course) },
    ]) {
      const response = await call("POST", `/api/courses/${course.id}/lessons`, "owner", payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(400);
    }
    const huge = await call("POST", "/api/courses", "owner", courseInput({ summary: "x".repeat(2_000_000) }));
    expect([400, 413]).toContain(huge.statusCode);
    expect(huge.json().reason).toBe("Invalid");
    expect(await count(courseLessons)).toBe(before);
  });
});

describe("GET /api/courses", () => {
  it("lists published courses newest first with filters, and authors' drafts with mine=true", async () => {
    const tag = `course${randomUUID().slice(0, 8)}`;
    const { course: published } = await publishedCourse({ title: `Published ${tag}` });
    const draft = await createCourse("owner", { title: `Draft ${tag}` });
    const page = (await call("GET", `/api/courses?search=${tag}`, "member")).json();
    expect(page.items.map((item: { id: string }) => item.id)).toEqual([published.id]);
    const filtered = await call("GET", `/api/courses?search=${tag}&author=summit`, "member");
    expect(filtered.json().items).toEqual([]);
    const long = await call("GET", `/api/courses?search=${tag}&length=long`, "member");
    expect(long.json().items).toEqual([]);
    const short = await call("GET", `/api/courses?search=${tag}&length=short&hub=ciso`, "member");
    expect(short.json().items).toHaveLength(1);
    const mine = (await call("GET", `/api/courses?mine=true&search=${tag}`, "admin")).json();
    expect(mine.items.map((item: { id: string }) => item.id).sort()).toEqual([published.id, draft.id].sort());
    expect((await call("GET", `/api/courses?mine=true&search=${tag}`, "member")).json().items).toEqual([]);
  });

  it("pages by cursor without repeats", async () => {
    const tag = `paged${randomUUID().slice(0, 8)}`;
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1)
      ids.push((await publishedCourse({ title: `${tag} ${index}` })).course.id);
    const first = (await call("GET", `/api/courses?search=${tag}&limit=2`, "member")).json();
    const second = (
      await call("GET", `/api/courses?search=${tag}&limit=2&cursor=${first.nextCursor}`, "member")
    ).json();
    expect([...first.items, ...second.items].map((item: { id: string }) => item.id)).toEqual(ids.reverse());
    expect(second.nextCursor).toBeNull();
  });
});

describe("the unfiltered catalogue", () => {
  it("shows the newest courses first, each as its own page describes it, and continues by cursor", async () => {
    const older = await publishedCourse();
    const newer = await publishedCourse();
    const leader = await createUser(t);
    await enrol(leader, newer.course.id);
    await readToEnd(leader, newer.article.id);
    const bookmarked = await t.request({
      method: "PUT",
      url: `/api/bookmarks/course/${newer.course.id}`,
      cookie: leader.cookie,
    });
    expect(bookmarked.statusCode, bookmarked.body).toBeLessThan(300);
    const get = (url: string) => t.request({ method: "GET", url, cookie: leader.cookie });

    const first = (await get("/api/courses?limit=1")).json();
    expect(first.items.map((item: { id: string }) => item.id)).toEqual([newer.course.id]);
    expect(first.items[0]).toMatchObject({
      enrolment: { completedLessons: 1, completedAt: null, certificateId: null },
      bookmarked: true,
      lessonCount: 2,
    });
    const detail = (await get(`/api/courses/${newer.course.id}`)).json();
    expect(detail).toMatchObject(first.items[0]);

    const second = (await get(`/api/courses?limit=1&cursor=${first.nextCursor}`)).json();
    expect(second.items.map((item: { id: string }) => item.id)).toEqual([older.course.id]);
    expect(second.items[0]).toMatchObject({ enrolment: null, bookmarked: false });
    expect(second.nextCursor).toEqual(expect.any(String));
  });
});

describe("bookmarking a course", () => {
  it("keeps a published course among the member's bookmarks; a draft is not found", async () => {
    const { course } = await publishedCourse();
    const leader = await createUser(t);
    const put = await t.request({
      method: "PUT",
      url: `/api/bookmarks/course/${course.id}`,
      cookie: leader.cookie,
    });
    expect(put.statusCode, put.body).toBeLessThan(300);
    const page = await t.request({ method: "GET", url: "/api/bookmarks?kind=course", cookie: leader.cookie });
    expect(page.json().items[0].target).toMatchObject({ kind: "course", id: course.id, lessonCount: 2 });
    const detail = await t.request({
      method: "GET",
      url: `/api/courses/${course.id}`,
      cookie: leader.cookie,
    });
    expect(detail.json().bookmarked).toBe(true);

    const draft = await createCourse();
    const refused = await t.request({
      method: "PUT",
      url: `/api/bookmarks/course/${draft.id}`,
      cookie: leader.cookie,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ reason: "NotFound", messages: ["Course not found."] });
  });
});

describe("learningActivity", () => {
  it("sums weeks from Monday (UTC), this month's minutes, and the streak back from last week", async () => {
    const leader = await createUser(t);
    // Friday 27 November 2026: this week began on Monday the 23rd.
    const now = new Date("2026-11-27T23:30:00Z");
    await t.context.db.insert(learningDays).values([
      { userId: leader.id, day: "2026-10-28", minutes: 5, lessons: 1 },
      { userId: leader.id, day: "2026-11-08", minutes: 10, lessons: 1 },
      { userId: leader.id, day: "2026-11-16", minutes: 20, lessons: 2 },
      { userId: leader.id, day: "2026-11-22", minutes: 30, lessons: 1 },
    ]);
    const activity = await learningActivity(t.context.db, leader.id, now);
    expect(activity.weeks.at(-1)).toEqual({ weekStart: "2026-11-23", minutes: 0, lessons: 0 });
    expect(activity.weeks.at(-2)).toEqual({ weekStart: "2026-11-16", minutes: 50, lessons: 3 });
    expect(activity.weeks.at(-3)).toEqual({ weekStart: "2026-11-09", minutes: 0, lessons: 0 });
    expect(activity.weeks.at(-4)).toEqual({ weekStart: "2026-11-02", minutes: 10, lessons: 1 });
    expect(activity.weeks[0]?.weekStart).toBe("2026-09-07");
    expect(activity.minutesThisMonth).toBe(60);
    // This week has nothing yet, so the streak counts back from last week: one week, then a gap.
    expect(activity.streakWeeks).toBe(1);
  });
});

describe("kept catalogue pages and overviews", () => {
  const get = (user: TestUser, url: string) => t.request({ method: "GET", url, cookie: user.cookie });

  it("read only tables that tell every instance when they change", async () => {
    await publishedCourse();
    const { course } = await publishedCourse();
    const leader = await createUser(t);
    await enrol(leader, course.id);
    await get(leader, "/api/progress"); // the session is read, and kept, before the queries are recorded
    const first = (await get(leader, "/api/courses?limit=1")).json();
    const read = await tablesReadBy(t, [LEARNING_CHANGED_CHANNEL], async () => {
      for (const query of [
        "",
        "?hub=ciso",
        "?intentType=Network%20Security",
        "?author=summit",
        `?author=${cast.companyId}`,
        "?length=short",
        "?search=boards",
        "?page=2&limit=1",
        `?limit=1&cursor=${encodeURIComponent(first.nextCursor)}`,
      ]) {
        const response = await get(leader, `/api/courses${query}`);
        expect(response.statusCode, response.body).toBe(200);
      }
      expect((await get(leader, "/api/progress")).statusCode).toBe(200);
    });
    expect(read).toContain("courses");
    expect(read).toContain("lesson_completions");
    // Signals notify nobody: suggestions read the interests of the days before today (next test).
    expect(await tablesThatDoNotNotify(t, [LEARNING_CHANGED_CHANNEL], read)).toEqual(["signals"]);
  });

  it("suggest from the interests of the 90 days before today, so that today's signals wait for tomorrow", async () => {
    const fieldService = await publishedCourse({ intentTypes: ["Field Service Management"], hubs: ["cfo"] });
    const observability = await publishedCourse({ intentTypes: ["Observability"], hubs: ["cfo"] });
    const suggestedFirst = async (when: string) => {
      const leader = await createUser(t);
      await t.context.db.insert(signals).values({
        userId: leader.id,
        intentType: "Field Service Management",
        kind: "contentView",
        weight: 5,
        points: 5,
        subjectKind: "content",
        subjectId: randomUUID(),
        createdAt: sql`${sql.raw(when)}`,
      });
      return (await get(leader, "/api/progress")).json().suggestions[0]?.id;
    };
    // Without counted interests, the newest course comes first.
    expect(await suggestedFirst("now()")).toBe(observability.course.id);
    expect(await suggestedFirst("now() - interval '1 day'")).toBe(fieldService.course.id);
    expect(await suggestedFirst("now() - interval '91 days'")).toBe(observability.course.id);
  });

  it("show a member's own learning at once, and a change to a course to everyone who kept it", async () => {
    const { course, article } = await publishedCourse();
    const leader = await createUser(t);
    const catalogueEntry = async () =>
      (await get(leader, "/api/courses?limit=5"))
        .json()
        .items.find((item: { id: string }) => item.id === course.id);
    expect(await catalogueEntry()).toMatchObject({ enrolment: null, bookmarked: false });
    expect((await get(leader, "/api/progress")).json().inProgress).toEqual([]);

    await enrol(leader, course.id);
    expect((await catalogueEntry()).enrolment).toMatchObject({ completedLessons: 0 });
    expect(
      (await get(leader, "/api/progress")).json().inProgress.map((item: { id: string }) => item.id),
    ).toEqual([course.id]);

    await readToEnd(leader, article.id);
    await t.request({ method: "PUT", url: `/api/bookmarks/course/${course.id}`, cookie: leader.cookie });
    expect(await catalogueEntry()).toMatchObject({ enrolment: { completedLessons: 1 }, bookmarked: true });
    const progress = (await get(leader, "/api/progress")).json();
    expect(progress.inProgress[0].enrolment.completedLessons).toBe(1);
    expect(progress.activity.weeks.at(-1).lessons).toBe(1);

    const renamed = await call("PATCH", `/api/courses/${course.id}`, "owner", {
      title: "Boards and zero trust",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await catalogueEntry()).title).toBe("Boards and zero trust");
    expect((await get(leader, "/api/progress")).json().inProgress[0].title).toBe("Boards and zero trust");
  });

  it("hear a member's learning as a change to that member only", async () => {
    const { course, article } = await publishedCourse();
    const leader = await createUser(t);
    const listener = new pg.Client({ connectionString: t.context.config.DATABASE_URL });
    await listener.connect();
    const heard: string[] = [];
    listener.on("notification", (message) => heard.push(message.payload ?? ""));
    try {
      await listener.query(`LISTEN ${LEARNING_CHANGED_CHANNEL}`);
      await enrol(leader, course.id);
      await readToEnd(leader, article.id);
      await t.request({
        method: "GET",
        url: `/api/courses/${course.id}/lessons/${must(course.sections[0]?.lessons[0]).id}`,
        cookie: leader.cookie,
      });
      await attempt(leader, course.id, must(course.sections[0]?.lessons[1]).id, rightAnswers);
      await t.request({ method: "PUT", url: `/api/bookmarks/course/${course.id}`, cookie: leader.cookie });
      await listener.query("SELECT 1"); // notifications committed before this arrive before its answer
      expect(heard.length).toBeGreaterThan(0);
      expect(new Set(heard)).toEqual(new Set([leader.id]));

      await call("PATCH", `/api/courses/${course.id}`, "owner", { summary: "Four questions for the board." });
      await listener.query("SELECT 1");
      expect(heard.at(-1)).toBe("");
    } finally {
      await listener.end();
    }
  });
});
