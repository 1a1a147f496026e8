// Learning (DESIGN.md section 7, "Progress"): courses made of lessons from the content library and
// short quizzes, grouped in sections; members enrol, complete lessons and earn certificates; a
// course's progress is its completed lessons over all its lessons, counted as the course is now.
import { z } from "zod";
import { ContentCompanySchema } from "./content";
import { HUBS, HubIdSchema } from "./hubs";
import { INTENT_TYPES, IntentTypeSchema } from "./intent-types";
import { pageQuery, pageSchema } from "./pagination";

export * from "./learning-format";

export const COURSE_LEVELS = ["introductory", "intermediate", "advanced"] as const;
export const CourseLevelSchema = z.enum(COURSE_LEVELS, {
  error: `level must be one of ${COURSE_LEVELS.join(", ")}`,
});
export type CourseLevel = z.infer<typeof CourseLevelSchema>;

/** The catalogue's length filter, by the course's total minutes. */
export const COURSE_LENGTHS = {
  short: { label: "Under 1 hour", minMinutes: 0, maxMinutes: 59 },
  medium: { label: "1 to 3 hours", minMinutes: 60, maxMinutes: 180 },
  long: { label: "Over 3 hours", minMinutes: 181, maxMinutes: null },
} as const;
export type CourseLength = keyof typeof COURSE_LENGTHS;
export const CourseLengthSchema = z.enum(Object.keys(COURSE_LENGTHS) as [CourseLength, ...CourseLength[]], {
  error: `length must be one of ${Object.keys(COURSE_LENGTHS).join(", ")}`,
});

export const COURSE_STATUSES = ["draft", "published"] as const;
export const CourseStatusSchema = z.enum(COURSE_STATUSES);
export type CourseStatus = z.infer<typeof CourseStatusSchema>;

export const LESSON_KINDS = ["video", "article", "quiz"] as const;
export const LessonKindSchema = z.enum(LESSON_KINDS);
export type LessonKind = z.infer<typeof LessonKindSchema>;

export const COURSES_PAGE_SIZE = 12;
export const COURSE_TITLE_MAX = 200;
export const COURSE_SUMMARY_MAX = 1000;
export const SECTION_TITLE_MAX = 120;
export const MAX_SECTIONS = 30;
export const MAX_LESSONS = 200;
export const QUIZ_MAX_QUESTIONS = 30;
export const QUIZ_MAX_OPTIONS = 8;
export const QUIZ_TEXT_MAX = 500;
/** Minutes a quiz question counts for in a course's length. */
export const QUIZ_MINUTES_PER_QUESTION = 1;
/** How many weeks of learning the progress chart shows. */
export const LEARNING_WEEKS_SHOWN = 12;
/** How many courses /progress suggests. */
export const SUGGESTIONS_SHOWN = 6;

const distinct = <T>(values: T[]) => [...new Set(values)];

export const CourseIdParamsSchema = z.object({ id: z.uuid("id must be a course id") });
export const SectionParamsSchema = z.object({
  id: z.uuid("id must be a course id"),
  sectionId: z.uuid("sectionId must be a section id"),
});
export const LessonParamsSchema = z.object({
  id: z.uuid("id must be a course id"),
  lessonId: z.uuid("lessonId must be a lesson id"),
});
export const CertificateIdParamsSchema = z.object({ id: z.uuid("id must be a certificate id") });

/** The caller's place in a course; null when not enrolled. */
export const EnrolmentSchema = z
  .object({
    enrolledAt: z.iso.datetime(),
    completedLessons: z.number().int().min(0),
    /** When the last lesson was first completed; kept when lessons are added later. */
    completedAt: z.iso.datetime().nullable(),
    certificateId: z.string().nullable(),
  })
  .meta({ id: "Enrolment" });
export type Enrolment = z.infer<typeof EnrolmentSchema>;

export const CourseSummarySchema = z
  .object({
    id: z.string(),
    title: z.string(),
    summary: z.string(),
    coverUrl: z.string().nullable(),
    level: CourseLevelSchema,
    hubs: z.array(HubIdSchema),
    intentTypes: z.array(IntentTypeSchema),
    /** The publishing company; null when Summit publishes it. */
    company: ContentCompanySchema.nullable(),
    status: CourseStatusSchema,
    lessonCount: z.number().int().min(0),
    /** The lessons' minutes together. */
    minutes: z.number().int().min(0),
    publishedAt: z.iso.datetime().nullable(),
    enrolment: EnrolmentSchema.nullable(),
    bookmarked: z.boolean(),
  })
  .meta({ id: "CourseSummary" });
