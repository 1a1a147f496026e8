// Learning: courses of company C, written by its admin; a published one that members read, enrol in
// and answer; and certificates the leader earns by passing a published course's quiz.
import { randomUUID } from "node:crypto";
import type { Role, World } from "../permission-world";
import { ORIGIN, send } from "./support";
import type { RouteExamples } from "./types";

interface Course {
  id: string;
  sections: { id: string; lessons: { id: string }[] }[];
}

/** One question, answered right by `rightAnswers`, so that one attempt passes it. */
const quiz = {
  passMark: 100,
  questions: [
    {
      prompt: "Which is a second factor?",
      multiple: false,
      options: [{ text: "A password" }, { text: "A passkey" }],
      correct: [1],
    },
  ],
};
const rightAnswers = { answers: [{ questionId: "q1", optionIds: ["b"] }] };

const courseInput = (world: World) => ({
  title: `Zero trust for boards ${randomUUID().slice(0, 8)}`,
  level: "introductory",
  hubs: ["ciso"],
  intentTypes: ["Identity & Access"],
  companyId: world.companyId,
});

/** A draft course of C by its admin, with one section and, unless `lessons` is 0, a quiz lesson. */
async function draftCourse(world: World, lessons: 0 | 1 = 1): Promise<Course> {
  const admin = world.people.admin;
  const course = (await send(world, admin, "POST", "/api/courses", courseInput(world))) as Course;
  if (lessons === 0) return course;
  return (await send(world, admin, "POST", `/api/courses/${course.id}/lessons`, {
    sectionId: sectionOf(course),
    title: "Check yourself",
    quiz,
  })) as Course;
}

/** A published course of C with one quiz lesson. */
async function publishedCourse(world: World): Promise<Course> {
  const course = await draftCourse(world);
  return (await send(world, world.people.admin, "PUT", `/api/courses/${course.id}/publication`)) as Course;
}

const sectionOf = (course: Course) => course.sections[0]?.id ?? "";
const lessonOf = (course: Course) => course.sections[0]?.lessons[0]?.id ?? "";

/** Read-only routes share one published course per world. */
const sharedCourses = new WeakMap<World, Promise<Course>>();
function sharedCourse(world: World): Promise<Course> {
  let course = sharedCourses.get(world);
  if (!course) {
    course = publishedCourse(world);
    sharedCourses.set(world, course);
  }
  return course;
}

/**
 * A certificate the leader earns by passing a new course's quiz. Each call gets its own, since
 * hiding one would hide it from the verifying routes too.
 */
async function leaderCertificate(world: World): Promise<string> {
  const course = await publishedCourse(world);
  const leader = world.people.leader;
  await send(world, leader, "PUT", `/api/courses/${course.id}/enrolment`);
  const submission = (await send(
    world,
    leader,
    "POST",
    `/api/courses/${course.id}/lessons/${lessonOf(course)}/attempts`,
    rightAnswers,
  )) as { enrolment: { certificateId: string | null } };
  if (!submission.enrolment.certificateId) {
    throw new Error("passing the course's only quiz gave no certificate");
  }
  return submission.enrolment.certificateId;
}

/** Enrols the role (signed-in callers only) so that it may answer the course's quizzes. */
async function enrolAs(world: World, role: Role, courseId: string): Promise<void> {
  const cookie = world.cookieOf(role);
  if (!cookie) return;
  // A caller who may not enrol is refused here as well as by the route under test.
  await world.t.request({
    method: "PUT",
    url: `/api/courses/${courseId}/enrolment`,
    cookie,
    headers: ORIGIN,
  });
}

