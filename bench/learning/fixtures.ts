// What the learning benchmark asks for, picked from the generated data: the member whose progress is
// read (their courses, completions, certificates and days of learning), how deep the catalogue goes,
// and the data set's shape. Also the member the benchmark signs in as.
import type { SignUpInput } from "@common/auth";
import type { Database } from "@server/platform/database/client";
import { BENCH_EMAIL_DOMAIN } from "../lib/settings";

/** The signed-in member: a CIO, so the CIO hub is their own and most of their courses are in it. */
export const BENCH_MEMBER: SignUpInput = {
  accountType: "leader",
  role: "CIO",
  name: "Learning Benchmark Member",
  email: `learning-member@${BENCH_EMAIL_DOMAIN}`,
  password: "benchmark-member-password",
  jobTitle: "Chief Information Officer",
  industry: "Banking",
  revenueBand: "$1 billion +",
};

export interface MemberLearning {
  id: string;
  courses: number;
  finished: number;
  underWay: number;
  notStarted: number;
  completions: number;
  certificates: number;
  learningDays: number;
  bookmarkedCourses: number;
}

export interface Fixtures {
  member: MemberLearning;
  /** Published courses: the catalogue has ceil(published / 12) pages. */
  publishedCourses: number;
  dataSet: Record<string, number>;
  postgresVersion: string;
}

export async function pickFixtures(db: Database): Promise<Fixtures> {
  const query = async <Row extends object>(text: string, values: unknown[] = []) =>
    (await db.$client.query<Row>(text, values)).rows;
  const [member] = await query<MemberLearning>(
    `SELECT u.id,
            count(e.course_id)::int AS courses,
            count(*) FILTER (WHERE e.completed_at IS NOT NULL)::int AS finished,
            count(*) FILTER (WHERE e.completed_at IS NULL AND e.last_lesson_id IS NOT NULL)::int AS "underWay",
            count(*) FILTER (WHERE e.completed_at IS NULL AND e.last_lesson_id IS NULL)::int AS "notStarted",
            (SELECT count(*) FROM lesson_completions lc WHERE lc.user_id = u.id)::int AS completions,
            (SELECT count(*) FROM certificates c WHERE c.user_id = u.id)::int AS certificates,
            (SELECT count(*) FROM learning_days d WHERE d.user_id = u.id)::int AS "learningDays",
            (SELECT count(*) FROM bookmarks b WHERE b.user_id = u.id AND b.course_id IS NOT NULL)::int
              AS "bookmarkedCourses"
     FROM users u LEFT JOIN course_enrolments e ON e.user_id = u.id
     WHERE u.email = $1
     GROUP BY u.id`,
    [BENCH_MEMBER.email.toLowerCase()],
  );
  if (!member || member.courses === 0) throw new Error("the member has no courses; is the data set there?");
  // The catalogue and the library are counted exactly; the 10,000,000 completions, their enrolments
  // and the learners' days are counted once each.
  const [dataSet] = await query<Record<string, number>>(
    `WITH per_learner AS (
       SELECT user_id, count(*)::int AS enrolments FROM course_enrolments GROUP BY user_id
     ), per_course AS (
       SELECT course_id, count(*)::int AS enrolments FROM course_enrolments GROUP BY course_id
     )
     SELECT (SELECT count(*) FROM courses)::int AS courses,
            (SELECT count(*) FROM courses WHERE status = 'published')::int AS "publishedCourses",
            (SELECT count(*) FROM courses WHERE company_id IS NOT NULL)::int AS "companyCourses",
            (SELECT count(DISTINCT company_id) FROM courses)::int AS "publishingCompanies",
            (SELECT count(*) FROM course_sections)::int AS sections,
            (SELECT count(*) FROM course_lessons)::int AS lessons,
            (SELECT count(*) FROM course_lessons WHERE kind = 'quiz')::int AS quizzes,
            (SELECT count(*) FROM course_lessons WHERE kind = 'video')::int AS "videoLessons",
            (SELECT min(lesson_count) FROM courses)::int AS "fewestLessons",
            (SELECT max(lesson_count) FROM courses)::int AS "mostLessons",
            (SELECT count(*) FROM content_items)::int AS "contentItems",
            (SELECT count(*) FROM users WHERE company_id IS NOT NULL)::int AS members,
            (SELECT count(*) FROM per_learner)::int AS learners,
            (SELECT count(*) FROM course_enrolments)::int AS enrolments,
            (SELECT count(*) FROM course_enrolments WHERE completed_at IS NOT NULL)::int AS "finishedEnrolments",
            (SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY enrolments) FROM per_learner)::int
              AS "medianEnrolmentsOfALearner",
            (SELECT max(enrolments) FROM per_learner)::int AS "mostEnrolmentsOfALearner",
            (SELECT max(enrolments) FROM per_course)::int AS "mostEnrolmentsOfACourse",
            (SELECT count(*) FROM lesson_completions)::int AS completions,
            (SELECT count(*) FROM certificates)::int AS certificates,
            (SELECT count(*) FROM learning_days)::int AS "learningDays",
            (pg_total_relation_size('lesson_completions') / 1048576)::int AS "lessonCompletionsTableMiB",
            (pg_database_size(current_database()) / 1048576)::int AS "databaseMiB"`,
  );
  const [version] = await query<{ server_version: string }>("SHOW server_version");
  return {
    member,
    publishedCourses: dataSet?.publishedCourses ?? 0,
    dataSet: dataSet ?? {},
    postgresVersion: version?.server_version ?? "unknown",
  };
}