export type CourseSummary = z.infer<typeof CourseSummarySchema>;

export const LessonSummarySchema = z
  .object({
    id: z.string(),
    sectionId: z.string(),
    /** 1-based place in the whole course. */
    number: z.number().int().min(1),
    kind: LessonKindSchema,
    title: z.string(),
    minutes: z.number().int().min(0),
    /** The video or article; null for a quiz. */
    contentId: z.string().nullable(),
    /** Whether the caller has completed it (always false when not enrolled). */
    completed: z.boolean(),
  })
  .meta({ id: "LessonSummary" });
export type LessonSummary = z.infer<typeof LessonSummarySchema>;

export const CourseSectionSchema = z
  .object({ id: z.string(), title: z.string(), lessons: z.array(LessonSummarySchema) })
  .meta({ id: "CourseSection" });
export type CourseSection = z.infer<typeof CourseSectionSchema>;

export const CourseDetailSchema = CourseSummarySchema.extend({
  sections: z.array(CourseSectionSchema),
  /** Where "Continue" leads: the lesson last opened if unfinished, else the next unfinished one. */
  nextLessonId: z.string().nullable(),
  /** The publishing company's admins and platform admins. */
  viewerCanEdit: z.boolean(),
}).meta({ id: "CourseDetail" });
export type CourseDetail = z.infer<typeof CourseDetailSchema>;

export const CoursesQuerySchema = pageQuery(COURSES_PAGE_SIZE, 48).extend({
  hub: HubIdSchema.optional(),
  intentType: IntentTypeSchema.optional(),
  /** "summit" for Summit's own courses, or a company id. */
  author: z.union([z.literal("summit"), z.uuid("author must be summit or a company id")]).optional(),
  length: CourseLengthSchema.optional(),
  /** Words to find in the title and summary. */
  search: z.string().trim().max(200, "search must be at most 200 characters").optional(),
  /** The caller's own drafts and published courses (authors: their companies', or Summit's for platform admins). */
  mine: z
    .enum(["true", "false"], { error: "mine must be true or false" })
    .transform((value) => value === "true")
    .optional(),
});
export type CoursesQuery = z.infer<typeof CoursesQuerySchema>;

export const CoursePageSchema = pageSchema(CourseSummarySchema).meta({ id: "CoursePage" });
export type CoursePage = z.infer<typeof CoursePageSchema>;

const title = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

const CourseFieldsSchema = z.object({
  title: title("title", COURSE_TITLE_MAX),
  summary: z
    .string({ error: "summary must be text" })
    .trim()
    .max(COURSE_SUMMARY_MAX, `summary must be at most ${COURSE_SUMMARY_MAX} characters`),
  level: CourseLevelSchema,
  hubs: z
    .array(HubIdSchema, { error: "hubs must be a list of hub ids" })
    .min(1, "hubs: choose at least one hub")
    .max(HUBS.length, `hubs: at most ${HUBS.length}`)
    .transform(distinct),
  intentTypes: z
    .array(IntentTypeSchema, { error: "intentTypes must be a list of intent types" })
    .min(1, "intentTypes: choose at least one intent type")
    .max(INTENT_TYPES.length, `intentTypes: at most ${INTENT_TYPES.length}`)
    .transform(distinct),
  /** An image the caller uploaded (POST /api/factor/upload/image); null removes the cover. */
  coverUploadId: z.uuid("coverUploadId must be an upload id").nullable(),
});

export const CreateCourseSchema = CourseFieldsSchema.partial({ summary: true, coverUploadId: true })
  .extend({
    /** The company it is published for; absent or null makes a Summit course (platform admins only). */
    companyId: z.uuid("companyId must be a company id").nullable().optional(),
  })
  .strict()
  .meta({ id: "CreateCourse" });
export type CreateCourseInput = z.infer<typeof CreateCourseSchema>;

export const UpdateCourseSchema = CourseFieldsSchema.partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, "Give at least one field to change")
  .meta({ id: "UpdateCourse" });
export type UpdateCourseInput = z.infer<typeof UpdateCourseSchema>;

export const SectionInputSchema = z
  .object({ title: title("title", SECTION_TITLE_MAX) })
  .strict()
  .meta({ id: "SectionInput" });
export type SectionInput = z.infer<typeof SectionInputSchema>;

