// A member's learning: enrolling and leaving, opening lessons, taking quizzes, lessons completed
// through the library's own progress, course completion with its certificate, and /progress.
//
// A lesson is complete when its video or article is (content_progress.completed_at, which Watch
// and Read set at 90% watched or read to the end) or its quiz is passed. Completions are kept per
// enrolment and derived again on enrolling, so a course's progress is always its completed lessons
// over its lessons as they are now.

import {
  articleMinutes,
  type Enrolment,
  LEARNING_WEEKS_SHOWN,
  type LearningActivity,
  type LessonDetail,
  type ProgressOverview,
  type QuizAnswersInput,
  type QuizSubmission,
  SUGGESTIONS_SHOWN,
  videoMinutes,
} from "@common/learning";
import { recordSignal } from "@server/features/signals/signals.service";
import type { SessionUser } from "@server/platform/auth/session";
import type { Database, Executor } from "@server/platform/database/client";
import { failure, invalid, notFound } from "@server/platform/errors";
import {
  type CacheReader,
  type ChangeCache,
  createChangeCache,
} from "@server/platform/realtime/change-cache";
import type { Realtime } from "@server/platform/realtime/realtime";
import { requireVisibleCourse } from "./courses.service";
import {
  toCertificate,
  toCourseSummary,
  toEnrolment,
  toLessonSummaries,
  toProgressCourse,
} from "./learning.presenter";
import {
  type CourseAccess,
  completeContentLessons,
  completeCourses,
  completeDoneLessons,
  completeLesson,
  deleteEnrolment,
  findBestAttempt,
  findContentLength,
  findCourseInterests,
  findEnrolment,
  findLesson,
  findMemberHub,
  insertEnrolment,
  insertQuizAttempt,
  listCertificates,
  listEnrolledCourses,
  listLearningDays,
  listLearningWeeks,
  listLessons,
  listNextLessons,
  listSuggestedCourses,
  logLearning,
  recentInterests,
  type StoredQuiz,
  touchEnrolment,
} from "./learning.repository";

const courseSubject = (course: Pick<CourseAccess, "id" | "intentTypes">) => ({
  kind: "course",
  id: course.id,
  intentTypes: course.intentTypes,
});

async function currentEnrolment(db: Executor, userId: string, courseId: string): Promise<Enrolment | null> {
  const row = await findEnrolment(db, userId, courseId);
  return row ? toEnrolment(row) : null;
}

/** Enrolling twice is harmless; lessons already done count at once, and may complete the course. */
export async function enrol(db: Database, user: SessionUser, courseId: string): Promise<Enrolment> {
  const { access } = await requireVisibleCourse(db, user, courseId);
  if (access.status !== "published") throw failure("The course is not published yet.");
  await db.transaction(async (tx) => {
    if (!(await insertEnrolment(tx, user.id, courseId))) return;
    await completeDoneLessons(tx, user.id, courseId);
    await completeCourses(tx, { userId: user.id, courseIds: [courseId] });
  });
  const enrolment = await currentEnrolment(db, user.id, courseId);
  if (!enrolment) throw notFound("Course");
  return enrolment;
}

/** Leaving forgets the course's progress; certificates already issued stay valid. */
export async function leave(db: Database, user: SessionUser, courseId: string): Promise<void> {
  await requireVisibleCourse(db, user, courseId);
  await deleteEnrolment(db, user.id, courseId);
}

/**
 * A lesson as its page shows it. For an enrolled member, opening it is where "Continue" starts next
 * time; for a learner (not the course's editors) it is a lesson view signal for the course's intent
 * types, counted once a day per course so that coming back to a lesson does not inflate interest.
 */
export async function openLesson(
  db: Database,
  user: SessionUser,
  courseId: string,
  lessonId: string,
): Promise<LessonDetail> {
  const { access, canEdit } = await requireVisibleCourse(db, user, courseId);
  const lessons = await listLessons(db, courseId, user.id);
  const index = lessons.findIndex((lesson) => lesson.id === lessonId);
  const lesson = lessons[index];
  if (!lesson) throw notFound("Lesson");
  await db.transaction(async (tx) => {
    await touchEnrolment(tx, user.id, courseId, lessonId);
    if (!canEdit) await recordSignal(tx, user, "lessonView", courseSubject(access), { oncePerDay: true });
  });
  const [summary] = toLessonSummaries(lessons).slice(index, index + 1);
  if (!summary) throw notFound("Lesson");
  const quiz = lesson.quiz;
  const best = quiz ? await findBestAttempt(db, user.id, lessonId) : null;
  return {
    ...summary,
    course: { id: access.id, title: access.title, lessonCount: lessons.length },
    quiz: quiz
      ? {
          passMark: quiz.passMark,
          questions: quiz.questions.map(({ correct: _hidden, ...question }) => question),
          bestAttempt: best ? attemptResult(quiz, best) : null,
          answerKey: canEdit
            ? quiz.questions.map((question) =>
                question.correct.map((id) => question.options.findIndex((option) => option.id === id)),
              )
            : null,
        }
      : null,
    previousLessonId: lessons[index - 1]?.id ?? null,
    nextLessonId: lessons[index + 1]?.id ?? null,
    enrolment: await currentEnrolment(db, user.id, courseId),
  };
}

