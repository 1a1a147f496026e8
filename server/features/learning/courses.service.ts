// Courses: the catalogue and a course's page for members; authoring for platform admins (as Summit
// or for any company) and for company admins of vendors whose plan allows publishing. Drafts exist
// only for their authors; a published course always has a lesson.

import {
  articleMinutes,
  COURSE_LENGTHS,
  type CourseDetail,
  type CourseOutlineInput,
  type CoursePage,
  type CoursesQuery,
  type CreateCourseInput,
  type CreateLessonInput,
  MAX_LESSONS,
  MAX_SECTIONS,
  QUIZ_MINUTES_PER_QUESTION,
  type QuizInput,
  type SectionInput,
  type UpdateCourseInput,
  type UpdateQuizLessonInput,
  videoMinutes,
} from "@common/learning";
import { administersAnyCompany } from "@server/features/companies/companies.repository";
import { findCompanyAccess, requireCompanyAdmin } from "@server/features/companies/company-access";
import { notifyNewLesson } from "@server/features/notifications/notifications.service";
import { findCompanyPlan, whereToGetMore } from "@server/features/plans/plans.repository";
import { requireOwnUpload } from "@server/features/uploads/uploads.service";
import type { SessionUser } from "@server/platform/auth/session";
import type { Database, Executor } from "@server/platform/database/client";
import { alreadyExists, failure, forbidden, invalid, notFound } from "@server/platform/errors";
import { cursorPart, decodeCursor, toPage } from "@server/platform/http/cursor";
import type { CacheReader } from "@server/platform/realtime/change-cache";
import { z } from "zod";
import { toCourseDetail, toCourseSummary, toLessonSummaries } from "./learning.presenter";
import {
  applyOutline,
  type CourseAccess,
  type CourseKey,
  completeCourses,
  countSections,
  deleteCourse,
  deleteLesson,
  deleteSection,
  findCourse,
  findCourseAccess,
  findEnrolment,
  findLesson,
  findLessonContent,
  insertCourse,
  insertLesson,
  insertSection,
  listAuthoredCourses,
  listLessons,
  listPublishedCourses,
  listSections,
  lockCourse,
  outlineIds,
  renameSection,
  renumberLessons,
  type StoredQuiz,
  sectionExists,
  updateCourse,
  updateQuizLesson,
} from "./learning.repository";

const CourseCursor = z.tuple([cursorPart.timestamp, cursorPart.uuid]);

/** Whether the caller may change the course: its company's admins, and platform admins. */
export async function canEditCourse(db: Executor, user: SessionUser, course: { companyId: string | null }) {
  if (user.isPlatformAdmin) return true;
  if (!course.companyId) return false;
  const { privilege } = await findCompanyAccess(db, user, course.companyId);
  return privilege !== null;
}

/** A course the caller may see: published ones for members, drafts for their authors; else 404. */
export async function requireVisibleCourse(db: Executor, user: SessionUser, courseId: string) {
  const access = await findCourseAccess(db, courseId);
  if (!access) throw notFound("Course");
  const canEdit = await canEditCourse(db, user, access);
  if (access.status !== "published" && !canEdit) throw notFound("Course");
  return { access, canEdit };
}

/** A course the caller may change, locked until the transaction ends: 404, then 403. */
async function requireEditableCourse(
  db: Executor,
  user: SessionUser,
  courseId: string,
): Promise<CourseAccess> {
  const access = await lockCourse(db, courseId);
  if (!access) throw notFound("Course");
  if (access.companyId) {
    await requireCompanyAdmin(db, user, access.companyId);
  } else if (!user.isPlatformAdmin) {
    // A member who cannot see a draft learns nothing of it.
    if (access.status !== "published") throw notFound("Course");
    throw forbidden("Only platform admins can change Summit's courses.");
  }
  return access;
}

/**
 * A page of the catalogue. Published courses' pages are kept per member until their learning or a
 * course changes (docs/decisions/0026); the caller's own courses (`mine`) are read every time.
 */
export async function courseCatalogue(
  db: Database,
  cache: CacheReader,
  user: SessionUser,
  query: CoursesQuery,
): Promise<CoursePage> {
  if (query.mine) return readCatalogue(db, user, query);
  return cache.read(
    JSON.stringify(["catalogue", user.id, query]),
    () => readCatalogue(db, user, query),
    user.id,
  );
}

