// Learning: courses of ordered lessons (library videos and articles, or quizzes) in sections, who is
// enrolled, which lessons each has completed, quiz attempts, certificates and a daily learning log.
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { tsvector } from "./community";
import { companies } from "./companies";
import { contentItems } from "./content";
import { uploads } from "./uploads";

export const courses = pgTable(
  "courses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    /** introductory, intermediate or advanced */
    level: text("level").notNull(),
    hubs: text("hubs").array().notNull(),
    intentTypes: text("intent_types").array().notNull(),
    coverUploadId: uuid("cover_upload_id").references(() => uploads.id, { onDelete: "set null" }),
    /** The publishing company; null for Summit's own courses. */
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    /** draft or published */
    status: text("status").notNull().default("draft"),
    /** Kept by a trigger on course_lessons, so every path that adds or removes a lesson counts. */
    lessonCount: integer("lesson_count").notNull().default(0),
    totalMinutes: integer("total_minutes").notNull().default(0),
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', summary), 'B')`,
      ),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("courses_catalogue_idx")
      .on(table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'published'`),
    index("courses_hubs_idx").using("gin", table.hubs),
    index("courses_intent_types_idx").using("gin", table.intentTypes),
    index("courses_search_idx").using("gin", table.searchVector),
    index("courses_company_idx").on(table.companyId, table.createdAt.desc()),
    index("courses_cover_upload_idx").on(table.coverUploadId).where(sql`${table.coverUploadId} IS NOT NULL`),
  ],
);

export const courseSections = pgTable(
  "course_sections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    position: integer("position").notNull(),
  },
  (table) => [index("course_sections_course_idx").on(table.courseId, table.position)],
);

/** The right options of a quiz question are kept here and never sent to learners. */
export interface StoredQuiz {
  passMark: number;
  questions: {
    id: string;
    prompt: string;
    multiple: boolean;
    options: { id: string; text: string }[];
    correct: string[];
  }[];
}

export const courseLessons = pgTable(
  "course_lessons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    sectionId: uuid("section_id")
      .notNull()
      .references(() => courseSections.id, { onDelete: "cascade" }),
    /** Place in its section. */
    position: integer("position").notNull(),
    /**
     * Place in the whole course (1-based, by section then position), kept by every change of the
     * outline, so that "Continue" finds the next unfinished lesson by index rather than by sorting.
     */
    number: integer("number").notNull().default(0),
    /** video, article or quiz */
    kind: text("kind").notNull(),
    /** The library item of a video or article lesson; removing it removes the lesson. */
    contentId: uuid("content_id").references(() => contentItems.id, { onDelete: "cascade" }),
    /** A quiz's title; library lessons show their item's title. */
    title: text("title"),
    quiz: jsonb("quiz").$type<StoredQuiz>(),
    minutes: integer("minutes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("course_lessons_course_idx").on(table.courseId, table.number),
    index("course_lessons_section_idx").on(table.sectionId),
    uniqueIndex("course_lessons_content_idx")
      .on(table.contentId, table.courseId)
      .where(sql`${table.contentId} IS NOT NULL`),
  ],
);

export const courseEnrolments = pgTable(
  "course_enrolments",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    enrolledAt: timestamp("enrolled_at", { withTimezone: true }).notNull().defaultNow(),
    /** The lesson opened last, where "Continue" starts. */
    lastLessonId: uuid("last_lesson_id").references(() => courseLessons.id, { onDelete: "set null" }),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set once, when every lesson was first complete; kept when lessons are added later. */
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.courseId] }),
    index("course_enrolments_course_idx").on(table.courseId),
    index("course_enrolments_recent_idx").on(table.userId, table.lastActivityAt.desc()),
  ],
);

/** One row per enrolled member and completed lesson; leaving the course removes them. */
export const lessonCompletions = pgTable(
  "lesson_completions",
  {
    userId: text("user_id").notNull(),
    courseId: uuid("course_id").notNull(),
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => courseLessons.id, { onDelete: "cascade" }),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.courseId, table.lessonId] }),
    foreignKey({
      name: "lesson_completions_enrolment_fk",
      columns: [table.userId, table.courseId],
      foreignColumns: [courseEnrolments.userId, courseEnrolments.courseId],
    }).onDelete("cascade"),
    index("lesson_completions_lesson_idx").on(table.lessonId),
  ],
);

export const quizAttempts = pgTable(
  "quiz_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => courseLessons.id, { onDelete: "cascade" }),
    /** Option ids chosen, by question id. */
    answers: jsonb("answers").$type<Record<string, string[]>>().notNull(),
    /** Question ids answered right. */
    correct: text("correct").array().notNull(),
    score: integer("score").notNull(),
    passed: boolean("passed").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("quiz_attempts_user_lesson_idx").on(table.userId, table.lessonId, table.score.desc()),
    index("quiz_attempts_lesson_idx").on(table.lessonId),
  ],
);

/** What completing a course proves, as it stood then: names and hours are copied, not joined. */
export const certificates = pgTable(
  "certificates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid("course_id").references(() => courses.id, { onDelete: "set null" }),
    holderName: text("holder_name").notNull(),
    courseTitle: text("course_title").notNull(),
    issuer: text("issuer").notNull(),
    minutes: integer("minutes").notNull(),
    lessonCount: integer("lesson_count").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("certificates_user_course_idx").on(table.userId, table.courseId),
    index("certificates_course_idx").on(table.courseId),
  ],
);

/** Minutes and lessons a member completed each day (UTC), for the streak and the monthly chart. */
export const learningDays = pgTable(
  "learning_days",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    minutes: integer("minutes").notNull().default(0),
    lessons: integer("lessons").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