function attemptResult(
  quiz: StoredQuiz,
  attempt: { score: number; passed: boolean; correct: string[]; createdAt: Date },
) {
  const correct = new Set(attempt.correct);
  return {
    score: attempt.score,
    passed: attempt.passed,
    questions: quiz.questions.map((question) => ({
      questionId: question.id,
      correct: correct.has(question.id),
    })),
    submittedAt: attempt.createdAt.toISOString(),
  };
}

/** Checks that the answers are this quiz's, each question once, with options it has; 400 otherwise. */
function gradeQuiz(
  quiz: StoredQuiz,
  input: QuizAnswersInput,
): { answers: Record<string, string[]>; correct: string[] } {
  const answers = new Map<string, string[]>();
  for (const answer of input.answers) {
    const question = quiz.questions.find((candidate) => candidate.id === answer.questionId);
    if (!question) throw invalid(`answers: question ${answer.questionId} is not in this quiz`);
    if (answers.has(question.id)) throw invalid(`answers: question ${question.id} is answered twice`);
    const options = new Set(answer.optionIds);
    if (options.size !== answer.optionIds.length)
      throw invalid(`answers: an option of ${question.id} is chosen twice`);
    if (answer.optionIds.some((id) => !question.options.some((option) => option.id === id))) {
      throw invalid(`answers: question ${question.id} has no such option`);
    }
    if (!question.multiple && answer.optionIds.length > 1) {
      throw invalid(`answers: question ${question.id} takes one option`);
    }
    answers.set(question.id, answer.optionIds);
  }
  const missing = quiz.questions.filter((question) => !answers.has(question.id));
  if (missing.length > 0)
    throw invalid(`answers: answer every question (missing ${missing.map((q) => q.id).join(", ")})`);
  const correct = quiz.questions
    .filter((question) => {
      const chosen = answers.get(question.id) ?? [];
      return chosen.length === question.correct.length && chosen.every((id) => question.correct.includes(id));
    })
    .map((question) => question.id);
  return { answers: Object.fromEntries(answers), correct };
}

/** Grades an attempt; passing completes the lesson the first time, which may complete the course. */
export async function submitQuiz(
  db: Database,
  user: SessionUser,
  courseId: string,
  lessonId: string,
  input: QuizAnswersInput,
): Promise<QuizSubmission> {
  const { access } = await requireVisibleCourse(db, user, courseId);
  const lesson = await findLesson(db, courseId, lessonId);
  if (!lesson) throw notFound("Lesson");
  if (!lesson.quiz) throw invalid("This lesson is not a quiz.");
  const quiz = lesson.quiz;
  const graded = gradeQuiz(quiz, input);
  const score = Math.round((graded.correct.length / quiz.questions.length) * 100);
  const passed = score >= quiz.passMark;
  const attempt = await db.transaction(async (tx) => {
    const enrolment = await findEnrolment(tx, user.id, courseId);
    if (!enrolment) throw failure("Enrol in the course to take its quizzes.");
    const saved = await insertQuizAttempt(tx, { userId: user.id, lessonId, ...graded, score, passed });
    if (passed && (await completeLesson(tx, user.id, courseId, lessonId))) {
      await logLearning(tx, user.id, lesson.minutes);
      await recordSignal(tx, user, "lessonCompleted", courseSubject(access));
      await completeCourses(tx, { userId: user.id, courseIds: [courseId] });
    }
    return saved;
  });
  const enrolment = await currentEnrolment(db, user.id, courseId);
  if (!enrolment) throw notFound("Course");
  return {
    result: attemptResult(quiz, { score, passed, correct: graded.correct, createdAt: attempt.createdAt }),
    enrolment,
  };
}

/**
 * The member completed a library item (the content feature calls this in its transaction, once per
 * item): it goes into the learning log, and completes its lessons in the courses they follow.
 */
export async function contentCompleted(tx: Executor, user: SessionUser, contentId: string): Promise<void> {
  const content = await findContentLength(tx, contentId);
  if (!content) return;
  await logLearning(
    tx,
    user.id,
    content.kind === "video" ? videoMinutes(content.durationSeconds) : articleMinutes(content.body),
  );
  const courseIds = await completeContentLessons(tx, user.id, contentId);
  if (courseIds.length === 0) return;
  for (const course of await findCourseInterests(tx, courseIds)) {
    await recordSignal(tx, user, "lessonCompleted", courseSubject(course));
  }
  await completeCourses(tx, { userId: user.id, courseIds });
}

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** How far back the member's interests count for suggestions. */
const INTEREST_DAYS = 90;
/** A UTC day as the learning log writes it: YYYY-MM-DD. */
const dayText = (time: number) => new Date(time).toISOString().slice(0, 10);
/** The Monday (UTC) of the week a day falls in, as a time. */
function mondayOf(time: number): number {
  const midnight = Math.floor(time / DAY_MS) * DAY_MS;
  const weekday = (new Date(midnight).getUTCDay() + 6) % 7;
  return midnight - weekday * DAY_MS;
}