async function readCatalogue(db: Database, user: SessionUser, query: CoursesQuery): Promise<CoursePage> {
  const after = query.cursor ? decodeCursor(query.cursor, CourseCursor) : undefined;
  const length = query.length ? COURSE_LENGTHS[query.length] : undefined;
  const filter = {
    hub: query.hub,
    intentType: query.intentType,
    companyId: query.author === "summit" ? null : query.author,
    minMinutes: length?.minMinutes,
    maxMinutes: length?.maxMinutes,
    search: query.search || undefined,
  };
  const page = { limit: query.limit + 1, after, offset: (query.page - 1) * query.limit };
  if (query.mine) {
    const rows = await listAuthoredCourses(db, user, filter, page);
    return toPage(rows, query.limit, toCourseSummary, (row): CourseKey => [row.createdAtKey, row.id]);
  }
  const rows = await listPublishedCourses(db, user.id, filter, page);
  return toPage(rows, query.limit, toCourseSummary, (row): CourseKey => [row.publishedAtKey ?? "", row.id]);
}

/** The course's page: its outline with the caller's completed lessons and where "Continue" leads. */
export async function getCourse(db: Executor, user: SessionUser, courseId: string): Promise<CourseDetail> {
  const { canEdit } = await requireVisibleCourse(db, user, courseId);
  return presentCourse(db, user, courseId, canEdit);
}

async function presentCourse(db: Executor, user: SessionUser, courseId: string, canEdit: boolean) {
  const [row, sections, lessonRows, enrolment] = await Promise.all([
    findCourse(db, courseId, user.id),
    listSections(db, courseId),
    listLessons(db, courseId, user.id),
    findEnrolment(db, user.id, courseId),
  ]);
  if (!row) throw notFound("Course");
  const lessons = toLessonSummaries(lessonRows);
  return toCourseDetail(
    row,
    sections,
    lessons,
    nextLesson(lessons, enrolment?.lastLessonId ?? null),
    canEdit,
  );
}

/**
 * The lesson last opened when unfinished, else the first unfinished one after it, else the first
 * unfinished. /progress asks the same for all of a member's courses at once in SQL
 * (listNextLessons); a test holds the two to the same answers.
 */
export function nextLesson(
  lessons: { id: string; completed: boolean }[],
  lastLessonId: string | null,
): string | null {
  const last = lastLessonId ? lessons.findIndex((lesson) => lesson.id === lastLessonId) : -1;
  const after = lessons.slice(Math.max(last, 0)).find((lesson) => !lesson.completed);
  return (after ?? lessons.find((lesson) => !lesson.completed))?.id ?? null;
}

/** Who may author for whom: 401, then 404 for an unknown company, then 403 (or 400 when a company is missing). */
async function requireAuthor(db: Executor, user: SessionUser, companyId: string | null): Promise<void> {
  if (companyId) {
    await requireCompanyAdmin(db, user, companyId);
    return;
  }
  if (user.isPlatformAdmin) return;
  if (await administersAnyCompany(db, user.id)) {
    throw invalid("companyId: choose the company the course is for");
  }
  throw forbidden("Only platform admins and company admins can write courses.");
}

async function checkCover(db: Executor, user: SessionUser, coverUploadId: string | null | undefined) {
  if (coverUploadId) await requireOwnUpload(db, user, coverUploadId, "image", "coverUploadId");
}

export async function createCourse(db: Database, user: SessionUser, input: CreateCourseInput) {
  const companyId = input.companyId ?? null;
  await requireAuthor(db, user, companyId);
  await checkCover(db, user, input.coverUploadId);
  const id = await db.transaction(async (tx) => {
    const courseId = await insertCourse(tx, {
      title: input.title,
      summary: input.summary ?? "",
      level: input.level,
      hubs: input.hubs,
      intentTypes: input.intentTypes,
      coverUploadId: input.coverUploadId ?? null,
      companyId,
      authorId: user.id,
    });
    // Every course starts with one section, so that lessons have somewhere to go.
    await insertSection(tx, courseId, "Lessons");
    return courseId;
  });
  return presentCourse(db, user, id, true);
}

