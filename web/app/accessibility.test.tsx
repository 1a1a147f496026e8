// Structural accessibility checks with axe on the main pages (landmarks, names, labels, headings).
// Colour contrast needs a real layout engine; the browser tests check it.
import { screen, within } from "@testing-library/react";
import {
  COMPANY_ID,
  companyHandlers,
  companySummary,
  ownedCompany,
  referenceListHandlers,
  testDocument,
  testProduct,
} from "@web/features/companies/testing/company-fixtures";
import {
  boardHandlers,
  MEETING_EVENT_ID,
  meetingListHandlers,
} from "@web/features/meetings/testing/meeting-fixtures";
import {
  FakeEventSource,
  notificationId,
  notificationPage,
  testNotification,
  testPreferences,
} from "@web/features/notifications/testing/notification-fixtures";
import { EVENT_ID, eventPageHandlers, testEvent, testEventSummary } from "@web/lib/events/event-fixtures";
import {
  COMMENT_ID,
  grace,
  NORTHWIND_ID,
  ownPost,
  POST_ID,
  platformAdminProfile,
  postId,
  testComment,
  testPost,
  testReply,
  testReport,
} from "@web/lib/posts/post-fixtures";
import { testPlans } from "@web/test/api-mock";
import { axeViolations } from "@web/test/axe";
import { renderApp } from "@web/test/render-app";
import { PHONE, setViewport } from "@web/test/viewport";
import { describe, expect, it } from "vitest";

const plans = { "GET /api/plans": { body: { items: testPlans } } };

/** A company with something in every tab, as its owner sees it. */
const company = {
  ...companyHandlers(ownedCompany),
  ...referenceListHandlers,
  [`GET /api/factor/companies/${COMPANY_ID}/products`]: { body: { items: [testProduct], nextCursor: null } },
  [`GET /api/factor/companies/${COMPANY_ID}/capabilities`]: {
    body: { items: [{ id: "c1", type: "integration", name: "Salesforce" }] },
  },
  [`GET /api/companies/${COMPANY_ID}/match-points`]: { body: { intentTypes: ["Analytics & BI"] } },
  "GET /api/resources": { body: { items: [testDocument], nextCursor: "more" } },
  [`GET /api/companies/${COMPANY_ID}/company-admins`]: {
    body: {
      items: [
        {
          id: "user-1",
          name: "Ada Lovelace",
          jobTitle: null,
          photoUrl: null,
          privilege: "owner",
          since: "2025-01-01T00:00:00.000Z",
        },
      ],
    },
  },
  [`GET /api/companies/${COMPANY_ID}/company-admin-requests`]: { body: { items: [] } },
  [`GET /api/companies/${COMPANY_ID}/membership-requests`]: { body: { items: [] } },
  [`GET /api/companies/${COMPANY_ID}/invitations`]: {
    body: {
      items: [
        {
          id: "7a1c1d7e-2a7b-4f7e-9a51-3f5d2c9b8e01",
          email: "jordan@northwind.example",
          name: "Jordan Lee",
          accountType: "vendor",
          company: { id: COMPANY_ID, name: "Northwind Analytics" },
          invitedBy: { id: "user-1", name: "Ada Lovelace" },
          message: null,
          status: "expired",
          expiresAt: "2025-01-15T00:00:00.000Z",
          sentAt: "2025-01-01T00:00:00.000Z",
          createdAt: "2025-01-01T00:00:00.000Z",
        },
      ],
      nextCursor: null,
    },
  },
  "GET /api/auth/short-register": {
    body: {
      email: "jordan@northwind.example",
      name: "Jordan",
      accountType: "leader",
      company: { id: COMPANY_ID, name: "Northwind Analytics" },
      invitedBy: { name: "Ada Lovelace" },
      message: "Welcome to the team!",
      expiresAt: "2030-01-15T00:00:00.000Z",
    },
  },
  "GET /api/companies": {
    body: { items: [companySummary(1), companySummary(2, { isPage: false })], nextCursor: "more" },
  },
  "GET /api/companies/filters": {
    body: { headquarter: [], industry: [{ value: "Computer Software", count: 2 }], size: [] },
  },
};

