import { screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";
import {
  CERTIFICATE_ID,
  COURSE_ID,
  courseDetail,
  enrolment,
  lessonId,
  testLessons,
} from "../testing/learning-fixtures";

const PATH = `/courses/${COURSE_ID}`;
const COURSE = `GET /api/courses/${COURSE_ID}`;
const ENROLMENT = `/api/courses/${COURSE_ID}/enrolment`;

describe("a course's page", () => {
  it("shows the course, its tags and its outline with each lesson's kind, minutes and completion", async () => {
    renderApp({
      path: PATH,
      signedIn: true,
      api: { [COURSE]: { body: courseDetail({ enrolment: enrolment({ completedLessons: 1 }) }) } },
    });

    expect(
      await screen.findByRole("heading", { level: 1, name: "Zero trust in practice" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Five short lessons on moving a bank to zero trust.")).toBeInTheDocument();
    expect(screen.getByText("Summit · Intermediate · 3 lessons · 1 h 25 min")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Communities" })).toHaveTextContent("CISO");
    expect(screen.getByRole("list", { name: "Intent types" })).toHaveTextContent("Identity & Access");
    expect(screen.getByText("1 of 3 lessons")).toBeInTheDocument();

    const outline = within(screen.getByRole("list", { name: "Lessons" }));
    const [first, second, third] = outline.getAllByRole("link");
    expect(first).toHaveAccessibleName("1. Why zero trust Article · 12 min Completed");
    expect(first).toHaveAttribute("href", `${PATH}/lessons/${lessonId(1)}`);
    expect(second).toHaveAccessibleName("2. Passkeys in practice Video · 1 h 10 min");
    expect(third).toHaveAccessibleName("3. Check your understanding Quiz · 3 min");
  });

  it("enrols the member, who can then start the course", async () => {
    let enrolled = false;
    const { user, server } = renderApp({
      path: PATH,
      signedIn: true,
      api: {
        [COURSE]: () => ({ body: courseDetail({ enrolment: enrolled ? enrolment() : null }) }),
        [`PUT ${ENROLMENT}`]: () => {
          enrolled = true;
          return { body: enrolment() };
        },
      },
    });

    await user.click(await screen.findByRole("button", { name: "Enrol" }));

    const start = await screen.findByRole("link", { name: "Start the course" });
    expect(start).toHaveAttribute("href", `${PATH}/lessons/${lessonId(1)}`);
    expect(await screen.findByText("You are enrolled in Zero trust in practice.")).toBeInTheDocument();
    expect(screen.getByText("0 of 3 lessons")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Enrol" })).not.toBeInTheDocument();
    expect(server.calls(`PUT ${ENROLMENT}`)).toHaveLength(1);
  });

  it("continues where the member is, and leaves the course after asking", async () => {
    let enrolled = true;
    const { user, server } = renderApp({
      path: PATH,
      signedIn: true,
      api: {
        [COURSE]: () => ({
          body: courseDetail({ enrolment: enrolled ? enrolment({ completedLessons: 1 }) : null }),
        }),
        [`DELETE ${ENROLMENT}`]: () => {
          enrolled = false;
          return { status: 204 };
        },
      },
    });

    expect(await screen.findByRole("link", { name: "Continue: lesson 2 of 3" })).toHaveAttribute(
      "href",
      `${PATH}/lessons/${lessonId(2)}`,
    );

    await user.click(screen.getByRole("button", { name: "Leave course" }));
    const dialog = await screen.findByRole("dialog", { name: "Leave Zero trust in practice?" });
    expect(dialog).toHaveTextContent("Certificates you earned stay valid.");
    await user.click(within(dialog).getByRole("button", { name: "Leave course" }));

    expect(await screen.findByRole("button", { name: "Enrol" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Continue/ })).not.toBeInTheDocument();
    expect(await screen.findByText("You have left Zero trust in practice.")).toBeInTheDocument();
    expect(server.calls(`DELETE ${ENROLMENT}`)).toHaveLength(1);
  });

  it("shows a completed course's date and its certificate", async () => {
    renderApp({
      path: PATH,
      signedIn: true,
      api: {
        [COURSE]: {
          body: courseDetail({
            enrolment: enrolment({
              completedLessons: 3,
              completedAt: "2026-03-10T10:00:00.000Z",
              certificateId: CERTIFICATE_ID,
            }),
            sections: [{ id: "s", title: "Lessons", lessons: testLessons(3) }],
            nextLessonId: null,
          }),
        },
      },
    });
    expect(await screen.findByText("You completed this course on March 10, 2026.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View certificate" })).toHaveAttribute(
      "href",
      `/certificates/${CERTIFICATE_ID}`,
    );
    expect(screen.queryByRole("link", { name: /Continue/ })).not.toBeInTheDocument();
  });

  it("offers its editors the way to edit it", async () => {
    renderApp({
      path: PATH,
      signedIn: true,
      api: { [COURSE]: { body: courseDetail({ viewerCanEdit: true }) } },
    });
    expect(await screen.findByRole("link", { name: "Edit course" })).toHaveAttribute("href", `${PATH}/edit`);
  });

  it("says the course is not here for an unknown id", async () => {
    renderApp({
      path: PATH,
      signedIn: true,
      api: { [COURSE]: { status: 404, body: { reason: "NotFound", messages: ["Course not found."] } } },
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "This course is not available" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse courses" })).toHaveAttribute("href", "/courses");
  });

  it("does not ask the server about an address that cannot name a course", async () => {
    const { server } = renderApp({ path: "/courses/not-a-course", signedIn: true });
    expect(
      await screen.findByRole("heading", { level: 1, name: "This course is not available" }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(server.requests.some((request) => request.path.startsWith("/api/courses"))).toBe(false),
    );
  });
});