const optionId = z
  .string()
  .trim()
  .min(1, "option id is required")
  .max(40, "option id is at most 40 characters");

export const QuizQuestionInputSchema = z
  .object({
    prompt: title("prompt", QUIZ_TEXT_MAX),
    /** Whether more than one option is right (checkboxes rather than radio buttons). */
    multiple: z.boolean({ error: "multiple must be true or false" }),
    options: z
      .array(z.object({ text: title("option text", QUIZ_TEXT_MAX) }).strict(), {
        error: "options must be a list",
      })
      .min(2, "a question needs at least two options")
      .max(QUIZ_MAX_OPTIONS, `a question has at most ${QUIZ_MAX_OPTIONS} options`),
    /** Indexes (0-based) of the right options. */
    correct: z
      .array(z.number().int().min(0), { error: "correct must be a list of option indexes" })
      .min(1, "mark at least one right option")
      .max(QUIZ_MAX_OPTIONS),
  })
  .strict()
  .superRefine((question, context) => {
    const correct = new Set(question.correct);
    if (correct.size !== question.correct.length) {
      context.addIssue({ code: "custom", path: ["correct"], message: "an option is marked right twice" });
    }
    if (question.correct.some((index) => index >= question.options.length)) {
      context.addIssue({
        code: "custom",
        path: ["correct"],
        message: "correct names an option that does not exist",
      });
    }
    if (!question.multiple && question.correct.length !== 1) {
      context.addIssue({
        code: "custom",
        path: ["correct"],
        message: "a single-choice question has exactly one right option",
      });
    }
  });

export const QuizInputSchema = z
  .object({
    questions: z
      .array(QuizQuestionInputSchema, { error: "questions must be a list" })
      .min(1, "a quiz needs at least one question")
      .max(QUIZ_MAX_QUESTIONS, `a quiz has at most ${QUIZ_MAX_QUESTIONS} questions`),
    /** The share of questions to get right to pass, in percent. */
    passMark: z
      .number({ error: "passMark must be a number" })
      .int("passMark must be a whole percentage")
      .min(1, "passMark must be at least 1")
      .max(100, "passMark must be at most 100"),
  })
  .strict()
  .meta({ id: "QuizInput" });
export type QuizInput = z.infer<typeof QuizInputSchema>;

/** A lesson is a video or article of the library, or a quiz written here. */
export const CreateLessonSchema = z
  .union(
    [
      z
        .object({
          sectionId: z.uuid("sectionId must be a section id"),
          contentId: z.uuid("contentId must be a content id"),
        })
        .strict(),
      z
        .object({
          sectionId: z.uuid("sectionId must be a section id"),
          title: title("title", COURSE_TITLE_MAX),
          quiz: QuizInputSchema,
        })
        .strict(),
    ],
    { error: "give a sectionId with either a contentId, or a title and a quiz" },
  )
  .meta({ id: "CreateLesson" });
export type CreateLessonInput = z.infer<typeof CreateLessonSchema>;

/** Only quizzes change after they are added; a library lesson is replaced by removing it. */
export const UpdateQuizLessonSchema = z
  .object({ title: title("title", COURSE_TITLE_MAX), quiz: QuizInputSchema })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, "Give at least one field to change")
  .meta({ id: "UpdateQuizLesson" });
export type UpdateQuizLessonInput = z.infer<typeof UpdateQuizLessonSchema>;

/** The whole order at once: every section of the course, each with every lesson it should hold. */
export const CourseOutlineSchema = z
  .object({
    sections: z
      .array(
        z
          .object({
            id: z.uuid("section id must be a section id"),
            lessonIds: z.array(z.uuid("lessonIds must be lesson ids")).max(MAX_LESSONS),
          })
          .strict(),
      )
      .min(1, "sections: give every section of the course")
      .max(MAX_SECTIONS),
  })
  .strict()
  .meta({ id: "CourseOutline" });
export type CourseOutlineInput = z.infer<typeof CourseOutlineSchema>;

/** A quiz as a learner sees it: no right answers. */
export const QuizQuestionSchema = z
  .object({
    id: z.string(),
    prompt: z.string(),
    multiple: z.boolean(),
    options: z.array(z.object({ id: z.string(), text: z.string() })),
  })
  .meta({ id: "QuizQuestion" });

export const QuizAttemptResultSchema = z
  .object({
    /** Percent of questions answered right. */
    score: z.number().int().min(0).max(100),
    passed: z.boolean(),
    /** Which questions were answered right; the right options are not revealed. */
    questions: z.array(z.object({ questionId: z.string(), correct: z.boolean() })),
    submittedAt: z.iso.datetime(),
  })
  .meta({ id: "QuizAttemptResult" });