/** A feed, a post and a moderation queue with something in each part. */
const feed = {
  "GET /api/feed": {
    body: {
      items: [
        ownPost({ id: postId(3), body: "We moved to **passkeys**. See [the plan](https://example.com)." }),
        testPost({
          id: postId(2),
          author: grace,
          company: { id: NORTHWIND_ID, name: "Northwind Analytics", logoUrl: null },
          spotlighted: true,
          commentCount: 4,
          reactionCount: 2,
          reacted: true,
          attachments: [
            {
              id: "0f6f6a4e-1c2d-4e5f-8a9b-000000000001",
              kind: "image",
              url: "/uploads/chart.png",
              thumbnailUrl: "/uploads/chart-thumb.webp",
              contentType: "image/png",
              fileName: "chart.png",
              sizeBytes: 20_000,
              width: 800,
              height: 600,
            },
            {
              id: "0f6f6a4e-1c2d-4e5f-8a9b-000000000002",
              kind: "document",
              url: "/uploads/brief.pdf",
              thumbnailUrl: null,
              contentType: "application/pdf",
              fileName: "brief.pdf",
              sizeBytes: 1536,
              width: null,
              height: null,
            },
          ],
        }),
      ],
      nextCursor: "more",
    },
  },
  "GET /api/feed/new-posts": { body: { count: 3 } },
  [`GET /api/posts/${POST_ID}`]: { body: testPost({ commentCount: 6 }) },
  [`GET /api/posts/${POST_ID}/comments`]: {
    body: {
      items: [
        testComment({ replies: [testReply(4), testReply(5)], replyCount: 5 }),
        testComment({ id: "0c6f6a4e-1c2d-4e5f-8a9b-000000000002", body: "And then *devices*." }),
      ],
      nextCursor: "more",
    },
  },
  [`GET /api/comments/${COMMENT_ID}/replies`]: {
    body: { items: [1, 2, 3, 4, 5].map((index) => testReply(index)), nextCursor: null },
  },
};

const moderation = {
  "GET /api/profile": { body: platformAdminProfile },
  "GET /api/moderation/reports": {
    body: {
      items: [
        testReport(),
        testReport({ id: "0e6f6a4e-1c2d-4e5f-8a9b-000000000002", target: "comment", targetHidden: true }),
      ],
      nextCursor: "more",
    },
  },
};

/** Notifications of several kinds, read and unread, with more to load, and the settings. */
const notifications = {
  "GET /api/notifications": {
    body: notificationPage(
      [
        testNotification({ othersCount: 12 }),
        testNotification({ id: notificationId(2), kind: "company_follower", subject: "Acme", read: true }),
        testNotification({
          id: notificationId(3),
          kind: "admin_request_answer",
          actor: null,
          subject: "Acme",
          approved: false,
          read: true,
        }),
      ],
      "more",
    ),
  },
  "GET /api/notifications/preferences": { body: testPreferences() },
  [`GET /api/comments/${COMMENT_ID}`]: { body: testComment() },
};

const events = {
  ...eventPageHandlers,
  "GET /api/events": { body: { items: [testEventSummary(1), testEventSummary(2)], nextCursor: "more" } },
  "GET /api/events/company": {
    body: { items: [{ ...testEventSummary(1), role: "sponsor" }], nextCursor: null },
  },
  [`GET /api/events/${EVENT_ID}`]: {
    body: testEvent({ can: { edit: true, manageSponsors: true, checkIn: true, register: true } }),
  },
  [`GET /api/events/${EVENT_ID}/registrations`]: { body: { items: [], nextCursor: null } },
};

