// Fills a database with the learning benchmark's data set: by default 5,000 courses (92% published,
// a third of them by companies) of 200,000 lessons (library videos and articles, and quizzes) in
// sections, and 200,000 members of 5,000 companies (the company benchmark's generator) of whom three
// quarters learn: enrolled in courses drawn by popularity, each with the first lessons of the course
// completed, 10,000,000 lesson completions in all, with the certificates of finished courses and
// every learner's days of learning. Then the benchmark's member: enrolled in 50 published courses,
// 12 finished, 33 under way and 5 not started.
//
//   npx tsx bench/learning/generate.ts          # embedded PostgreSQL under bench/results/...
//   DATABASE_URL=postgres://... npx tsx bench/learning/generate.ts
//
// Everything is set-based SQL (INSERT ... SELECT FROM generate_series) in one transaction with
// triggers and foreign-key checks off (the lesson-count trigger's work is done by counting the
// staged lessons), and the secondary indexes and the completions' primary key dropped for the load
// and built again by one sort each. Idempotent: a database that already holds this data set is left
// alone; one holding other courses or completions is refused rather than mixed with.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { HUB_IDS } from "@common/hubs";
import type { Database } from "@server/platform/database/client";
import { ensureCompanyData, type Log } from "../companies/generate";
import { type BenchDatabase, ensureMember, openBenchDatabase } from "../lib/database";
import { primaryKey, secondaryIndexes } from "../lib/indexes";
import { BENCH_MEMBER } from "./fixtures";
import { dataDirFor, type Scale, scaleFromEnv } from "./settings";
import {
  ARTICLE_OPENINGS,
  COURSE_PROMISES,
  COURSE_TITLES,
  ITEM_ANGLES,
  QUIZ_OPTIONS,
  QUIZ_PROMPTS,
  SECTION_TITLES,
  TOPICS,
  VIDEO_OPENINGS,
} from "./words";

/** Seed of PostgreSQL's random(): the same scale gives the same catalogue, enrolments and progress. */
const RANDOM_SEED = 0.5005;

/** The catalogue: published share, how far back it goes, and who publishes. */
const PUBLISHED_SHARE = 0.92;
const CATALOGUE_DAYS = 3 * 365;
const COMPANY_COURSE_SHARE = 0.35;
/** Companies that publish courses: pages, the busiest first (publisher floor(pages * random()^2)). */
const PUBLISHER_SKEW = 2;
const COVER_SHARE = 0.85;
/** Popular topics have more courses: topic floor(21 * random()^1.5), in the order of TOPICS. */
const TOPIC_SKEW = 1.5;
/** A course's lessons: weights 0.2 to 1.2, so the longest has about six times the lessons of the shortest. */
const LESSON_WEIGHT_FLOOR = 0.2;
/** Lessons per section: 4 to 8, more when a course would otherwise have over MAX_SECTIONS sections. */
const MAX_SECTIONS = 30;
/** The library: videos and articles of each topic, enough that a course never uses one twice. */
const ITEMS_PER_LESSONS = 10;
const MIN_ITEMS_PER_TOPIC = 200;
const VIDEO_SHARE = 0.4;
/** The mean lessons a course may have: its longest then has about 1.7 times that, under 200. */
const MAX_MEAN_LESSONS = 100;

/** Learners: the share of members who enrol at all, and how many courses each takes (log-normal). */
const LEARNER_SHARE = 0.75;
const ENROLMENT_SIGMA = 1;
const MAX_ENROLMENTS = 100;
/** Popular courses draw more learners: course of rank floor(published * random()^2). */
const COURSE_POPULARITY_SKEW = 2;
/** Of the enrolments: finished, not started, and the rest part of the way (uniformly). */
const FINISHED_SHARE = 0.3;
const NOT_STARTED_SHARE = 0.1;
/** Enrolments are drawn with this margin, then cut at exactly the asked number of completions. */
const ENROLMENT_MARGIN = 1.25;
const HIDDEN_CERTIFICATE_SHARE = 0.02;

/** The benchmark's member: 50 published courses, most in their own hub. */
export const MEMBER_LEARNING = {
  courses: 50,
  inOwnHub: 30,
  finished: 12,
  notStarted: 5,
  bookmarked: 8,
} as const;

/** What generating took, written beside the data so a later run can report it. */
export interface Generation {
  generatedAt: string;
  scale: Scale;
  seconds: { companies: number; load: number; indexes: number; vacuum: number; total: number };
  load: Record<string, number>;
}

const generationFile = (dataDir: string) => path.join(dataDir, "learning-generation.json");

export function readGeneration(dataDir: string): Generation | null {
  try {
    return JSON.parse(fs.readFileSync(generationFile(dataDir), "utf8")) as Generation;
  } catch {
    return null;
  }
}

const seconds = (since: number) => Math.round((Date.now() - since) / 100) / 10;

function checkScale(scale: Scale) {
  const mean = scale.lessons / scale.courses;
  if (mean < 1 || mean > MAX_MEAN_LESSONS) {
    throw new Error(
      `BENCH_LESSONS / BENCH_COURSES must be between 1 and ${MAX_MEAN_LESSONS} lessons a course, not ${mean.toFixed(1)}`,
    );
  }
}

