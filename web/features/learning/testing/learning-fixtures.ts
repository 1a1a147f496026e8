// Courses, lessons, progress and certificates as the API answers them, for the learning pages' tests.
import type { ContentDetail } from "@common/content";
import type {
  Certificate,
  CourseDetail,
  CourseSummary,
  Enrolment,
  LessonDetail,
  LessonSummary,
  ProgressCourse,
  ProgressOverview,
} from "@common/learning";

export const COURSE_ID = "5b0c8c8e-7a41-4d0e-9f6a-000000000001";
const SECTION_ID = "5b0c8c8e-7a41-4d0e-9f6a-100000000001";
export const CERTIFICATE_ID = "5b0c8c8e-7a41-4d0e-9f6a-300000000001";
export const COMPANY_ID = "6f1c1d7e-2a7b-4f7e-9a51-3f5d2c9b8e01";
export const ARTICLE_CONTENT_ID = "0c5e6a3e-1d2b-4c8e-9f00-000000000002";
export const VIDEO_CONTENT_ID = "0c5e6a3e-1d2b-4c8e-9f00-000000000001";

/** The id of lesson n (1-based) of the test course. */
export const lessonId = (number: number) =>
  `5b0c8c8e-7a41-4d0e-9f6a-2000000000${String(number).padStart(2, "0")}`;

export function testCourse(index = 1, overrides: Partial<CourseSummary> = {}): CourseSummary {
  return {
    id: index === 1 ? COURSE_ID : `5b0c8c8e-7a41-4d0e-9f6a-0000000000${String(index).padStart(2, "0")}`,
    title: index === 1 ? "Zero trust in practice" : `Course ${index}`,
    summary: "Five short lessons on moving a bank to zero trust.",
    coverUrl: null,
    level: "intermediate",
    hubs: ["ciso"],
    intentTypes: ["Identity & Access"],
    company: null,
    status: "published",
    lessonCount: 3,
    minutes: 85,
    publishedAt: "2026-03-02T10:00:00.000Z",
    enrolment: null,
    bookmarked: false,
    ...overrides,
  };
}

export function enrolment(overrides: Partial<Enrolment> = {}): Enrolment {
  return {
    enrolledAt: "2026-03-03T10:00:00.000Z",
    completedLessons: 0,
    completedAt: null,
    certificateId: null,
    ...overrides,
  };
}

export function testLessons(completed = 0): LessonSummary[] {
  const kinds = [
    { kind: "article", title: "Why zero trust", minutes: 12, contentId: ARTICLE_CONTENT_ID },
    {
      kind: "video",
      title: "Passkeys in practice",
      minutes: 70,
      contentId: "0c5e6a3e-1d2b-4c8e-9f00-000000000001",
    },
    { kind: "quiz", title: "Check your understanding", minutes: 3, contentId: null },
  ] as const;
  return kinds.map((lesson, index) => ({
    id: lessonId(index + 1),
    sectionId: SECTION_ID,
    number: index + 1,
    ...lesson,
    completed: index < completed,
  }));
}

export function courseDetail(overrides: Partial<CourseDetail> = {}): CourseDetail {
  const completed = overrides.enrolment?.completedLessons ?? 0;
  return {
    ...testCourse(),
    sections: [{ id: SECTION_ID, title: "Lessons", lessons: testLessons(completed) }],
    nextLessonId: lessonId(Math.min(completed + 1, 3)),
    viewerCanEdit: false,
    ...overrides,
  };
}

export const testQuiz: NonNullable<LessonDetail["quiz"]> = {
  passMark: 50,
  questions: [
    {
      id: "q1",
      prompt: "What does zero trust verify?",
      multiple: false,
      options: [
        { id: "q1-a", text: "Every request" },
        { id: "q1-b", text: "Only the first request" },
      ],
    },
    {
      id: "q2",
      prompt: "Which are phishing-resistant?",
      multiple: true,
      options: [
        { id: "q2-a", text: "Passkeys" },
        { id: "q2-b", text: "Security keys" },
        { id: "q2-c", text: "SMS codes" },
      ],
    },
  ],
  bestAttempt: null,
  answerKey: null,
};