export async function editCourse(
  db: Database,
  user: SessionUser,
  courseId: string,
  input: UpdateCourseInput,
) {
  await db.transaction(async (tx) => {
    await requireEditableCourse(tx, user, courseId);
    await checkCover(tx, user, input.coverUploadId);
    await updateCourse(tx, courseId, input);
  });
  return presentCourse(db, user, courseId, true);
}

export async function removeCourse(db: Database, user: SessionUser, courseId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await requireEditableCourse(tx, user, courseId);
    await deleteCourse(tx, courseId);
  });
}

/** Publishing needs a lesson, and for a company's course a plan that includes course publishing. */
export async function publishCourse(db: Database, user: SessionUser, courseId: string) {
  await db.transaction(async (tx) => {
    const course = await requireEditableCourse(tx, user, courseId);
    if (course.status === "published") return;
    if (course.lessonCount === 0) throw failure("Add at least one lesson before publishing the course.");
    if (course.companyId && !user.isPlatformAdmin) {
      const plan = await findCompanyPlan(tx, course.companyId);
      if (!plan?.coursePublishing) {
        const more = await whereToGetMore(
          tx,
          (candidate) => candidate.coursePublishing,
          () => "includes publishing courses",
        );
        throw forbidden(
          `Your company's ${plan?.name ?? "current"} plan does not include publishing courses. ${more}`,
        );
      }
    }
    await updateCourse(tx, courseId, { status: "published", publishedAt: new Date() });
  });
  return presentCourse(db, user, courseId, true);
}

export async function addSection(db: Database, user: SessionUser, courseId: string, input: SectionInput) {
  await db.transaction(async (tx) => {
    await requireEditableCourse(tx, user, courseId);
    if ((await countSections(tx, courseId)) >= MAX_SECTIONS) {
      throw failure(`A course has at most ${MAX_SECTIONS} sections.`);
    }
    await insertSection(tx, courseId, input.title);
  });
  return presentCourse(db, user, courseId, true);
}

export async function editSection(
  db: Database,
  user: SessionUser,
  courseId: string,
  sectionId: string,
  input: SectionInput,
) {
  await db.transaction(async (tx) => {
    await requireEditableCourse(tx, user, courseId);
    if (!(await renameSection(tx, courseId, sectionId, input.title))) throw notFound("Section");
  });
  return presentCourse(db, user, courseId, true);
}

/** Removing a section removes its lessons; a course keeps one section, and a published one a lesson. */
export async function removeSection(db: Database, user: SessionUser, courseId: string, sectionId: string) {
  await db.transaction(async (tx) => {
    const course = await requireEditableCourse(tx, user, courseId);
    if (!(await sectionExists(tx, courseId, sectionId))) throw notFound("Section");
    if ((await countSections(tx, courseId)) === 1) throw failure("A course keeps at least one section.");
    await deleteSection(tx, courseId, sectionId);
    await renumberLessons(tx, courseId);
    await afterLessonsRemoved(tx, course);
  });
  return presentCourse(db, user, courseId, true);
}

/** A published course keeps a lesson; members whose last missing lessons went have now completed it. */
async function afterLessonsRemoved(tx: Executor, course: CourseAccess) {
  if (course.status !== "published") return;
  const after = await findCourseAccess(tx, course.id);
  if (!after || after.lessonCount === 0) {
    throw failure("A published course keeps at least one lesson.");
  }
  await completeCourses(tx, { courseId: course.id });
}

/** Quiz questions and options get short ids by place: q1, q2 and a, b, c. */
export function storeQuiz(quiz: QuizInput): StoredQuiz {
  return {
    passMark: quiz.passMark,
    questions: quiz.questions.map((question, index) => {
      const options = question.options.map((option, optionIndex) => ({
        id: String.fromCharCode(97 + optionIndex),
        text: option.text,
      }));
      return {
        id: `q${index + 1}`,
        prompt: question.prompt,
        multiple: question.multiple,
        options,
        correct: question.correct.map((optionIndex) => options[optionIndex]?.id ?? ""),
      };
    }),
  };
}

