import { screen, within } from "@testing-library/react";
import { testProfile } from "@web/test/api-mock";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";
import { COURSE_ID, companyAdminProfile, testCourse } from "../components/editor/editor-fixtures";

// The route loads the page lazily; loading it once up front keeps that out of each test's time limits.
import "./my-courses-page";

describe("my courses", () => {
  it("lists drafts and published courses, each with a way to edit it", async () => {
    const published = testCourse({
      id: "7a0e0000-0000-4000-8000-000000000002",
      title: "Identity basics",
      status: "published",
    });
    const { server } = renderApp({
      path: "/courses/mine",
      signedIn: true,
      api: {
        "GET /api/profile": { body: companyAdminProfile },
        "GET /api/courses": { body: { items: [testCourse(), published], nextCursor: null } },
      },
    });
    const draft = await screen.findByRole("article", { name: "Zero trust in a quarter" });
    expect(within(draft).getByText("Draft")).toBeInTheDocument();
    expect(within(draft).getByRole("link", { name: "Edit Zero trust in a quarter" })).toHaveAttribute(
      "href",
      `/courses/${COURSE_ID}/edit`,
    );
    expect(within(draft).queryByRole("link", { name: /^View/ })).not.toBeInTheDocument();
    const live = screen.getByRole("article", { name: "Identity basics" });
    expect(within(live).getByText("Published")).toBeInTheDocument();
    expect(within(live).getByRole("link", { name: "View Identity basics" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "New course" })).toHaveAttribute("href", "/courses/new");
    expect(server.calls("GET /api/courses")[0]?.search.get("mine")).toBe("true");
  });

  it("says what appears here before the first course", async () => {
    renderApp({
      path: "/courses/mine",
      signedIn: true,
      api: {
        "GET /api/profile": { body: companyAdminProfile },
        "GET /api/courses": { body: { items: [], nextCursor: null } },
      },
    });
    expect(await screen.findByRole("heading", { name: "No courses yet" })).toBeInTheDocument();
  });

  it("asks nothing for a member who writes no courses, and says who does", async () => {
    const { server } = renderApp({
      path: "/courses/mine",
      signedIn: true,
      api: { "GET /api/profile": { body: testProfile } },
    });
    expect(
      await screen.findByRole("heading", { name: "Only company admins and platform admins write courses" }),
    ).toBeInTheDocument();
    expect(server.calls("GET /api/courses")).toHaveLength(0);
  });

  it("is a step away from Read for those who publish", async () => {
    const { user, location } = renderApp({
      path: "/read",
      signedIn: true,
      api: {
        "GET /api/profile": { body: companyAdminProfile },
        "GET /api/content": { body: { items: [], nextCursor: null } },
        "GET /api/courses": { body: { items: [], nextCursor: null } },
      },
    });
    await user.click(await screen.findByRole("link", { name: "My courses" }));
    expect(await screen.findByRole("heading", { level: 1, name: "My courses" })).toBeInTheDocument();
    expect(location()).toBe("/courses/mine");
  });
});