export const learningExamples: RouteExamples = {
  "GET /api/courses": async () => ({ url: "/api/courses" }),
  "POST /api/courses": async (world) => ({ url: "/api/courses", payload: courseInput(world) }),
  "GET /api/courses/:id": async (world) => ({ url: `/api/courses/${(await sharedCourse(world)).id}` }),
  "PATCH /api/courses/:id": async (world) => ({
    url: `/api/courses/${(await draftCourse(world, 0)).id}`,
    payload: { title: "Zero trust, revised" },
  }),
  "DELETE /api/courses/:id": async (world) => ({ url: `/api/courses/${(await draftCourse(world, 0)).id}` }),
  "PUT /api/courses/:id/publication": async (world) => ({
    url: `/api/courses/${(await draftCourse(world)).id}/publication`,
  }),
  "PUT /api/courses/:id/outline": async (world) => {
    const course = await draftCourse(world);
    return {
      url: `/api/courses/${course.id}/outline`,
      payload: { sections: [{ id: sectionOf(course), lessonIds: [lessonOf(course)] }] },
    };
  },
  "POST /api/courses/:id/sections": async (world) => ({
    url: `/api/courses/${(await draftCourse(world, 0)).id}/sections`,
    payload: { title: "Going further" },
  }),
  "PATCH /api/courses/:id/sections/:sectionId": async (world) => {
    const course = await draftCourse(world, 0);
    return { url: `/api/courses/${course.id}/sections/${sectionOf(course)}`, payload: { title: "Basics" } };
  },
  "DELETE /api/courses/:id/sections/:sectionId": async (world) => {
    const course = await draftCourse(world, 0);
    // A course keeps one section, so the one to remove is a second.
    const added = (await send(world, world.people.admin, "POST", `/api/courses/${course.id}/sections`, {
      title: "Extra",
    })) as Course;
    return { url: `/api/courses/${course.id}/sections/${added.sections[1]?.id ?? ""}` };
  },
  "POST /api/courses/:id/lessons": async (world) => {
    const course = await draftCourse(world, 0);
    return {
      url: `/api/courses/${course.id}/lessons`,
      payload: { sectionId: sectionOf(course), title: "Quick check", quiz },
    };
  },
  "GET /api/courses/:id/lessons/:lessonId": async (world) => {
    const course = await sharedCourse(world);
    return { url: `/api/courses/${course.id}/lessons/${lessonOf(course)}` };
  },
  "PATCH /api/courses/:id/lessons/:lessonId": async (world) => {
    const course = await draftCourse(world);
    return {
      url: `/api/courses/${course.id}/lessons/${lessonOf(course)}`,
      payload: { title: "Renamed quiz" },
    };
  },
  "DELETE /api/courses/:id/lessons/:lessonId": async (world) => {
    const course = await draftCourse(world);
    return { url: `/api/courses/${course.id}/lessons/${lessonOf(course)}` };
  },
  "POST /api/courses/:id/lessons/:lessonId/attempts": async (world, role) => {
    const course = await sharedCourse(world);
    await enrolAs(world, role, course.id);
    return { url: `/api/courses/${course.id}/lessons/${lessonOf(course)}/attempts`, payload: rightAnswers };
  },
  "PUT /api/courses/:id/enrolment": async (world) => ({
    url: `/api/courses/${(await sharedCourse(world)).id}/enrolment`,
  }),
  "DELETE /api/courses/:id/enrolment": async (world, role) => {
    const course = await sharedCourse(world);
    await enrolAs(world, role, course.id);
    return { url: `/api/courses/${course.id}/enrolment` };
  },
  "GET /api/progress": async () => ({ url: "/api/progress" }),
  "GET /api/certificates/:id": async (world) => ({
    url: `/api/certificates/${await leaderCertificate(world)}`,
  }),
  "GET /api/certificates/:id/pdf": async (world) => ({
    url: `/api/certificates/${await leaderCertificate(world)}/pdf`,
  }),
  "PUT /api/certificates/:id/hidden": async (world) => ({
    url: `/api/certificates/${await leaderCertificate(world)}/hidden`,
  }),
  "DELETE /api/certificates/:id/hidden": async (world) => {
    const url = `/api/certificates/${await leaderCertificate(world)}/hidden`;
    await send(world, world.people.leader, "PUT", url);
    return { url };
  },
};
