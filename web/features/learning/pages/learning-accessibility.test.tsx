// Structural accessibility checks with axe on the learning pages, as web/app/accessibility.test.tsx
// does for the others. Colour contrast needs a real layout engine; the browser tests check it.
import { screen } from "@testing-library/react";
import { axeViolations } from "@web/test/axe";
import { renderApp } from "@web/test/render-app";
import { PHONE, setViewport } from "@web/test/viewport";
import { describe, expect, it } from "vitest";
import {
  ARTICLE_CONTENT_ID,
  CERTIFICATE_ID,
  COURSE_ID,
  courseDetail,
  coursePage,
  emptyProgress,
  enrolment,
  lessonArticle,
  lessonDetail,
  lessonId,
  progressCourse,
  testActivity,
  testCertificate,
  testCourse,
} from "../testing/learning-fixtures";

/** A member part-way through a course, with a certificate from another. */
const api = {
  "GET /api/courses": {
    body: coursePage(
      [testCourse(1, { enrolment: enrolment({ completedLessons: 1 }) }), testCourse(2)],
      "more",
    ),
  },
  [`GET /api/courses/${COURSE_ID}`]: {
    body: courseDetail({ enrolment: enrolment({ completedLessons: 1 }), viewerCanEdit: true }),
  },
  [`GET /api/courses/${COURSE_ID}/lessons/${lessonId(1)}`]: {
    body: lessonDetail(1, { enrolment: enrolment({ completedLessons: 1 }), completed: true }),
  },
  [`GET /api/courses/${COURSE_ID}/lessons/${lessonId(3)}`]: {
    body: lessonDetail(3, { enrolment: enrolment({ completedLessons: 1 }) }),
  },
  [`GET /api/content/${ARTICLE_CONTENT_ID}`]: { body: lessonArticle() },
  "GET /api/progress": {
    body: emptyProgress({
      inProgress: [progressCourse()],
      suggestions: [testCourse(3)],
      certificates: [testCertificate()],
      activity: testActivity([0, 0, 0, 0, 0, 0, 0, 0, 0, 10, 25, 70]),
    }),
  },
  [`GET /api/certificates/${CERTIFICATE_ID}`]: { body: testCertificate() },
};

const PAGES: [string, string][] = [
  ["/courses", "Courses"],
  [`/courses/${COURSE_ID}`, "Zero trust in practice"],
  [`/courses/${COURSE_ID}/lessons/${lessonId(1)}`, "Why zero trust"],
  [`/courses/${COURSE_ID}/lessons/${lessonId(3)}`, "Check your understanding"],
  ["/progress", "Progress"],
  [`/certificates/${CERTIFICATE_ID}`, "Certificate of completion"],
];

describe("accessibility of the learning pages", () => {
  it.each(PAGES)("%s has no axe violations", async (path, heading) => {
    renderApp({ path, signedIn: true, api });
    await screen.findByRole("heading", { level: 1, name: heading });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await axeViolations()).toEqual([]);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it.each(PAGES)("%s has no axe violations at phone width", async (path, heading) => {
    setViewport(PHONE);
    renderApp({ path, signedIn: true, api });
    await screen.findByRole("heading", { level: 1, name: heading });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await axeViolations()).toEqual([]);
  });

  it("the certificate page has no axe violations for a visitor", async () => {
    renderApp({ path: `/certificates/${CERTIFICATE_ID}`, api });
    await screen.findByRole("heading", { level: 1, name: "Certificate of completion" });
    expect(await axeViolations()).toEqual([]);
  });
});