/** The last weeks' minutes and lessons, the streak in weeks, and this month's minutes (UTC). */
export async function learningActivity(
  db: Executor,
  userId: string,
  now = new Date(),
): Promise<LearningActivity> {
  const thisWeek = mondayOf(now.getTime());
  const firstWeek = thisWeek - (LEARNING_WEEKS_SHOWN - 1) * WEEK_MS;
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const [days, learnedWeeks] = await Promise.all([
    listLearningDays(db, userId, dayText(Math.min(monthStart, firstWeek))),
    listLearningWeeks(db, userId, 520),
  ]);
  const weeks = Array.from({ length: LEARNING_WEEKS_SHOWN }, (_, index) => ({
    weekStart: dayText(firstWeek + index * WEEK_MS),
    minutes: 0,
    lessons: 0,
  }));
  const monthStartText = dayText(monthStart);
  let minutesThisMonth = 0;
  for (const entry of days) {
    const week = weeks[Math.floor((mondayOf(Date.parse(entry.day)) - firstWeek) / WEEK_MS)];
    if (week) {
      week.minutes += entry.minutes;
      week.lessons += entry.lessons;
    }
    if (entry.day >= monthStartText) minutesThisMonth += entry.minutes;
  }
  // Weeks in a row with learning, counting back from this week (or from last week while this one has none).
  const learned = new Set(learnedWeeks);
  let week = learned.has(dayText(thisWeek)) ? thisWeek : thisWeek - WEEK_MS;
  let streakWeeks = 0;
  while (learned.has(dayText(week))) {
    streakWeeks += 1;
    week -= WEEK_MS;
  }
  return { weeks, streakWeeks, minutesThisMonth };
}

/**
 * What the catalogue and /progress read changes on every commit that notifies this channel (the
 * triggers of migration 0029): a member's own learning names them, courses and what they show name
 * nobody (docs/decisions/0026).
 */
export const LEARNING_CHANGED_CHANNEL = "learning_changed";

/** Courses of kept pages and overviews per instance: a few MB. */
const CACHE_COURSES = 20_000;

/**
 * Catalogue pages and /progress overviews, each kept per member and instance until that member's
 * learning or a course changes (docs/decisions/0020, 0026).
 */
export function createLearningCache(realtime: Realtime): ChangeCache {
  return createChangeCache(realtime, [LEARNING_CHANGED_CHANNEL], {
    maxSize: CACHE_COURSES,
    size: (value) =>
      Object.values(value).reduce<number>(
        (courses, part) => courses + (Array.isArray(part) ? part.length : 0),
        0,
      ),
  });
}

/**
 * The member's overview, kept until their learning or a course changes, or the UTC day ends (this
 * week, this month and the interests of the last 90 days all count in days).
 */
export async function progressOverview(
  db: Database,
  cache: CacheReader,
  user: SessionUser,
  now = new Date(),
): Promise<ProgressOverview> {
  const today = dayText(now.getTime());
  return cache.read(JSON.stringify(["progress", user.id, today]), () => loadProgress(db, user, now), user.id);
}

async function loadProgress(db: Database, user: SessionUser, now: Date): Promise<ProgressOverview> {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const [enrolled, nextLessons, hub, interests, activity, certificates] = await Promise.all([
    listEnrolledCourses(db, user.id),
    listNextLessons(db, user.id),
    findMemberHub(db, user.id),
    // Signals are written on almost every view and notify nobody: the interests are those of the
    // 90 days before today, which no signal written since changes.
    recentInterests(db, user.id, new Date(today - INTEREST_DAYS * DAY_MS), new Date(today), 3),
    learningActivity(db, user.id, now),
    listCertificates(db, user.id),
  ]);
  const suggestions = await listSuggestedCourses(db, user.id, hub, interests, SUGGESTIONS_SHOWN);
  const next = new Map(nextLessons.map((lesson) => [lesson.courseId, lesson]));
  const courses = enrolled.map((row) => toProgressCourse(row, next.get(row.id)));
  return {
    inProgress: courses.filter((course) => !course.enrolment?.completedAt),
    completed: courses
      .filter((course) => course.enrolment?.completedAt)
      .sort((a, b) => (b.enrolment?.completedAt ?? "").localeCompare(a.enrolment?.completedAt ?? "")),
    suggestions: suggestions.map(toCourseSummary),
    activity,
    certificates: certificates.map((certificate) => toCertificate(certificate, user.id)),
  };
}
