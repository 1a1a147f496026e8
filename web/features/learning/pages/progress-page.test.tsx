import { screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";
import {
  CERTIFICATE_ID,
  COURSE_ID,
  emptyProgress,
  enrolment,
  lessonId,
  progressCourse,
  testActivity,
  testCertificate,
  testCourse,
} from "../testing/learning-fixtures";

describe("the progress page", () => {
  it("shows courses in progress with the lesson to continue with, and completed ones with their certificate", async () => {
    renderApp({
      path: "/progress",
      signedIn: true,
      api: {
        "GET /api/progress": {
          body: emptyProgress({
            inProgress: [progressCourse()],
            completed: [
              progressCourse({
                ...testCourse(2),
                enrolment: enrolment({
                  completedLessons: 3,
                  completedAt: "2026-03-10T10:00:00.000Z",
                  certificateId: CERTIFICATE_ID,
                }),
                nextLesson: null,
              }),
            ],
            suggestions: [testCourse(4)],
          }),
        },
      },
    });

    const inProgress = within(await screen.findByRole("list", { name: "Courses in progress" }));
    expect(inProgress.getByText("1 of 3 lessons")).toBeInTheDocument();
    expect(
      inProgress.getByRole("link", { name: "Continue: lesson 2 of 3 — Passkeys in practice" }),
    ).toHaveAttribute("href", `/courses/${COURSE_ID}/lessons/${lessonId(2)}`);
    const completed = within(screen.getByRole("list", { name: "Completed courses" }));
    expect(completed.getByText("Completed on March 10, 2026.")).toBeInTheDocument();
    expect(completed.getByRole("link", { name: "View certificate: Course 2" })).toHaveAttribute(
      "href",
      `/certificates/${CERTIFICATE_ID}`,
    );
    expect(
      within(screen.getByRole("list", { name: "Suggested courses" })).getByRole("heading", {
        name: "Course 4",
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Browse courses" })[0]).toHaveAttribute("href", "/courses");
  });

  it("shows the weekly learning as a chart with the same figures in a table, with the streak and the month", async () => {
    renderApp({
      path: "/progress",
      signedIn: true,
      api: {
        "GET /api/progress": {
          body: emptyProgress({ activity: testActivity([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 70]) }),
        },
      },
    });

    expect(await screen.findByRole("img", { name: /Minutes of learning per week/ })).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Minutes and lessons by week" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(13);
    expect(rows[12]).toHaveTextContent("Mar 23, 2026701");
    expect(rows[1]).toHaveTextContent("Jan 5, 202600");
    const figures = screen.getByText("Streak").closest("dl");
    expect(figures).toHaveTextContent("Streak2 weeks");
    expect(figures).toHaveTextContent("This month1 h 35 min");
  });

  it("invites a member with no courses to browse the catalogue", async () => {
    renderApp({ path: "/progress", signedIn: true, api: { "GET /api/progress": { body: emptyProgress() } } });
    expect(await screen.findByRole("heading", { name: "No course in progress" })).toBeInTheDocument();
    expect(screen.getByText(/Courses you enrol in appear here/)).toBeInTheDocument();
    expect(screen.getByText(/No learning in the last 12 weeks yet/)).toBeInTheDocument();
    expect(screen.getByText(/Completing a course earns a certificate/)).toBeInTheDocument();
    const browse = screen.getAllByRole("link", { name: "Browse courses" });
    expect(browse.every((link) => link.getAttribute("href") === "/courses")).toBe(true);
  });

  it("lists the certificates to view, download and hide", async () => {
    let hidden = false;
    const { user, server } = renderApp({
      path: "/progress",
      signedIn: true,
      api: {
        "GET /api/progress": () => ({ body: emptyProgress({ certificates: [testCertificate({ hidden })] }) }),
        [`PUT /api/certificates/${CERTIFICATE_ID}/hidden`]: () => {
          hidden = true;
          return { status: 204 };
        },
      },
    });

    const certificates = within(await screen.findByRole("list", { name: "Certificates" }));
    expect(
      certificates.getByRole("link", { name: "View certificate: Zero trust in practice" }),
    ).toHaveAttribute("href", `/certificates/${CERTIFICATE_ID}`);
    expect(certificates.getByRole("link", { name: "Download PDF: Zero trust in practice" })).toHaveAttribute(
      "href",
      `/api/certificates/${CERTIFICATE_ID}/pdf`,
    );
    const shown = certificates.getByRole("switch", {
      name: /^Anyone with the link can verify it ?: Zero trust in practice$/,
    });
    expect(shown).toBeChecked();

    await user.click(shown);

    await waitFor(() => expect(shown).not.toBeChecked());
    expect(certificates.getByText("Hidden")).toBeInTheDocument();
    expect(server.calls(`PUT /api/certificates/${CERTIFICATE_ID}/hidden`)).toHaveLength(1);
  });

  it("sends a visitor to sign in", async () => {
    const { location } = renderApp({ path: "/progress" });
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument();
    expect(location()).toBe("/auth?redirectTo=%2Fprogress");
  });
});