/** A stride coprime with `modulus`, so (start + j * stride) mod modulus visits distinct values. */
function strideFor(modulus: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const stride = [7919, 7927, 7933, 6151, 3079, 1543, 769].find((prime) => gcd(prime, modulus) === 1);
  if (!stride) throw new Error(`no stride for ${modulus}`);
  return stride;
}

/** Courses, lessons and the generated learners' completions present: none, exactly these, or others. */
async function learningState(db: Database, scale: Scale): Promise<"empty" | "ready"> {
  const { rows } = await db.$client.query<{ courses: number; lessons: number; completions: number }>(
    `SELECT (SELECT count(*) FROM courses)::int AS courses,
            (SELECT count(*) FROM course_lessons)::int AS lessons,
            ((SELECT count(*) FROM lesson_completions) -
             (SELECT count(*) FROM lesson_completions
              WHERE user_id IN (SELECT id FROM users WHERE email = $1)))::int AS completions`,
    [BENCH_MEMBER.email.toLowerCase()],
  );
  const found = rows[0] ?? { courses: 0, lessons: 0, completions: 0 };
  if (found.courses === 0 && found.lessons === 0 && found.completions === 0) return "empty";
  if (
    found.courses === scale.courses &&
    found.lessons === scale.lessons &&
    found.completions === scale.completions
  ) {
    return "ready";
  }
  throw new Error(
    `The database holds ${found.courses} courses, ${found.lessons} lessons and ${found.completions} completions, ` +
      `not the benchmark's ${scale.courses}, ${scale.lessons} and ${scale.completions}. Refusing to mix data sets: ` +
      "point BENCH_DATA_DIR (or DATABASE_URL) at an empty database, or delete the benchmark's data directory.",
  );
}

/**
 * The companies and members first (the company generator), then the courses and progress, then the
 * benchmark's member (made as a member signs up, then enrolled); each unless present.
 */
export async function ensureLearningData(
  database: BenchDatabase,
  scale: Scale,
  options: { dataDir: string; log?: Log },
): Promise<Generation | null> {
  const log = options.log ?? console.log;
  const { db } = database;
  checkScale(scale);
  let generation: Generation | null = null;
  if ((await learningState(db, scale)) === "ready") {
    log(
      `data set present: ${scale.courses} courses, ${scale.lessons} lessons, ${scale.completions} completions`,
    );
  } else {
    const started = Date.now();
    await ensureCompanyData(db, { companies: scale.companies, employees: scale.learners }, log);
    const companies = seconds(started);
    const loadStarted = Date.now();
    const { load, indexSeconds } = await generateLearningData(db, scale, log);
    const loadSeconds = seconds(loadStarted);
    const vacuumStarted = Date.now();
    for (const table of [
      "content_items",
      "uploads",
      "courses",
      "course_sections",
      "course_lessons",
      "course_enrolments",
      "lesson_completions",
      "certificates",
      "learning_days",
    ]) {
      await db.$client.query(`VACUUM (ANALYZE) ${table}`);
    }
    const vacuum = seconds(vacuumStarted);
    log(`  vacuum and analyze: ${vacuum} s`);
    const total = seconds(started);
    generation = {
      generatedAt: new Date().toISOString(),
      scale,
      seconds: { companies, load: loadSeconds, indexes: indexSeconds, vacuum, total },
      load,
    };
    fs.mkdirSync(options.dataDir, { recursive: true });
    fs.writeFileSync(generationFile(options.dataDir), `${JSON.stringify(generation, null, 2)}\n`);
    log(
      `generated in ${total} s: companies and members ${companies} s, learning ${generation.seconds.load} s ` +
        `(of which indexes ${indexSeconds} s), vacuum ${vacuum} s`,
    );
  }
  await ensureMember(database, options.dataDir, BENCH_MEMBER);
  await ensureMemberLearning(db, log);
  return generation;
}

