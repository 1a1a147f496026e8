import type { Notification } from "@common/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import { testComment, testPost } from "@web/lib/posts/post-fixtures";
import type { ApiHandler } from "@web/test/api-mock";
import { renderApp } from "@web/test/render-app";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  COMMENT_ID,
  COMPANY_ID,
  FakeEventSource,
  notificationId,
  notificationPage,
  POST_ID,
  testNotification,
} from "../testing/notification-fixtures";
// The route loads the page lazily; importing it here keeps that load out of the first test's time.
import "./notifications-page";

const LIST = "GET /api/notifications";

function renderNotifications(list: Notification[] | ApiHandler, api: Record<string, ApiHandler> = {}) {
  return renderApp({
    path: "/notifications",
    signedIn: true,
    api: { [LIST]: Array.isArray(list) ? { body: notificationPage(list) } : list, ...api },
  });
}

const list = () => screen.findByRole("list", { name: "Notifications" }, { timeout: 5000 });
const sentences = (element: HTMLElement) =>
  within(element)
    .getAllByRole("link")
    .map((link) => link.querySelector("p")?.textContent);

describe("the notifications page", { timeout: 20_000 }, () => {
  beforeEach(() => FakeEventSource.install());

  it("says what happened for each kind, newest first, each leading to where it happened", async () => {
    renderNotifications([
      testNotification({ othersCount: 12 }),
      testNotification({
        id: notificationId(2),
        kind: "comment_reply",
        subject: "Identity first…",
        read: true,
      }),
      testNotification({ id: notificationId(3), kind: "post_reaction", othersCount: 1, read: true }),
      testNotification({ id: notificationId(4), kind: "comment_reaction", subject: null, read: true }),
      testNotification({
        id: notificationId(5),
        kind: "company_follower",
        subject: "Acme",
        link: `/companies/${COMPANY_ID}`,
        read: true,
      }),
      testNotification({
        id: notificationId(6),
        kind: "admin_request",
        subject: "Acme",
        link: `/companies/${COMPANY_ID}/manage?tab=admins`,
      }),
      testNotification({
        id: notificationId(7),
        kind: "admin_request_answer",
        actor: null,
        subject: "Acme",
        approved: true,
        read: true,
      }),
      testNotification({
        id: notificationId(8),
        kind: "admin_request_answer",
        subject: "Globex",
        approved: false,
        read: true,
      }),
    ]);

    expect(sentences(await list())).toEqual([
      "Unread: Ana Silva and 12 others commented on your post “Our cloud budget…”",
      "Ana Silva replied to your comment “Identity first…”",
      "Ana Silva and 1 other liked your post “Our cloud budget…”",
      "Ana Silva liked your comment",
      "Ana Silva started following Acme",
      "Unread: Ana Silva asked to become an admin of Acme",
      "Your request to become an admin of Acme was approved",
      "Your request to become an admin of Globex was declined",
    ]);
    expect(screen.getByRole("link", { name: /started following Acme/ })).toHaveAttribute(
      "href",
      `/companies/${COMPANY_ID}`,
    );
    expect(screen.getByRole("link", { name: /asked to become an admin/ })).toHaveAttribute(
      "href",
      `/companies/${COMPANY_ID}/manage?tab=admins`,
    );
    const first = screen.getByRole("link", { name: /commented on your post/ });
    expect(first).toHaveAttribute("href", `/posts/${POST_ID}?comment=${COMMENT_ID}`);
    expect(within(first).getByText("5 min. ago")).toBeInTheDocument();
    expect(within(first).getByText("Unread:")).toBeInTheDocument();
    expect(
      within(screen.getByRole("link", { name: /replied to your comment/ })).queryByText("Unread:"),
    ).toBeNull();
  });

  it("says so when nothing has happened yet, with nothing to mark read", async () => {
    renderNotifications([]);

    expect(
      await screen.findByRole("heading", { level: 2, name: "You’re all caught up" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
  });

  it("shows why the list could not be loaded and tries again on request", async () => {
    let fail = true;
    const { user, server } = renderNotifications(() =>
      fail
        ? { status: 503, body: { reason: "Failure", messages: ["The database is busy."] } }
        : { body: notificationPage([testNotification()]) },
    );

    const alert = await screen.findByRole("alert", {}, { timeout: 5000 });
    expect(alert).toHaveTextContent("Your notifications could not be loaded");
    expect(alert).toHaveTextContent("The database is busy.");

    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(within(await list()).getAllByRole("link")).toHaveLength(1);
    expect(server.calls(LIST)).toHaveLength(2);
  });

  it("marks an unread notification read as the member follows it", async () => {
    const { user, server, location } = renderNotifications([testNotification()], {
      [`POST /api/notifications/${notificationId(1)}/read`]: {
        body: testNotification({ read: true }),
      },
      [`GET /api/posts/${POST_ID}`]: { body: testPost() },
      [`GET /api/posts/${POST_ID}/comments`]: { body: { items: [testComment()], nextCursor: null } },
      [`GET /api/comments/${COMMENT_ID}`]: { body: testComment() },
    });
    await list();
    (await FakeEventSource.opened()).emit("unread", { count: 2 });
    expect(await screen.findByRole("button", { name: "Notifications, 2 unread" })).toBeInTheDocument();

    await user.click(screen.getByRole("link", { name: /commented on your post/ }));

    await waitFor(() => expect(location()).toBe(`/posts/${POST_ID}?comment=${COMMENT_ID}`));
    await waitFor(() =>
      expect(server.calls(`POST /api/notifications/${notificationId(1)}/read`)).toHaveLength(1),
    );
    expect(await screen.findByRole("button", { name: "Notifications, 1 unread" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "The comment you followed" })).toBeInTheDocument();
  });

  it("puts a notification back to unread when the server refuses to mark it read", async () => {
    let refuse = () => {};
    const { user } = renderNotifications([testNotification({ link: "/notifications" })], {
      [`POST /api/notifications/${notificationId(1)}/read`]: () =>
        new Promise((resolve) => {
          refuse = () =>
            resolve({
              status: 404,
              body: { reason: "NotFound", messages: ["This notification does not exist."] },
            });
        }),
    });
    const notifications = await list();

    await user.click(within(notifications).getByRole("link"));
    await waitFor(() => expect(within(notifications).queryByText("Unread:")).not.toBeInTheDocument());
    refuse();

    expect(await screen.findByText("This notification does not exist.")).toBeInTheDocument();
    expect(await within(notifications).findByText("Unread:")).toBeInTheDocument();
  });

  it("marks everything read at once", async () => {
    const { user, server } = renderNotifications(
      [testNotification(), testNotification({ id: notificationId(2), kind: "post_reaction" })],
      { "POST /api/notifications/read-all": { body: { count: 0 } } },
    );
    const notifications = await list();
    (await FakeEventSource.opened()).emit("unread", { count: 20 });
    expect(await screen.findByRole("button", { name: "Notifications, 20 unread" })).toBeInTheDocument();
    expect(within(notifications).getAllByText("Unread:")).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "Mark all as read" }));

    expect(await screen.findByText("All notifications marked as read.")).toBeInTheDocument();
    expect(within(notifications).queryByText("Unread:")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Notifications" })).toBeInTheDocument();
    expect(server.calls("POST /api/notifications/read-all")).toHaveLength(1);
  });

  it("loads the next page by its cursor from the button", async () => {
    const { user, server } = renderNotifications(({ search }) =>
      search.get("cursor") === "page-2"
        ? { body: notificationPage([testNotification({ id: notificationId(2), kind: "post_reaction" })]) }
        : { body: notificationPage([testNotification()], "page-2") },
    );
    const notifications = await list();

    await user.click(screen.getByRole("button", { name: "Load more notifications" }));

    expect(await within(notifications).findByRole("link", { name: /liked your post/ })).toBeInTheDocument();
    expect(within(notifications).getAllByRole("link")).toHaveLength(2);
    expect(server.calls(LIST).map((call) => call.search.get("cursor"))).toEqual([null, "page-2"]);
    expect(screen.queryByRole("button", { name: "Load more notifications" })).not.toBeInTheDocument();
  });

  it("loads the next page as the end of the list scrolls into view", async () => {
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
        observe() {
          this.callback([{ isIntersecting: true }]);
        }
        disconnect() {}
      },
    );
    const { server } = renderNotifications(({ search }) =>
      search.get("cursor") === "page-2"
        ? { body: notificationPage([testNotification({ id: notificationId(2), kind: "post_reaction" })]) }
        : { body: notificationPage([testNotification()], "page-2") },
    );

    expect(
      await screen.findByRole("link", { name: /liked your post/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(server.calls(LIST).map((call) => call.search.get("cursor"))).toEqual([null, "page-2"]);
  });

  it("shows a new notification from the stream on top, and a grouped one in its place", async () => {
    renderNotifications([
      testNotification({ id: notificationId(1), read: true }),
      testNotification({ id: notificationId(2), kind: "company_follower", subject: "Acme", read: true }),
    ]);
    const notifications = await list();
    const stream = await FakeEventSource.opened();
    expect(stream.url).toBe("/api/notifications/stream");
    expect(stream.withCredentials).toBe(true);

    stream.emit(
      "notification",
      testNotification({ id: notificationId(3), kind: "admin_request", subject: "Acme" }),
    );
    await waitFor(() =>
      expect(sentences(notifications)).toEqual([
        "Unread: Ana Silva asked to become an admin of Acme",
        "Ana Silva commented on your post “Our cloud budget…”",
        "Ana Silva started following Acme",
      ]),
    );

    stream.emit(
      "notification",
      testNotification({
        id: notificationId(2),
        kind: "company_follower",
        subject: "Acme",
        othersCount: 1,
        createdAt: new Date().toISOString(),
      }),
    );
    await waitFor(() =>
      expect(sentences(notifications)).toEqual([
        "Unread: Ana Silva and 1 other started following Acme",
        "Unread: Ana Silva asked to become an admin of Acme",
        "Ana Silva commented on your post “Our cloud budget…”",
      ]),
    );
  });

  it("marks read what was read in another tab", async () => {
    renderNotifications([
      testNotification({ id: notificationId(1) }),
      testNotification({ id: notificationId(2), kind: "post_reaction" }),
    ]);
    const notifications = await list();
    const stream = await FakeEventSource.opened();

    stream.emit("read", { ids: [notificationId(2)] });
    await waitFor(() =>
      expect(sentences(notifications)).toEqual([
        "Unread: Ana Silva commented on your post “Our cloud budget…”",
        "Ana Silva liked your post “Our cloud budget…”",
      ]),
    );

    stream.emit("read", { all: true });
    await waitFor(() => expect(within(notifications).queryByText("Unread:")).not.toBeInTheDocument());
  });
});
