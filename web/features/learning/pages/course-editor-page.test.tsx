import type { CreateCourseInput } from "@common/learning";
import { screen, waitFor, within } from "@testing-library/react";
import { testProfile } from "@web/test/api-mock";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";
import { COMPANY_ID, COURSE_ID, companyAdminProfile, testCourse } from "../components/editor/editor-fixtures";

// The routes load their pages lazily; loading them once up front keeps that out of each test's time limits.
import "./course-editor-page";

const EDIT_PATH = `/courses/${COURSE_ID}/edit`;

describe("a new course", () => {
  it("says what is missing, then saves a draft for the company and opens its editor", {
    timeout: 30_000,
  }, async () => {
    const { user, server, location } = renderApp({
      path: "/courses/new",
      signedIn: true,
      api: {
        "GET /api/profile": { body: companyAdminProfile },
        "POST /api/courses": ({ body }) => ({
          status: 201,
          body: testCourse({ ...(body as CreateCourseInput), sections: [] }),
        }),
        [`GET /api/courses/${COURSE_ID}`]: { body: testCourse() },
      },
    });
    await screen.findByRole("heading", { level: 1, name: "New course" });
    expect(screen.getByText("Published by Bastion Security")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByText(/Enter a title/)).toBeInTheDocument();
    expect(screen.getByText("Choose at least one intent type.")).toBeInTheDocument();
    expect(server.calls("POST /api/courses")).toHaveLength(0);

    await user.type(screen.getByRole("textbox", { name: "Title" }), "Zero trust in a quarter");
    await user.type(screen.getByRole("textbox", { name: "Summary" }), "What to do first.");
    await user.click(screen.getByRole("combobox", { name: "Level" }));
    await user.click(await screen.findByRole("option", { name: "Intermediate" }));
    await user.click(screen.getByRole("combobox", { name: "Intent types" }));
    await user.click(await screen.findByRole("option", { name: "Identity & Access" }));
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Save draft" }));

    await waitFor(() => expect(location()).toBe(EDIT_PATH));
    expect(server.calls("POST /api/courses").map((call) => call.body)).toEqual([
      {
        title: "Zero trust in a quarter",
        summary: "What to do first.",
        level: "intermediate",
        hubs: ["ciso"],
        intentTypes: ["Identity & Access"],
        companyId: COMPANY_ID,
      },
    ]);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Edit Zero trust in a quarter" }),
    ).toBeInTheDocument();
  });

  it("tells a member who administers no company that only admins write courses", async () => {
    renderApp({ path: "/courses/new", signedIn: true, api: { "GET /api/profile": { body: testProfile } } });
    expect(
      await screen.findByRole("heading", { name: "Only company admins and platform admins write courses" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save draft" })).not.toBeInTheDocument();
  });
});

describe("publishing", () => {
  it("asks first, and shows the server's reason when the plan does not allow it", async () => {
    const refusal =
      "Your company's Starter plan does not include publishing courses. Growth includes publishing courses.";
    const { user, server } = renderApp({
      path: EDIT_PATH,
      signedIn: true,
      api: {
        "GET /api/profile": { body: companyAdminProfile },
        [`GET /api/courses/${COURSE_ID}`]: { body: testCourse() },
        [`PUT /api/courses/${COURSE_ID}/publication`]: {
          status: 403,
          body: { reason: "AccessDenied", messages: [refusal] },
        },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Publish" }));
    const dialog = await screen.findByRole("dialog", { name: "Publish Zero trust in a quarter?" });
    expect(within(dialog).getByText(/Members will see the course in the catalogue/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Publish course" }));

    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(server.calls(`PUT /api/courses/${COURSE_ID}/publication`)).toHaveLength(1);
    expect(screen.getByText("Draft")).toBeInTheDocument();
  });

  it("shows a published course as published, with a link to it", async () => {
    const { user } = renderApp({
      path: EDIT_PATH,
      signedIn: true,
      api: {
        "GET /api/profile": { body: companyAdminProfile },
        [`GET /api/courses/${COURSE_ID}`]: { body: testCourse() },
        [`PUT /api/courses/${COURSE_ID}/publication`]: {
          body: testCourse({ status: "published", publishedAt: "2026-03-02T10:00:00.000Z" }),
        },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Publish" }));
    const dialog = await screen.findByRole("dialog", { name: "Publish Zero trust in a quarter?" });
    await user.click(within(dialog).getByRole("button", { name: "Publish course" }));

    expect(await screen.findByRole("link", { name: "View course" })).toHaveAttribute(
      "href",
      `/courses/${COURSE_ID}`,
    );
    expect(screen.getByText("Published")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Publish" })).not.toBeInTheDocument();
  });
});

describe("an existing course", () => {
  it("saves only the details that changed", { timeout: 30_000 }, async () => {
    const { user, server } = renderApp({
      path: EDIT_PATH,
      signedIn: true,
      api: {
        "GET /api/profile": { body: companyAdminProfile },
        [`GET /api/courses/${COURSE_ID}`]: { body: testCourse() },
        [`PATCH /api/courses/${COURSE_ID}`]: ({ body }) => ({ body: testCourse(body as object) }),
      },
    });
    const details = await screen.findByRole("form", { name: "Course details" });
    const title = within(details).getByRole("textbox", { name: "Title" });
    await user.clear(title);
    await user.type(title, "Zero trust in a month");
    await user.click(within(details).getByRole("button", { name: "Save details" }));

    expect(await screen.findByText("The course details are saved.")).toBeInTheDocument();
    expect(server.calls(`PATCH /api/courses/${COURSE_ID}`).map((call) => call.body)).toEqual([
      { title: "Zero trust in a month" },
    ]);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Edit Zero trust in a month" }),
    ).toBeInTheDocument();
  });

  it("removes a lesson only once asked", async () => {
    const [first] = testCourse().sections;
    const { user, server } = renderApp({
      path: EDIT_PATH,
      signedIn: true,
      api: {
        "GET /api/profile": { body: companyAdminProfile },
        [`GET /api/courses/${COURSE_ID}`]: { body: testCourse() },
        [`DELETE /api/courses/${COURSE_ID}/lessons/${first?.lessons[1]?.id}`]: { body: testCourse() },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Remove Closing the books" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove Closing the books?" });
    expect(within(dialog).getByText(/the video or article stays in the library/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(server.calls(`DELETE /api/courses/${COURSE_ID}/lessons/${first?.lessons[1]?.id}`)).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Remove Closing the books" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Remove Closing the books?" })).getByRole("button", {
        name: "Remove lesson",
      }),
    );
    expect(await screen.findByText("The lesson is removed.")).toBeInTheDocument();
    expect(server.calls(`DELETE /api/courses/${COURSE_ID}/lessons/${first?.lessons[1]?.id}`)).toHaveLength(1);
  });

  it("deletes the course after asking, and goes back to my courses", async () => {
    const { user, server, location } = renderApp({
      path: EDIT_PATH,
      signedIn: true,
      api: {
        "GET /api/profile": { body: companyAdminProfile },
        [`GET /api/courses/${COURSE_ID}`]: { body: testCourse() },
        [`DELETE /api/courses/${COURSE_ID}`]: { status: 204 },
        "GET /api/courses": { body: { items: [], nextCursor: null } },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Delete course" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Zero trust in a quarter?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete course" }));

    expect(await screen.findByRole("heading", { level: 1, name: "My courses" })).toBeInTheDocument();
    expect(location()).toBe("/courses/mine");
    expect(server.calls(`DELETE /api/courses/${COURSE_ID}`)).toHaveLength(1);
  });

  it("tells a member who cannot edit a published course whose it is", async () => {
    renderApp({
      path: EDIT_PATH,
      signedIn: true,
      api: {
        "GET /api/profile": { body: testProfile },
        [`GET /api/courses/${COURSE_ID}`]: {
          body: testCourse({ status: "published", viewerCanEdit: false }),
        },
      },
    });
    expect(
      await screen.findByRole("heading", { name: "Only the publisher's admins edit this course" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Publish" })).not.toBeInTheDocument();
  });
});

describe("a platform admin's new course", () => {
  it("is published as Summit unless they choose their company", { timeout: 30_000 }, async () => {
    const { user, server } = renderApp({
      path: "/courses/new",
      signedIn: true,
      api: {
        "GET /api/profile": { body: { ...companyAdminProfile, isPlatformAdmin: true } },
        "POST /api/courses": ({ body }) => ({ status: 201, body: testCourse(body as object) }),
        [`GET /api/courses/${COURSE_ID}`]: { body: testCourse({ company: null }) },
      },
    });
    expect(await screen.findByRole("combobox", { name: "Publish as" })).toHaveTextContent("Summit");
    await user.type(screen.getByRole("textbox", { name: "Title" }), "Board reporting");
    await user.click(screen.getByRole("combobox", { name: "Intent types" }));
    await user.click(await screen.findByRole("option", { name: "Identity & Access" }));
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Save draft" }));

    await waitFor(() => expect(server.calls("POST /api/courses")).toHaveLength(1));
    expect(server.calls("POST /api/courses")[0]?.body).toMatchObject({
      title: "Board reporting",
      companyId: null,
    });
  });
});