export type QuizAttemptResult = z.infer<typeof QuizAttemptResultSchema>;

export const LessonQuizSchema = z
  .object({
    passMark: z.number().int(),
    questions: z.array(QuizQuestionSchema),
    /** The caller's best attempt so far. */
    bestAttempt: QuizAttemptResultSchema.nullable(),
    /** For editors only: indexes of the right options per question, in question order. */
    answerKey: z.array(z.array(z.number().int())).nullable(),
  })
  .meta({ id: "LessonQuiz" });

export const LessonDetailSchema = LessonSummarySchema.extend({
  course: z.object({ id: z.string(), title: z.string(), lessonCount: z.number().int() }),
  quiz: LessonQuizSchema.nullable(),
  previousLessonId: z.string().nullable(),
  nextLessonId: z.string().nullable(),
  enrolment: EnrolmentSchema.nullable(),
}).meta({ id: "LessonDetail" });
export type LessonDetail = z.infer<typeof LessonDetailSchema>;

export const QuizAnswersSchema = z
  .object({
    answers: z
      .array(
        z
          .object({
            questionId: z.string().min(1).max(40),
            optionIds: z
              .array(optionId)
              .max(QUIZ_MAX_OPTIONS, `at most ${QUIZ_MAX_OPTIONS} options per question`),
          })
          .strict(),
        { error: "answers must be a list" },
      )
      .min(1, "answer the questions")
      .max(QUIZ_MAX_QUESTIONS),
  })
  .strict()
  .meta({ id: "QuizAnswers" });
export type QuizAnswersInput = z.infer<typeof QuizAnswersSchema>;

/** What a quiz attempt did: its result, and where the course stands after it. */
export const QuizSubmissionSchema = z
  .object({ result: QuizAttemptResultSchema, enrolment: EnrolmentSchema })
  .meta({ id: "QuizSubmission" });
export type QuizSubmission = z.infer<typeof QuizSubmissionSchema>;

export const ProgressCourseSchema = CourseSummarySchema.extend({
  nextLesson: z.object({ id: z.string(), number: z.number().int(), title: z.string() }).nullable(),
}).meta({ id: "ProgressCourse" });
export type ProgressCourse = z.infer<typeof ProgressCourseSchema>;

export const LearningWeekSchema = z
  .object({
    /** Monday of the week (UTC), YYYY-MM-DD. */
    weekStart: z.string(),
    minutes: z.number().int().min(0),
    lessons: z.number().int().min(0),
  })
  .meta({ id: "LearningWeek" });
export type LearningWeek = z.infer<typeof LearningWeekSchema>;

export const LearningActivitySchema = z
  .object({
    /** Oldest first, the last LEARNING_WEEKS_SHOWN weeks up to this one. */
    weeks: z.array(LearningWeekSchema),
    /** Weeks in a row, up to this one, with a lesson completed (this week counts once it has one). */
    streakWeeks: z.number().int().min(0),
    minutesThisMonth: z.number().int().min(0),
  })
  .meta({ id: "LearningActivity" });
export type LearningActivity = z.infer<typeof LearningActivitySchema>;

export const CertificateSchema = z
  .object({
    id: z.string(),
    holderName: z.string(),
    courseTitle: z.string(),
    /** "Summit" or the publishing company's name when the certificate was issued. */
    issuer: z.string(),
    /** The course's length when completed, in hours to a quarter. */
    hours: z.number(),
    lessonCount: z.number().int(),
    issuedAt: z.iso.datetime(),
    /** The course, while it is still offered. */
    courseId: z.string().nullable(),
    /** Only its holder sees a hidden certificate. */
    hidden: z.boolean(),
    /** Whether the signed-in viewer holds it (and so may hide or show it). */
    viewerIsHolder: z.boolean(),
  })
  .meta({ id: "Certificate" });
export type Certificate = z.infer<typeof CertificateSchema>;

export const ProgressOverviewSchema = z
  .object({
    inProgress: z.array(ProgressCourseSchema),
    completed: z.array(ProgressCourseSchema),
    suggestions: z.array(CourseSummarySchema),
    activity: LearningActivitySchema,
    certificates: z.array(CertificateSchema),
  })
  .meta({ id: "ProgressOverview" });
export type ProgressOverview = z.infer<typeof ProgressOverviewSchema>;