describe("accessibility", () => {
  it.each([
    ["/", false, "Where senior technology leaders meet, learn and decide"],
    ["/auth", false, "Sign in"],
    ["/signup/choosemembership?type=vendor", false, "Join Summit"],
    ["/auth/forgot-password", false, "Reset your password"],
    ["/auth/reset-password?token=t", false, "Choose a new password"],
    ["/signup/invite?token=t", false, "Join Northwind Analytics on Summit"],
    ["/discover?search=cloud", false, "Discover"],
    ["/feed", true, "Feed"],
    ["/", true, "Feed"],
    [`/posts/${POST_ID}`, true, "Post by Alan Turing"],
    [`/posts/${POST_ID}`, false, "Post by Alan Turing"],
    [`/posts/${POST_ID}?comment=${COMMENT_ID}`, true, "Post by Alan Turing"],
    ["/notifications", true, "Notifications"],
    ["/moderation", true, "Moderation"],
    ["/account?tab=profile", true, "Account"],
    ["/account?tab=billing", true, "Account"],
    ["/account?tab=settings", true, "Account"],
    ["/nowhere", false, "Page not found"],
    ["/companies", false, "Companies"],
    ["/companies", true, "Companies"],
    [`/companies/${COMPANY_ID}`, false, "Northwind Analytics"],
    [`/companies/${COMPANY_ID}?tab=products`, true, "Northwind Analytics"],
    [`/companies/${COMPANY_ID}?tab=capabilities`, true, "Northwind Analytics"],
    [`/companies/${COMPANY_ID}?tab=people`, false, "Northwind Analytics"],
    [`/companies/${COMPANY_ID}?tab=posts`, true, "Northwind Analytics"],
    [`/companies/${COMPANY_ID}?tab=events`, true, "Northwind Analytics"],
    [`/companies/${COMPANY_ID}?tab=resources`, true, "Northwind Analytics"],
    [`/companies/${COMPANY_ID}/manage?tab=admins`, true, "Manage Northwind Analytics"],
    [`/companies/${COMPANY_ID}/manage?tab=invitations`, true, "Manage Northwind Analytics"],
    [`/companies/${COMPANY_ID}/manage?tab=products`, true, "Manage Northwind Analytics"],
    [`/companies/${COMPANY_ID}/manage?tab=capabilities`, true, "Manage Northwind Analytics"],
    [`/companies/${COMPANY_ID}/manage?tab=resources`, true, "Manage Northwind Analytics"],
    ["/events", true, "Events"],
    ["/events?tab=past", true, "Events"],
    [`/events/${EVENT_ID}`, true, "CISO breakfast briefing"],
    ["/events/new", true, "Create event"],
  ])("%s has no axe violations", async (path, signedIn, heading) => {
    renderApp({ path, signedIn, api: { ...plans, ...company, ...feed, ...notifications, ...events } });
    await screen.findByRole("heading", { level: 1, name: heading });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await axeViolations()).toEqual([]);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("has no axe violations on a leader's decision cycles, with one's history open", async () => {
    const cycle = {
      id: "4f1c1d7e-2a7b-4f7e-9a51-3f5d2c9b8e01",
      intentType: "Cloud Security",
      stage: "consideration",
      budgetBand: "250k-1m",
      timeline: "2030-Q1",
      peopleInvolved: 4,
      needs: "One policy for every cloud.",
      visibility: "named",
      vendors: [{ id: COMPANY_ID, name: "Northwind Analytics" }],
      status: "open",
      leader: { id: "user-1", name: "Ada Lovelace" },
      company: null,
      createdAt: "2030-01-01T00:00:00.000Z",
      updatedAt: "2030-01-01T00:00:00.000Z",
      closedAt: null,
    };
    const { user } = renderApp({
      path: "/decisions",
      signedIn: true,
      api: {
        "GET /api/decisions/user-overview/user-1/cycles": {
          body: { items: [cycle, { ...cycle, id: "c2", status: "bought" }] },
        },
        [`GET /api/decisions/cycles/${cycle.id}/history`]: {
          body: {
            items: [
              { id: 1, kind: "declared", from: null, to: "consideration", at: "2030-01-01T00:00:00.000Z" },
            ],
          },
        },
      },
    });
    const [open] = await screen.findAllByRole("article", { name: "Cloud Security" });
    await user.click(within(open as HTMLElement).getByRole("button", { name: "History" }));
    await screen.findByText("Declared at Consideration");
    expect(await axeViolations()).toEqual([]);
  });

  it("has no axe violations on the privacy centre with its chart and table", async () => {
    renderApp({
      path: "/decisions/privacy",
      signedIn: true,
      api: {
        "GET /api/decisions/privacy": {
          body: {
            contributing: false,
            pausedAt: "2030-02-01T00:00:00.000Z",
            company: null,
            contributions: [
              {
                week: "2030-01-07",
                intentType: "Cloud Security",
                kind: "contentView",
                points: 3,
                actions: 3,
              },
              { week: "2030-01-14", intentType: "Observability", kind: "bookmark", points: 3, actions: 1 },
            ],
          },
        },
      },
    });
    await screen.findByRole("table", { name: "Points by week, intent type and action" });
    await screen.findByRole("img", { name: /Points your activity added/ });
    expect(await axeViolations()).toEqual([]);
  });

  it("has no axe violations on a company's match points, ticked and unticked", async () => {
    renderApp({ path: `/companies/${COMPANY_ID}/manage?tab=match-points`, signedIn: true, api: company });
    await screen.findByRole("checkbox", { name: "Analytics & BI", checked: true });
    expect(await axeViolations()).toEqual([]);
  });

  it("has no axe violations on a company page at phone width", async () => {
    setViewport(PHONE);
    renderApp({ path: `/companies/${COMPANY_ID}`, signedIn: true, api: company });
    await screen.findByRole("heading", { level: 1, name: "Northwind Analytics" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await axeViolations()).toEqual([]);
  });

  describe.each([
    ["desktop", false],
    ["phone", true],
  ])("at %s width", (_, phone) => {
    it("has no axe violations on the feed with new posts waiting", async () => {
      if (phone) setViewport(PHONE);
      renderApp({ path: "/feed", signedIn: true, api: feed });
      await screen.findByRole("button", { name: "3 new posts" }, { timeout: 5000 });
      expect(await axeViolations()).toEqual([]);
    }, 20_000);

    it("has no axe violations on a post with all its replies shown", async () => {
      if (phone) setViewport(PHONE);
      const { user } = renderApp({ path: `/posts/${POST_ID}`, signedIn: true, api: feed });
      await user.click(
        await screen.findByRole("button", { name: "Show 3 earlier replies" }, { timeout: 5000 }),
      );
      await screen.findByText("Reply number 1");
      expect(await axeViolations()).toEqual([]);
    }, 20_000);

    it("has no axe violations on the notifications, with unread ones, and in their settings", async () => {
      if (phone) setViewport(PHONE);
      FakeEventSource.install();
      const { user } = renderApp({ path: "/notifications", signedIn: true, api: notifications });
      await screen.findByRole("list", { name: "Notifications" }, { timeout: 5000 });
      (await FakeEventSource.opened()).emit("unread", { count: 120 });
      await screen.findByRole("button", { name: "Notifications, more than 99 unread" });
      expect(await axeViolations()).toEqual([]);
      expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);

      await user.click(screen.getByRole("button", { name: "Settings" }));
      const dialog = await screen.findByRole("dialog", { name: "Notification settings" });
      await within(dialog).findByRole("table", { name: "Notifications by kind" });
      expect(await axeViolations(dialog)).toEqual([]);
    }, 20_000);

    it("has no axe violations on the moderation queue", async () => {
      if (phone) setViewport(PHONE);
      renderApp({ path: "/moderation", signedIn: true, api: moderation });
      await screen.findByRole("article", { name: "Report of Grace Lin's comment" }, { timeout: 5000 });
      expect(await axeViolations()).toEqual([]);
      expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    }, 20_000);
  });

  it("has no axe violations on the sign-in prompt of a community post", async () => {
    renderApp({
      path: `/posts/${POST_ID}`,
      api: {
        [`GET /api/posts/${POST_ID}`]: {
          status: 401,
          body: { reason: "AccessDenied", messages: ["Sign in to continue."] },
        },
      },
    });
    await screen.findByRole("heading", { level: 1, name: "Sign in to read this post" });
    expect(await axeViolations()).toEqual([]);
  });

  it("has no axe violations in a post's menu and report dialog", async () => {
    const { user } = renderApp({ path: `/posts/${POST_ID}`, signedIn: true, api: feed });
    await user.click(await screen.findByRole("button", { name: "More actions for Alan Turing's post" }));
    const menu = await screen.findByRole("menu");
    expect(await axeViolations(menu)).toEqual([]);
    await user.click(within(menu).getByRole("menuitem", { name: "Report" }));
    const dialog = await screen.findByRole("dialog", { name: "Report this post" });
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    await within(dialog).findByText("Choose a reason.");
    expect(await axeViolations(dialog)).toEqual([]);
  }, 20_000);

  it("has no axe violations in a company dialog", async () => {
    const { user } = renderApp({
      path: `/companies/${COMPANY_ID}/manage?tab=resources`,
      signedIn: true,
      api: company,
    });
    await user.click(await screen.findByRole("button", { name: "Add resource" }));
    // The page behind a modal dialog is aria-hidden by design, so the dialog alone is checked.
    expect(await axeViolations(await screen.findByRole("dialog", { name: "Add a resource" }))).toEqual([]);
  });

  it("has no axe violations in the company admin area's profile form", async () => {
    renderApp({ path: `/companies/${COMPANY_ID}/manage?tab=profile`, signedIn: true, api: company });
    await screen.findByRole("textbox", { name: "Description" }, { timeout: 5000 });
    expect(await axeViolations()).toEqual([]);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  }, 20_000);

  it("has no axe violations with the mobile menu open", async () => {
    setViewport(PHONE);
    const { user } = renderApp({ path: "/", signedIn: false });
    await user.click(await screen.findByRole("button", { name: "Open menu" }));
    await screen.findByRole("navigation", { name: "Mobile" });
    expect(await axeViolations()).toEqual([]);
  });
});

describe.each([
  ["desktop", false],
  ["phone", true],
])("meetings at %s width", (_, phone) => {
  it("has no axe violations on the leader's meetings", async () => {
    if (phone) setViewport(PHONE);
    renderApp({ path: "/meetings?meeting=meeting-1", signedIn: true, api: meetingListHandlers() });
    await screen.findByRole("article", { name: "Northwind Security" });
    await screen.findByRole("switch", { name: "Accept meeting requests from vendors" });
    expect(await axeViolations()).toEqual([]);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("has no axe violations on a vendor's meeting board and its request dialog", async () => {
    if (phone) setViewport(PHONE);
    const { user } = renderApp({
      path: `/events/${MEETING_EVENT_ID}/meetings`,
      signedIn: true,
      api: boardHandlers(),
    });
    await screen.findByRole("region", { name: "Rita Rep" });
    await screen.findByRole("list", { name: "Slots" });
    expect(await axeViolations()).toEqual([]);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Request a meeting" }));
    expect(await axeViolations(await screen.findByRole("dialog", { name: "Request a meeting" }))).toEqual([]);
  }, 20_000);
});
