import { screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";
import { COMPANY_ID, COURSE_ID, coursePage, enrolment, testCourse } from "../testing/learning-fixtures";

describe("the course catalogue", () => {
  it("says it is loading until the courses arrive", async () => {
    renderApp({
      path: "/courses",
      signedIn: true,
      api: { "GET /api/courses": () => new Promise(() => undefined) },
    });
    expect(await screen.findByRole("progressbar", { name: "Loading courses" })).toBeInTheDocument();
  });

  it("shows each course with its author, level, lessons, length and the member's progress", async () => {
    renderApp({
      path: "/courses",
      signedIn: true,
      api: {
        "GET /api/courses": {
          body: coursePage([
            testCourse(1, { enrolment: enrolment({ completedLessons: 1 }) }),
            testCourse(2, {
              company: { id: COMPANY_ID, name: "Bastion Security", logoUrl: null },
              level: "advanced",
              lessonCount: 1,
              minutes: 40,
              enrolment: enrolment({ completedLessons: 1, completedAt: "2026-03-05T10:00:00.000Z" }),
            }),
            testCourse(3),
          ]),
        },
      },
    });

    const list = await screen.findByRole("list", { name: "Courses" });
    const [first, second, third] = within(list)
      .getAllByRole("listitem")
      .map((item) => within(item));
    expect(first?.getByRole("link", { name: /Zero trust in practice/ })).toHaveAttribute(
      "href",
      "/courses/5b0c8c8e-7a41-4d0e-9f6a-000000000001",
    );
    expect(first?.getByText("Summit · Intermediate · 3 lessons · 1 h 25 min")).toBeInTheDocument();
    expect(
      first?.getByRole("progressbar", { name: "Course progress: 1 of 3 lessons completed" }),
    ).toBeInTheDocument();
    expect(second?.getByText("Bastion Security · Advanced · 1 lesson · 40 min")).toBeInTheDocument();
    expect(second?.getByText("Completed")).toBeInTheDocument();
    expect(third?.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Your progress" })).toHaveAttribute("href", "/progress");
  });

  it("narrows the courses by community, length and author, keeping them in the address", async () => {
    const { user, server, location } = renderApp({
      path: "/courses",
      signedIn: true,
      api: {
        "GET /api/courses": ({ search }) => ({
          body: coursePage(search.get("author") ? [] : [testCourse(1)]),
        }),
      },
    });
    await screen.findByRole("list", { name: "Courses" });

    await user.click(screen.getByRole("combobox", { name: "Community" }));
    await user.click(await screen.findByRole("option", { name: "CISO" }));
    await user.click(screen.getByRole("combobox", { name: "Length" }));
    await user.click(await screen.findByRole("option", { name: "1 to 3 hours" }));
    await waitFor(() => expect(location()).toBe("/courses?hub=ciso&length=medium"));
    const last = () => server.calls("GET /api/courses").at(-1)?.search;
    await waitFor(() => expect(last()?.get("length")).toBe("medium"));
    expect(last()?.get("hub")).toBe("ciso");

    await user.click(screen.getByRole("combobox", { name: "Author" }));
    await user.click(await screen.findByRole("option", { name: "Summit" }));
    expect(await screen.findByRole("heading", { name: "No courses match" })).toBeInTheDocument();
    expect(last()?.get("author")).toBe("summit");

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(await screen.findByRole("list", { name: "Courses" })).toBeInTheDocument();
    expect(location()).toBe("/courses");
  });

  it("finds a company as the author to narrow the courses to, and names it when the address has it", async () => {
    const { user, server, location, unmount } = renderApp({
      path: "/courses",
      signedIn: true,
      api: {
        "GET /api/courses": { body: coursePage([testCourse(1)]) },
        "GET /api/companies": {
          body: {
            items: [
              {
                id: COMPANY_ID,
                name: "Bastion Security",
                isPage: true,
                headquarter: null,
                industry: null,
                size: null,
                logoUrl: null,
              },
            ],
            nextCursor: null,
          },
        },
      },
    });
    await screen.findByRole("list", { name: "Courses" });
    await user.type(screen.getByRole("combobox", { name: "Author" }), "Bast");
    await user.click(await screen.findByRole("option", { name: "Bastion Security" }));
    await waitFor(() => expect(location()).toBe(`/courses?author=${COMPANY_ID}`));
    await waitFor(() =>
      expect(server.calls("GET /api/courses").at(-1)?.search.get("author")).toBe(COMPANY_ID),
    );
    expect(server.calls("GET /api/companies").at(-1)?.search.get("search")).toBe("Bast");
    unmount();

    renderApp({
      path: `/courses?author=${COMPANY_ID}`,
      signedIn: true,
      api: {
        "GET /api/courses": { body: coursePage([testCourse(1)]) },
        [`GET /api/companies/${COMPANY_ID}`]: { body: { id: COMPANY_ID, name: "Bastion Security" } },
      },
    });
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Author" })).toHaveValue("Bastion Security"),
    );
  });

  it("bookmarks a course from its card", async () => {
    const { user, server } = renderApp({
      path: "/courses",
      signedIn: true,
      api: {
        "GET /api/courses": { body: coursePage([testCourse(1)]) },
        [`PUT /api/bookmarks/course/${COURSE_ID}`]: { body: {} },
      },
    });
    const bookmark = await screen.findByRole("button", { name: "Bookmark Zero trust in practice" });
    expect(bookmark).toHaveAttribute("aria-pressed", "false");
    await user.click(bookmark);
    await waitFor(() => expect(bookmark).toHaveAttribute("aria-pressed", "true"));
    expect(server.calls(`PUT /api/bookmarks/course/${COURSE_ID}`)).toHaveLength(1);
    expect(await screen.findByText("Zero trust in practice has been bookmarked.")).toBeInTheDocument();
  });

  it("searches the courses by the words typed", async () => {
    const { user, server } = renderApp({
      path: "/courses",
      signedIn: true,
      api: { "GET /api/courses": { body: coursePage([testCourse(1)]) } },
    });
    await screen.findByRole("list", { name: "Courses" });
    await user.type(screen.getByRole("searchbox", { name: "Search courses" }), "passkeys");
    await waitFor(() =>
      expect(server.calls("GET /api/courses").at(-1)?.search.get("search")).toBe("passkeys"),
    );
  });

  it("loads the next page by its cursor", async () => {
    const { user, server } = renderApp({
      path: "/courses",
      signedIn: true,
      api: {
        "GET /api/courses": ({ search }) => ({
          body:
            search.get("cursor") === "next"
              ? coursePage([testCourse(3)])
              : coursePage([testCourse(1), testCourse(2)], "next"),
        }),
      },
    });
    await user.click(await screen.findByRole("button", { name: "Load more courses" }));
    expect(await screen.findByRole("heading", { name: "Course 3" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more courses" })).not.toBeInTheDocument();
    expect(server.calls("GET /api/courses")[1]?.search.get("cursor")).toBe("next");
  });

  it("says what will appear when nothing is published yet", async () => {
    renderApp({ path: "/courses", signedIn: true, api: { "GET /api/courses": { body: coursePage([]) } } });
    expect(await screen.findByRole("heading", { name: "No courses yet" })).toBeInTheDocument();
    expect(
      screen.getByText("Courses appear here once Summit or a company publishes them."),
    ).toBeInTheDocument();
  });

  it("shows why the courses could not be loaded and tries again", async () => {
    let calls = 0;
    const { user } = renderApp({
      path: "/courses",
      signedIn: true,
      api: {
        "GET /api/courses": () => {
          calls += 1;
          return calls === 1
            ? {
                status: 500,
                body: { reason: "InternalError", messages: ["Something went wrong on our side."] },
              }
            : { body: coursePage([testCourse(1)]) };
        },
      },
    });
    expect(await screen.findByText("The courses could not be loaded")).toBeInTheDocument();
    expect(screen.getByText("Something went wrong on our side.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("list", { name: "Courses" })).toBeInTheDocument();
  });
});