async function generateLearningData(
  db: Database,
  scale: Scale,
  log: Log,
): Promise<{ load: Record<string, number>; indexSeconds: number }> {
  const client = await db.$client.connect();
  const step = async (label: string, text: string, values: unknown[] = []) => {
    const stepStarted = Date.now();
    const result = await client.query(text, values);
    log(`  ${label}: ${result.rowCount ?? 0} rows in ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`);
    return result;
  };
  const count = async (text: string) => Number((await client.query<{ n: number }>(text)).rows[0]?.n ?? 0);
  const itemsPerTopic = Math.max(
    MIN_ITEMS_PER_TOPIC,
    Math.round(scale.lessons / ITEMS_PER_LESSONS / TOPICS.length),
  );
  const meanLessons = scale.lessons / scale.courses;
  log(
    `generating ${scale.courses} courses, ${scale.lessons} lessons and ${scale.completions} lesson completions...`,
  );
  try {
    await client.query("BEGIN");
    await client.query("SET LOCAL work_mem = '256MB'");
    await client.query("SET LOCAL maintenance_work_mem = '1GB'");
    await client.query("SET LOCAL synchronous_commit = off");
    await client.query("SELECT setseed($1)", [RANDOM_SEED]);

    // 1. The topics, and the library the lessons come from: videos and articles of each topic,
    // written with their triggers on (the search vocabulary), as insights' generator writes them.
    await client.query(
      `CREATE TEMP TABLE bench_topics ON COMMIT DROP AS
       SELECT t::int AS t, name, hub FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS x(name, hub, t)`,
      [TOPICS.map((topic) => topic.intentType), TOPICS.map((topic) => topic.hub)],
    );
    await step(
      "library (staged)",
      `CREATE TEMP TABLE bench_items ON COMMIT DROP AS
       SELECT t, idx, gen_random_uuid() AS id, name, hub, published_at,
              CASE WHEN video THEN 'video' ELSE 'article' END AS kind,
              CASE WHEN video
                   THEN ($3::text[])[1 + idx % cardinality($3::text[])] || ' ' || name ||
                        ($4::text[])[1 + (idx / cardinality($3::text[])) % cardinality($4::text[])] ||
                        ', part ' || (1 + idx / (cardinality($3::text[]) * cardinality($4::text[])))
                   ELSE ($2::text[])[1 + idx % cardinality($2::text[])] || ' ' || name ||
                        ($4::text[])[1 + (idx / cardinality($2::text[])) % cardinality($4::text[])] ||
                        ', part ' || (1 + idx / (cardinality($2::text[]) * cardinality($4::text[])))
              END AS title,
              CASE WHEN video THEN seconds END AS duration_seconds,
              CASE WHEN video THEN ceil(seconds / 60.0)::int ELSE 2 + floor(8 * power(length, 1.5))::int END
                AS minutes
       FROM (
         SELECT t.t, i AS idx, t.name, t.hub, random() < $5::float8 AS video, random() AS length,
                90 + floor(510 * random())::int AS seconds,
                now() - interval '30 days' - random() * interval '4 years' AS published_at
         FROM bench_topics t CROSS JOIN generate_series(0, $1::int - 1) i
       ) items`,
      [itemsPerTopic, ARTICLE_OPENINGS, VIDEO_OPENINGS, ITEM_ANGLES, VIDEO_SHARE],
    );
    await client.query("CREATE UNIQUE INDEX ON bench_items (t, idx)");
    await step(
      "content items",
      `INSERT INTO content_items (id, kind, title, summary, body, hubs, intent_types, visibility, duration_seconds,
                                  published_at, updated_at)
       SELECT id, kind, title, 'What ' || lower(name) || ' buyers compare, and what they wish they had known.',
              'Notes for leaders choosing ' || lower(name) || '.', ARRAY[hub], ARRAY[name], 'members',
              duration_seconds, published_at, published_at
       FROM bench_items ORDER BY published_at`,
    );
    // Foreign-key checks and row triggers (the lesson counts, the companies' counters) would run
    // once per row: they are off for the rest of the load, and their work is done set-based here.
    await client.query("SET LOCAL session_replication_role = replica");

    // 2. Secondary indexes of the learning tables, and the completions' primary key, go for the load.
    const tables = [
      "courses",
      "course_sections",
      "course_lessons",
      "course_enrolments",
      "lesson_completions",
      "certificates",
      "learning_days",
    ];
    const indexes = await secondaryIndexes(client, tables);
    for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
    const completionsKey = await primaryKey(client, "lesson_completions");
    await client.query(`ALTER TABLE lesson_completions DROP CONSTRAINT ${completionsKey.name}`);
    log(
      `  dropped ${indexes.length} secondary indexes and ${completionsKey.name} for the load: ` +
        indexes.map((index) => index.name).join(", "),
    );

    // 3. Who publishes: company pages with an owner, in a stable order (busiest first).
    await step(
      "publishers",
      `CREATE TEMP TABLE bench_publishers ON COMMIT DROP AS
       SELECT (row_number() OVER (ORDER BY md5(c.name || 'courses')))::int AS n, c.id, c.name, a.user_id AS owner_id
       FROM companies c JOIN company_admins a ON a.company_id = c.id AND a.privilege = 'owner'
       WHERE c.is_page`,
    );
    const publishers = await count("SELECT count(*)::int AS n FROM bench_publishers");

    // 4. The courses: a topic, a level, a publisher (a third are companies'), a publication time
    // (the catalogue growing over three years), and lessons split exactly by weights (prefix sums
    // rounded down) so the data set has precisely the asked number.
    await step(
      "courses (staged)",
      `CREATE TEMP TABLE bench_courses ON COMMIT DROP AS
       WITH drawn AS (
         SELECT c, ($3::float8 + random())::numeric AS weight,
                least($4::int, 1 + floor($4::int * power(random(), $5::float8))::int) AS t,
                random() < $6::float8 AS published, random() AS u_level, random() AS u_title,
                random() AS u_promise, random() AS u_age, random() < $7::float8 AS covered,
                CASE WHEN $9::int > 0 AND random() < $8::float8
                     THEN least($9::int, 1 + floor($9::int * power(random(), $10::float8))::int) END AS publisher,
                CASE WHEN random() < 0.3 THEN ($11::text[])[1 + floor(cardinality($11::text[]) * random())::int] END
                  AS other_hub
         FROM generate_series(1, $1::int) c
       ), counted AS (
         SELECT *, (floor($2::numeric * upto / total) - floor($2::numeric * (upto - weight) / total))::int AS lessons
         FROM (SELECT *, sum(weight) OVER (ORDER BY c) AS upto, sum(weight) OVER () AS total FROM drawn) x
       ), levelled AS (
         SELECT *, CASE WHEN u_level < 0.4 THEN 'introductory' WHEN u_level < 0.8 THEN 'intermediate'
                        ELSE 'advanced' END AS level,
                CASE WHEN published THEN now() - $16::int * interval '1 day' * (1 - sqrt(u_age)) END AS published_at
         FROM counted
       )
       SELECT l.c, gen_random_uuid() AS id, l.t, l.lessons, l.level, l.published, l.published_at,
              greatest(4 + l.c % 5, ceil(l.lessons / $17::numeric)::int) AS per_section,
              format(CASE l.level
                       WHEN 'introductory' THEN ($12::text[])[1 + floor(cardinality($12::text[]) * l.u_title)::int]
                       WHEN 'intermediate' THEN ($13::text[])[1 + floor(cardinality($13::text[]) * l.u_title)::int]
                       ELSE ($14::text[])[1 + floor(cardinality($14::text[]) * l.u_title)::int] END, t.name) AS title,
              format('A course for IT leaders on %s: %s.', t.name,
                     ($15::text[])[1 + floor(cardinality($15::text[]) * l.u_promise)::int]) AS summary,
              CASE WHEN l.other_hub IS NULL OR l.other_hub = t.hub THEN ARRAY[t.hub] ELSE ARRAY[t.hub, l.other_hub] END
                AS hubs,
              ARRAY[t.name] AS intent_types,
              p.id AS company_id, p.name AS company_name, p.owner_id AS author_id,
              CASE WHEN l.covered THEN gen_random_uuid() END AS cover_id,
              coalesce(l.published_at, now() - interval '120 days' * l.u_age) - interval '30 days' * random()
                AS created_at,
              (l.c::bigint * 7919) % $18::int AS item_offset
       FROM levelled l
       JOIN bench_topics t ON t.t = l.t
       LEFT JOIN bench_publishers p ON p.n = l.publisher`,
      [
        scale.courses,
        scale.lessons,
        LESSON_WEIGHT_FLOOR,
        TOPICS.length,
        TOPIC_SKEW,
        PUBLISHED_SHARE,
        COVER_SHARE,
        COMPANY_COURSE_SHARE,
        publishers,
        PUBLISHER_SKEW,
        HUB_IDS,
        COURSE_TITLES.introductory,
        COURSE_TITLES.intermediate,
        COURSE_TITLES.advanced,
        COURSE_PROMISES,
        CATALOGUE_DAYS,
        MAX_SECTIONS,
        itemsPerTopic,
      ],
    );
    await client.query("CREATE UNIQUE INDEX ON bench_courses (c)");
    await client.query("ANALYZE bench_courses");
    const shortest = await count("SELECT min(lessons)::int AS n FROM bench_courses");
    if (shortest < 1) throw new Error("a course would have no lessons; ask for more lessons per course");

    // 5. Sections of 4 to 8 lessons (the first and last titled as courses usually are), and the
    // lessons: the last of every other section, and of the course, a quiz; the rest a video or an
    // article of the course's topic, never the same one twice in a course (a stride through the
    // topic's items from a point that depends on the course).
    await step(
      "sections (staged)",
      `CREATE TEMP TABLE bench_sections ON COMMIT DROP AS
       SELECT c.c, s, gen_random_uuid() AS id,
              CASE WHEN s = 0 THEN ($1::text[])[1]
                   WHEN s = (c.lessons - 1) / c.per_section THEN ($1::text[])[cardinality($1::text[])]
                   ELSE ($1::text[])[2 + (c.c + s) % (cardinality($1::text[]) - 2)] ||
                        CASE WHEN s > cardinality($1::text[]) - 2 THEN ', continued' ELSE '' END END AS title
       FROM bench_courses c CROSS JOIN LATERAL generate_series(0, (c.lessons - 1) / c.per_section) s`,
      [SECTION_TITLES],
    );
    await client.query("CREATE UNIQUE INDEX ON bench_sections (c, s)");
    await step(
      "lessons (staged)",
      `CREATE TEMP TABLE bench_lessons ON COMMIT DROP AS
       SELECT x.c, x.p, gen_random_uuid() AS id, s.id AS section_id, s.title AS section_title, x.quiz,
              CASE WHEN x.quiz THEN 'quiz' ELSE i.kind END AS kind, i.id AS content_id,
              CASE WHEN x.quiz THEN 3 + (x.c + x.p) % 4 ELSE i.minutes END AS minutes
       FROM (
         SELECT c.c, c.t, p, c.per_section, c.item_offset,
                c.lessons >= 4 AND (p % c.per_section = 0 OR p = c.lessons)
                  AND (((p - 1) / c.per_section) % 2 = 1 OR p = c.lessons) AS quiz
         FROM bench_courses c CROSS JOIN LATERAL generate_series(1, c.lessons) p
       ) x
       JOIN bench_sections s ON s.c = x.c AND s.s = (x.p - 1) / x.per_section
       LEFT JOIN bench_items i ON NOT x.quiz AND i.t = x.t AND i.idx = (x.item_offset + x.p::bigint * $1::int) % $2::int`,
      [strideFor(itemsPerTopic), itemsPerTopic],
    );
    await client.query("CREATE UNIQUE INDEX ON bench_lessons (c, p)");
    await client.query("ANALYZE bench_lessons");
    await client.query(
      `CREATE TEMP TABLE bench_course_totals ON COMMIT DROP AS
       SELECT c, count(*)::int AS lessons, sum(minutes)::int AS minutes FROM bench_lessons GROUP BY c`,
    );

    // 6. The rows themselves: covers, courses (with their lesson counts and minutes), sections,
    // lessons with their quizzes (3 to 6 questions of 4 options, every third with two right answers,
    // a pass mark of 70%). Sections are numbered from 1 in their course and lessons from 1 in their
    // section, as the app numbers them.
    await step(
      "uploads (covers)",
      `INSERT INTO uploads (id, kind, storage_key, thumbnail_key, content_type, size_bytes, file_name,
                            width, height, created_at)
       SELECT cover_id, 'image', 'bench/course-covers/' || cover_id || '.webp',
              'bench/course-covers/' || cover_id || '-thumb.webp', 'image/webp', 20000 + c % 80000, 'cover.webp',
              1200, 675, created_at
       FROM bench_courses WHERE cover_id IS NOT NULL`,
    );
    await step(
      "courses",
      `INSERT INTO courses (id, title, summary, level, hubs, intent_types, cover_upload_id, company_id, author_id,
                            status, lesson_count, total_minutes, published_at, created_at, updated_at)
       SELECT c.id, c.title, c.summary, c.level, c.hubs, c.intent_types, c.cover_id, c.company_id, c.author_id,
              CASE WHEN c.published THEN 'published' ELSE 'draft' END, t.lessons, t.minutes, c.published_at,
              c.created_at, coalesce(c.published_at, c.created_at)
       FROM bench_courses c JOIN bench_course_totals t ON t.c = c.c
       ORDER BY c.created_at`,
    );
    await step(
      "sections",
      `INSERT INTO course_sections (id, course_id, title, position)
       SELECT s.id, c.id, s.title, s.s + 1 FROM bench_sections s JOIN bench_courses c ON c.c = s.c ORDER BY s.c, s.s`,
    );
    await step(
      "lessons",
      `INSERT INTO course_lessons (id, course_id, section_id, position, number, kind, content_id, title, quiz,
                                   minutes, created_at)
       SELECT l.id, c.id, l.section_id, l.p - ((l.p - 1) / c.per_section) * c.per_section, l.p, l.kind,
              l.content_id,
              CASE WHEN l.quiz THEN 'Check your understanding: ' || lower(l.section_title) END,
              CASE WHEN l.quiz THEN (
                SELECT jsonb_build_object('passMark', 70, 'questions', jsonb_agg(jsonb_build_object(
                         'id', 'q' || q,
                         'prompt', format(($1::text[])[1 + (l.c + l.p + q) % cardinality($1::text[])], t.name),
                         'multiple', q % 3 = 0,
                         'options', (SELECT jsonb_agg(jsonb_build_object(
                                        'id', 'o' || o,
                                        'text', ($2::text[])[1 + (l.c + q * 3 + o) % cardinality($2::text[])])
                                      ORDER BY o)
                                     FROM generate_series(1, 4) o),
                         'correct', CASE WHEN q % 3 = 0 THEN jsonb_build_array('o1', 'o3')
                                         ELSE jsonb_build_array('o' || (1 + (l.c + q) % 4)) END) ORDER BY q))
                FROM generate_series(1, l.minutes) q) END,
              l.minutes, c.created_at
       FROM bench_lessons l JOIN bench_courses c ON c.c = l.c JOIN bench_topics t ON t.t = c.t
       ORDER BY l.c, l.p`,
      [QUIZ_PROMPTS, QUIZ_OPTIONS],
    );

    // 7. Learners: three quarters of the members, each taking a log-normal number of courses drawn
    // by popularity (published courses only), each enrolment finished, not started, or part of the
    // way through. Drawn with a margin, then taken in a random order until the completions reach
    // exactly the asked number (the last one taken is cut short).
    await step(
      "learners",
      `CREATE TEMP TABLE bench_learners ON COMMIT DROP AS
       SELECT (row_number() OVER (ORDER BY id))::int AS n, id, name FROM users WHERE company_id IS NOT NULL`,
    );
    await client.query("CREATE UNIQUE INDEX ON bench_learners (n)");
    const learners = await count("SELECT count(*)::int AS n FROM bench_learners");
    if (learners !== scale.learners)
      throw new Error(`found ${learners} members instead of ${scale.learners}`);
    await client.query(
      `CREATE TEMP TABLE bench_published ON COMMIT DROP AS
       SELECT (row_number() OVER (ORDER BY random()))::int AS rank, c.c, c.id, t.lessons, c.published_at
       FROM bench_courses c JOIN bench_course_totals t ON t.c = c.c WHERE c.published`,
    );
    await client.query("CREATE UNIQUE INDEX ON bench_published (rank)");
    const published = await count("SELECT count(*)::int AS n FROM bench_published");
    const perEnrolment = meanLessons * (FINISHED_SHARE + (1 - FINISHED_SHARE - NOT_STARTED_SHARE) * 0.5);
    // ceil() adds about half a course to the log-normal's mean.
    const meanEnrolments = Math.max(
      0.5,
      (ENROLMENT_MARGIN * scale.completions) / (perEnrolment * learners * LEARNER_SHARE) - 0.5,
    );
    const maxEnrolments = Math.max(1, Math.min(MAX_ENROLMENTS, Math.floor(published / 3)));
    await step(
      "enrolments (staged)",
      `CREATE TEMP TABLE bench_enrolments ON COMMIT DROP AS
       WITH draws AS (
         SELECT DISTINCT l.n AS learner,
                least($1::int, 1 + floor($1::int * power(random(), $2::float8))::int) AS rank
         FROM (SELECT n, least($3::int, ceil($4::float8 * exp(random_normal(-$5::float8 * $5::float8 / 2, $5::float8))))::int AS k
               FROM bench_learners WHERE random() < $6::float8) l
         CROSS JOIN LATERAL generate_series(1, l.k)
       ), drawn AS (
         SELECT d.learner, p.c, p.id AS course_id, p.lessons, p.published_at,
                random() AS u, random() AS share, random() AS key, random() AS start, random() AS pace
         FROM draws d JOIN bench_published p ON p.rank = d.rank
       ), wanted AS (
         SELECT *, CASE WHEN u < $7::float8 THEN lessons WHEN u < $7::float8 + $8::float8 THEN 0
                        ELSE 1 + floor((lessons - 1) * share)::int END AS want
         FROM drawn
       ), cumulative AS (
         SELECT *, sum(want) OVER (ORDER BY key ROWS UNBOUNDED PRECEDING) AS upto FROM wanted
       )
       SELECT x.learner, l.id AS user_id, l.name AS holder_name, x.c, x.course_id, x.lessons,
              least(x.want, $9::bigint - (x.upto - x.want))::int AS done, x.enrolled_at,
              least(now() - x.enrolled_at, x.lessons * interval '1 day' * (0.3 + 2 * x.pace)) AS span
       FROM (SELECT c.*, c.published_at + (now() - c.published_at) * c.start AS enrolled_at
             FROM cumulative c WHERE c.upto - c.want < $9::bigint) x
       JOIN bench_learners l ON l.n = x.learner`,
      [
        published,
        COURSE_POPULARITY_SKEW,
        maxEnrolments,
        meanEnrolments,
        ENROLMENT_SIGMA,
        LEARNER_SHARE,
        FINISHED_SHARE,
        NOT_STARTED_SHARE,
        scale.completions,
      ],
    );
    const staged = await count("SELECT coalesce(sum(done), 0)::bigint::float8 AS n FROM bench_enrolments");
    if (staged !== scale.completions) {
      throw new Error(
        `the drawn enrolments hold ${staged} completions, fewer than ${scale.completions}: ask for more learners (BENCH_LEARNERS)`,
      );
    }
    await client.query("ANALYZE bench_enrolments");

    // 8. Enrolments, where each learner is (the last lesson completed), then the completions in the
    // order they happened: a learner takes the lessons in order, three at a sitting a quarter of an
    // hour apart, the sittings spread over the time they took.
    await client.query(
      `CREATE OR REPLACE FUNCTION pg_temp.bench_completed_at(enrolled_at timestamptz, span interval, lesson int,
                                                               lessons int) RETURNS timestamptz
       LANGUAGE sql STABLE AS $$
         SELECT least(now(), enrolled_at + span * (((lesson - 1) / 3) * 3 + 1) / lessons
                             + ((lesson - 1) % 3) * interval '15 minutes')
       $$`,
    );
    await step(
      "enrolments",
      `INSERT INTO course_enrolments (user_id, course_id, enrolled_at, last_lesson_id, last_activity_at, completed_at)
       SELECT e.user_id, e.course_id, e.enrolled_at, l.id,
              CASE WHEN e.done > 0 THEN pg_temp.bench_completed_at(e.enrolled_at, e.span, e.done, e.lessons)
                   ELSE e.enrolled_at END,
              CASE WHEN e.done = e.lessons THEN pg_temp.bench_completed_at(e.enrolled_at, e.span, e.done, e.lessons) END
       FROM bench_enrolments e LEFT JOIN bench_lessons l ON l.c = e.c AND l.p = e.done
       ORDER BY e.user_id, e.course_id`,
    );
    const completionsStarted = Date.now();
    await step(
      "lesson completions",
      `INSERT INTO lesson_completions (user_id, course_id, lesson_id, completed_at)
       SELECT e.user_id, e.course_id, l.id,
              pg_temp.bench_completed_at(e.enrolled_at, e.span, l.p, e.lessons) AS completed_at
       FROM bench_enrolments e
       CROSS JOIN LATERAL generate_series(1, e.done) position
       JOIN bench_lessons l ON l.c = e.c AND l.p = position
       ORDER BY completed_at`,
    );
    const completionsSeconds = seconds(completionsStarted);

    // 9. A certificate for every finished course (a few hidden by their holders), and each
    // learner's minutes and lessons per day (UTC), from the completions.
    await step(
      "certificates",
      `INSERT INTO certificates (user_id, course_id, holder_name, course_title, issuer, minutes, lesson_count,
                                 issued_at, hidden_at)
       SELECT user_id, course_id, holder_name, title, issuer, minutes, lessons, issued_at,
              CASE WHEN random() < $1::float8 THEN issued_at + (now() - issued_at) * random() END
       FROM (
         SELECT e.user_id, e.course_id, e.holder_name, c.title, coalesce(c.company_name, 'Summit') AS issuer,
                t.minutes, t.lessons, pg_temp.bench_completed_at(e.enrolled_at, e.span, e.done, e.lessons) AS issued_at
         FROM bench_enrolments e JOIN bench_courses c ON c.c = e.c JOIN bench_course_totals t ON t.c = e.c
         WHERE e.done = e.lessons
       ) finished
       ORDER BY issued_at`,
      [HIDDEN_CERTIFICATE_SHARE],
    );
    await step(
      "learning days",
      `INSERT INTO learning_days (user_id, day, minutes, lessons)
       SELECT lc.user_id, (lc.completed_at AT TIME ZONE 'UTC')::date, sum(l.minutes)::int, count(*)::int
       FROM lesson_completions lc JOIN bench_lessons l ON l.id = lc.lesson_id
       GROUP BY 1, 2`,
    );

    // 10. The indexes again, one sort each.
    const indexesStarted = Date.now();
    await step(`index ${completionsKey.name}`, completionsKey.definition);
    for (const index of indexes) await step(`index ${index.name}`, index.definition);
    const indexSeconds = seconds(indexesStarted);

    const { rows: shape } = await client.query<Record<string, number>>(
      `SELECT (SELECT count(*) FROM lesson_completions)::int AS completions,
              (SELECT count(*) FROM bench_enrolments)::int AS enrolments,
              (SELECT count(DISTINCT learner) FROM bench_enrolments)::int AS learners,
              (SELECT count(*) FROM bench_enrolments WHERE done = lessons)::int AS "finishedEnrolments",
              (SELECT count(*) FROM bench_enrolments WHERE done = 0)::int AS "notStartedEnrolments",
              (SELECT max(n) FROM (SELECT count(*) AS n FROM bench_enrolments GROUP BY learner) x)::int
                AS "mostEnrolmentsOfALearner",
              (SELECT max(n) FROM (SELECT count(*) AS n FROM bench_enrolments GROUP BY c) x)::int
                AS "mostEnrolmentsOfACourse",
              (SELECT count(*) FROM content_items)::int AS "contentItems",
              $1::float8 AS "completionsSeconds"`,
      [completionsSeconds],
    );
    const loaded = shape[0] ?? {};
    if (loaded.completions !== scale.completions) {
      throw new Error(`wrote ${loaded.completions} completions instead of ${scale.completions}`);
    }
    log(
      `  ${loaded.learners} learners, ${loaded.enrolments} enrolments (${loaded.finishedEnrolments} finished, ` +
        `${loaded.notStartedEnrolments} not started; at most ${loaded.mostEnrolmentsOfALearner} a learner and ` +
        `${loaded.mostEnrolmentsOfACourse} a course)`,
    );
    await client.query("COMMIT");
    return { load: loaded, indexSeconds };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The benchmark's member (made by ensureMember): enrolled in 50 published courses, most in their own
 * hub, 12 finished with their certificates, 33 part of the way (the latest lessons in the last days,
 * so this week and month count), 5 not started; passed quizzes, days of learning, and bookmarks of
 * courses on the catalogue's first pages. Made again when anything of it is missing.
 */
export async function ensureMemberLearning(db: Database, log: Log = console.log): Promise<void> {
  const client = await db.$client.connect();
  try {
    const { rows: members } = await client.query<{ id: string; hub: string | null; enrolments: number }>(
      `SELECT u.id, u.hub, (SELECT count(*) FROM course_enrolments e WHERE e.user_id = u.id)::int AS enrolments
       FROM users u WHERE u.email = $1`,
      [BENCH_MEMBER.email.toLowerCase()],
    );
    const member = members[0];
    if (!member) throw new Error("the benchmark's member is missing; ensureMember makes it");
    if (member.enrolments === MEMBER_LEARNING.courses) return;
    const { finished, notStarted, courses, inOwnHub, bookmarked } = MEMBER_LEARNING;
    await client.query("BEGIN");
    for (const table of ["course_enrolments", "certificates", "learning_days", "quiz_attempts"]) {
      await client.query(`DELETE FROM ${table} WHERE user_id = $1`, [member.id]);
    }
    await client.query("DELETE FROM bookmarks WHERE user_id = $1 AND course_id IS NOT NULL", [member.id]);
    const { rows: picked } = await client.query<{ id: string }>(
      `WITH own AS (
         SELECT id FROM courses WHERE status = 'published' AND $1::text = ANY(hubs)
         ORDER BY md5(id::text || 'member') LIMIT $2
       )
       SELECT id FROM own
       UNION ALL
       (SELECT id FROM courses WHERE status = 'published' AND id NOT IN (SELECT id FROM own)
        ORDER BY md5(id::text || 'member') LIMIT $3::int - (SELECT count(*) FROM own))`,
      [member.hub ?? "", inOwnHub, courses],
    );
    if (picked.length !== courses) throw new Error(`only ${picked.length} published courses for the member`);
    await client.query(
      `CREATE TEMP TABLE bench_member_courses ON COMMIT DROP AS
       SELECT x.*, CASE WHEN x.done = x.lessons THEN x.enrolled_at + (now() - x.enrolled_at) / 2
                        ELSE now() - interval '1 day' * (x.i % 9) - interval '1 hour' * (3 + x.i % 7) END AS finish
       FROM (
         SELECT m.i::int AS i, c.id AS course_id, c.title, c.lesson_count AS lessons, c.total_minutes AS minutes,
                coalesce(co.name, 'Summit') AS issuer,
                CASE WHEN m.i <= $2 THEN c.lesson_count
                     WHEN m.i > $3::int - $4::int THEN 0
                     ELSE greatest(1, least(c.lesson_count - 1, floor(c.lesson_count * ((m.i * 37) % 97 + 1) / 99.0)::int))
                END AS done,
                now() - interval '1 day' * (10 + ($3::int + 1 - m.i) * 8) AS enrolled_at
         FROM unnest($1::uuid[]) WITH ORDINALITY AS m(id, i)
         JOIN courses c ON c.id = m.id
         LEFT JOIN companies co ON co.id = c.company_id
       ) x`,
      [picked.map((row) => row.id), finished, courses, notStarted],
    );
    // The lessons of those courses in the order the course page shows them.
    await client.query(
      `CREATE TEMP TABLE bench_member_lessons ON COMMIT DROP AS
       SELECT l.course_id, l.id,
              row_number() OVER (PARTITION BY l.course_id ORDER BY s.position, s.id, l.position, l.id)::int AS number
       FROM course_lessons l JOIN course_sections s ON s.id = l.section_id
       WHERE l.course_id IN (SELECT course_id FROM bench_member_courses)`,
    );
    await client.query(
      `INSERT INTO course_enrolments (user_id, course_id, enrolled_at, last_lesson_id, last_activity_at, completed_at)
       SELECT $1, m.course_id, m.enrolled_at, l.id,
              CASE WHEN m.done > 0 THEN m.finish ELSE m.enrolled_at END,
              CASE WHEN m.done = m.lessons THEN m.finish END
       FROM bench_member_courses m
       LEFT JOIN bench_member_lessons l ON l.course_id = m.course_id AND l.number = m.done`,
      [member.id],
    );
    const completions = await client.query(
      `INSERT INTO lesson_completions (user_id, course_id, lesson_id, completed_at)
       SELECT $1, m.course_id, l.id, m.enrolled_at + (m.finish - m.enrolled_at) * l.number / m.done
       FROM bench_member_courses m
       JOIN bench_member_lessons l ON l.course_id = m.course_id AND l.number <= m.done`,
      [member.id],
    );
    // Every quiz completed was passed, with every answer right.
    await client.query(
      `INSERT INTO quiz_attempts (user_id, lesson_id, answers, correct, score, passed, created_at)
       SELECT lc.user_id, l.id,
              (SELECT jsonb_object_agg(q ->> 'id', q -> 'correct') FROM jsonb_array_elements(l.quiz -> 'questions') q),
              ARRAY(SELECT q ->> 'id' FROM jsonb_array_elements(l.quiz -> 'questions') q), 100, true,
              lc.completed_at
       FROM lesson_completions lc JOIN course_lessons l ON l.id = lc.lesson_id
       WHERE lc.user_id = $1 AND l.kind = 'quiz'`,
      [member.id],
    );
    await client.query(
      `INSERT INTO certificates (user_id, course_id, holder_name, course_title, issuer, minutes, lesson_count, issued_at)
       SELECT $1, m.course_id, u.name, m.title, m.issuer, m.minutes, m.lessons, m.finish
       FROM bench_member_courses m CROSS JOIN users u
       WHERE u.id = $1 AND m.done = m.lessons`,
      [member.id],
    );
    await client.query(
      `INSERT INTO learning_days (user_id, day, minutes, lessons)
       SELECT lc.user_id, (lc.completed_at AT TIME ZONE 'UTC')::date, sum(l.minutes)::int, count(*)::int
       FROM lesson_completions lc JOIN course_lessons l ON l.id = lc.lesson_id
       WHERE lc.user_id = $1
       GROUP BY 1, 2`,
      [member.id],
    );
    await client.query(
      `INSERT INTO bookmarks (user_id, kind, course_id)
       SELECT $1, 'course', id FROM (
         SELECT id FROM courses
         WHERE status = 'published' AND id NOT IN (SELECT course_id FROM bench_member_courses)
         ORDER BY published_at DESC, id DESC LIMIT 48
       ) newest
       ORDER BY md5(id::text || 'bookmark') LIMIT $2`,
      [member.id, bookmarked],
    );
    await client.query("COMMIT");
    log(
      `  the member: ${courses} courses (${finished} finished, ${courses - finished - notStarted} under way, ` +
        `${notStarted} not started), ${completions.rowCount ?? 0} lessons completed, ${bookmarked} courses bookmarked`,
    );
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function main() {
  const scale = scaleFromEnv();
  const dataDir = dataDirFor(scale);
  const database = await openBenchDatabase(dataDir);
  try {
    console.log(`database: ${database.location}`);
    await ensureLearningData(database, scale, { dataDir });
  } finally {
    await database.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