export function lessonDetail(number: number, overrides: Partial<LessonDetail> = {}): LessonDetail {
  const summary = testLessons()[number - 1];
  if (!summary) throw new Error(`no lesson ${number}`);
  return {
    ...summary,
    course: { id: COURSE_ID, title: "Zero trust in practice", lessonCount: 3 },
    quiz: summary.kind === "quiz" ? testQuiz : null,
    previousLessonId: number > 1 ? lessonId(number - 1) : null,
    nextLessonId: number < 3 ? lessonId(number + 1) : null,
    enrolment: null,
    ...overrides,
  };
}

export function progressCourse(overrides: Partial<ProgressCourse> = {}): ProgressCourse {
  return {
    ...testCourse(),
    enrolment: enrolment({ completedLessons: 1 }),
    nextLesson: { id: lessonId(2), number: 2, title: "Passkeys in practice" },
    ...overrides,
  };
}

export function testCertificate(overrides: Partial<Certificate> = {}): Certificate {
  return {
    id: CERTIFICATE_ID,
    holderName: "Ada Lovelace",
    courseTitle: "Zero trust in practice",
    issuer: "Summit",
    hours: 1.5,
    lessonCount: 3,
    issuedAt: "2026-03-10T10:00:00.000Z",
    courseId: COURSE_ID,
    hidden: false,
    viewerIsHolder: true,
    ...overrides,
  };
}

/** Twelve weeks of learning, oldest first, the last two with some. */
export function testActivity(minutes: number[] = []): ProgressOverview["activity"] {
  return {
    weeks: Array.from({ length: 12 }, (_, index) => {
      const monday = new Date(Date.UTC(2026, 0, 5 + index * 7));
      return {
        weekStart: monday.toISOString().slice(0, 10),
        minutes: minutes[index] ?? 0,
        lessons: minutes[index] ? 1 : 0,
      };
    }),
    streakWeeks: minutes.filter(Boolean).length,
    minutesThisMonth: minutes.reduce((total, value) => total + value, 0),
  };
}

export function emptyProgress(overrides: Partial<ProgressOverview> = {}): ProgressOverview {
  return {
    inProgress: [],
    completed: [],
    suggestions: [],
    activity: testActivity(),
    certificates: [],
    ...overrides,
  };
}

export const coursePage = (items: CourseSummary[], nextCursor: string | null = null) => ({
  items,
  nextCursor,
});

/** The article of lesson 1, as the content library answers it. */
export function lessonArticle(overrides: Partial<ContentDetail> = {}): ContentDetail {
  return {
    id: ARTICLE_CONTENT_ID,
    kind: "article",
    title: "Why zero trust",
    summary: "",
    hubs: ["ciso"],
    intentTypes: ["Identity & Access"],
    visibility: "members",
    company: null,
    author: null,
    coverUrl: null,
    video: null,
    viewCount: 3,
    publishedAt: "2026-03-01T10:00:00.000Z",
    updatedAt: "2026-03-01T10:00:00.000Z",
    progress: null,
    bookmarked: false,
    body: "## The perimeter is gone\n\nEvery request is verified, wherever it comes from.",
    viewerCanEdit: false,
    ...overrides,
  };
}

/** The video of lesson 2, as the content library answers it. */
export function lessonVideo(overrides: Partial<ContentDetail> = {}): ContentDetail {
  return lessonArticle({
    id: VIDEO_CONTENT_ID,
    kind: "video",
    title: "Passkeys in practice",
    video: { url: "/api/files/videos/passkeys.webm", contentType: "video/webm", durationSeconds: 4200 },
    body: "",
    ...overrides,
  });
}
