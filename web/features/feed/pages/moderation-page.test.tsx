import type { Report } from "@common/posts";
import { screen, waitFor, within } from "@testing-library/react";
import {
  alan,
  grace,
  PAGE_TEST_TIMEOUT,
  POST_ID,
  platformAdminProfile,
  preparePageTests,
  testReport,
} from "@web/lib/posts/post-fixtures";
import type { ApiHandler } from "@web/test/api-mock";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";

const commentReport = testReport({
  id: "0e6f6a4e-1c2d-4e5f-8a9b-000000000002",
  target: "comment",
  commentId: "0c6f6a4e-1c2d-4e5f-8a9b-000000000009",
  excerpt: "You clearly know nothing.",
  targetAuthor: alan,
  reporter: grace,
  reason: "harassment",
  details: null,
  targetHidden: true,
});

/** The queue as a platform admin sees it; a resolved report leaves it. */
function moderationHandlers(reports: Report[]): Record<string, ApiHandler> {
  return {
    "GET /api/profile": { body: platformAdminProfile },
    "GET /api/moderation/reports": () => ({ body: { items: reports, nextCursor: null } }),
    ...Object.fromEntries(
      reports.map((report) => [
        `POST /api/moderation/reports/${report.id}/resolve`,
        () => {
          reports.splice(reports.indexOf(report), 1);
          return { status: 204 };
        },
      ]),
    ),
  };
}

describe("the moderation page", PAGE_TEST_TIMEOUT, () => {
  preparePageTests(() => import("./moderation-page"));

  it("tells members who are not platform admins that it is not for them", async () => {
    const { server } = renderApp({ path: "/moderation", signedIn: true });

    expect(await screen.findByRole("heading", { level: 1, name: "Moderation" })).toBeInTheDocument();
    expect(screen.getByText("Only platform admins moderate content.")).toBeInTheDocument();
    expect(server.calls("GET /api/moderation/reports")).toHaveLength(0);
  });

  it("shows platform admins the open reports with what was reported, by whom and why", async () => {
    renderApp({
      path: "/moderation",
      signedIn: true,
      api: moderationHandlers([testReport(), commentReport]),
    });

    const post = await screen.findByRole("article", { name: "Report of Grace Lin's post" });
    expect(within(post).getByRole("heading", { level: 2, name: "Grace Lin's post" })).toBeInTheDocument();
    expect(within(post).getByText("Spam or advertising")).toBeInTheDocument();
    expect(within(post).getByText(/Reported by Alan Turing/)).toBeInTheDocument();
    expect(within(post).getByText("Buy our product now!!!")).toBeInTheDocument();
    expect(within(post).getByText("“Pure advertising.”")).toBeInTheDocument();
    expect(within(post).getByRole("link", { name: "Open the post" })).toHaveAttribute(
      "href",
      `/posts/${POST_ID}`,
    );

    const comment = screen.getByRole("article", { name: "Report of Alan Turing's comment" });
    expect(within(comment).getByText("Harassment or abuse")).toBeInTheDocument();
    expect(within(comment).getByText("Already hidden")).toBeInTheDocument();
    expect(within(comment).getByRole("button", { name: "Hide comment" })).toBeInTheDocument();
  });

  it("hides the reported content, and the report leaves the queue", async () => {
    const reports = [testReport(), commentReport];
    const { user, server } = renderApp({
      path: "/moderation",
      signedIn: true,
      api: moderationHandlers(reports),
    });

    const post = await screen.findByRole("article", { name: "Report of Grace Lin's post" });
    await user.click(within(post).getByRole("button", { name: "Hide post" }));

    expect(await screen.findByText("The post is hidden.")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("article", { name: "Report of Grace Lin's post" })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole("article", { name: "Report of Alan Turing's comment" })).toBeInTheDocument();
    expect(server.calls(`POST /api/moderation/reports/${testReport().id}/resolve`)[0]?.body).toEqual({
      action: "hide",
    });
  });

  it("dismisses a report, and shows the empty queue once none is left", async () => {
    const { user, server } = renderApp({
      path: "/moderation",
      signedIn: true,
      api: moderationHandlers([commentReport]),
    });

    const report = await screen.findByRole("article", { name: "Report of Alan Turing's comment" });
    await user.click(within(report).getByRole("button", { name: "Dismiss" }));

    expect(await screen.findByText("Report dismissed.")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Nothing to review" })).toBeInTheDocument();
    expect(
      screen.getByText("When members report a post or a comment, the report appears here, oldest first."),
    ).toBeInTheDocument();
    expect(server.calls(`POST /api/moderation/reports/${commentReport.id}/resolve`)[0]?.body).toEqual({
      action: "dismiss",
    });
  });

  it("shows an error with a way to try again", async () => {
    let attempts = 0;
    const { user } = renderApp({
      path: "/moderation",
      signedIn: true,
      api: {
        ...moderationHandlers([]),
        "GET /api/moderation/reports": () => {
          attempts += 1;
          return attempts === 1
            ? { status: 500, body: { reason: "InternalError", messages: ["The server had a problem."] } }
            : { body: { items: [], nextCursor: null } };
        },
      },
    });

    expect(await screen.findByText("Reports could not be loaded")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Nothing to review" })).toBeInTheDocument();
  });
});