const quizMinutes = (quiz: QuizInput) => quiz.questions.length * QUIZ_MINUTES_PER_QUESTION;

/**
 * Adds a lesson at the end of a section. A library lesson must be visible, and a company's course
 * may use its own company's items and Summit's; Summit's courses may use any.
 */
export async function addLesson(db: Database, user: SessionUser, courseId: string, input: CreateLessonInput) {
  await db.transaction(async (tx) => {
    const course = await requireEditableCourse(tx, user, courseId);
    if (course.lessonCount >= MAX_LESSONS) throw failure(`A course has at most ${MAX_LESSONS} lessons.`);
    if (!(await sectionExists(tx, courseId, input.sectionId)))
      throw invalid("sectionId: no such section in this course");
    let title: string;
    if ("contentId" in input) {
      const content = await findLessonContent(tx, input.contentId);
      if (!content) throw invalid("contentId: no video or article with this id");
      if (course.companyId && content.companyId && content.companyId !== course.companyId) {
        throw invalid("contentId: a company's course uses its own videos and articles, or Summit's");
      }
      const inserted = await insertLesson(tx, {
        courseId,
        sectionId: input.sectionId,
        kind: content.kind,
        contentId: content.id,
        minutes:
          content.kind === "video" ? videoMinutes(content.durationSeconds) : articleMinutes(content.body),
      });
      if (!inserted) throw alreadyExists("This video or article is already a lesson of the course.");
      title = content.title;
    } else {
      await insertLesson(tx, {
        courseId,
        sectionId: input.sectionId,
        kind: "quiz",
        title: input.title,
        quiz: storeQuiz(input.quiz),
        minutes: quizMinutes(input.quiz),
      });
      title = input.title;
    }
    await renumberLessons(tx, courseId);
    if (course.status === "published") {
      await notifyNewLesson(tx, { actorId: user.id, courseId, lessonTitle: title });
    }
  });
  return presentCourse(db, user, courseId, true);
}

export async function editQuizLesson(
  db: Database,
  user: SessionUser,
  courseId: string,
  lessonId: string,
  input: UpdateQuizLessonInput,
) {
  await db.transaction(async (tx) => {
    await requireEditableCourse(tx, user, courseId);
    const lesson = await findLesson(tx, courseId, lessonId);
    if (!lesson) throw notFound("Lesson");
    if (lesson.kind !== "quiz")
      throw invalid("Only a quiz lesson changes; remove a video or article lesson instead.");
    await updateQuizLesson(tx, lessonId, {
      title: input.title,
      ...(input.quiz ? { quiz: storeQuiz(input.quiz), minutes: quizMinutes(input.quiz) } : {}),
    });
  });
  return presentCourse(db, user, courseId, true);
}

export async function removeLesson(db: Database, user: SessionUser, courseId: string, lessonId: string) {
  await db.transaction(async (tx) => {
    const course = await requireEditableCourse(tx, user, courseId);
    if (!(await deleteLesson(tx, courseId, lessonId))) throw notFound("Lesson");
    await renumberLessons(tx, courseId);
    await afterLessonsRemoved(tx, course);
  });
  return presentCourse(db, user, courseId, true);
}

/** Sets the order of sections and lessons at once; it must name each of the course's exactly once. */
export async function reorderCourse(
  db: Database,
  user: SessionUser,
  courseId: string,
  input: CourseOutlineInput,
) {
  await db.transaction(async (tx) => {
    await requireEditableCourse(tx, user, courseId);
    const current = await outlineIds(tx, courseId);
    const sectionIds = input.sections.map((section) => section.id);
    const lessonIds = input.sections.flatMap((section) => section.lessonIds);
    if (!sameSet(sectionIds, current.sectionIds)) {
      throw invalid("sections: give every section of the course, each once");
    }
    if (!sameSet(lessonIds, current.lessonIds)) {
      throw invalid("lessonIds: give every lesson of the course, each once");
    }
    await applyOutline(tx, courseId, input.sections);
    await renumberLessons(tx, courseId);
  });
  return presentCourse(db, user, courseId, true);
}

function sameSet(given: string[], actual: string[]): boolean {
  const set = new Set(given);
  return set.size === given.length && given.length === actual.length && actual.every((id) => set.has(id));
}
