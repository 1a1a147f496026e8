import type { NotificationPreferences, UpdateNotificationPreferencesInput } from "@common/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import type { ApiHandler } from "@web/test/api-mock";
import { renderApp } from "@web/test/render-app";
import { beforeEach, describe, expect, it } from "vitest";
import {
  FakeEventSource,
  notificationPage,
  testNotification,
  testPreferences,
} from "../testing/notification-fixtures";
// The route loads the page lazily; importing it here keeps that load out of the first test's time.
import "../pages/notifications-page";

const PREFERENCES = "GET /api/notifications/preferences";
const SAVE = "PATCH /api/notifications/preferences";

async function openSettings(save: ApiHandler, preferences: NotificationPreferences = testPreferences()) {
  const app = renderApp({
    path: "/notifications",
    signedIn: true,
    api: {
      "GET /api/notifications": { body: notificationPage([testNotification()]) },
      [PREFERENCES]: { body: preferences },
      [SAVE]: save,
    },
  });
  await app.user.click(await screen.findByRole("button", { name: "Settings" }, { timeout: 5000 }));
  const dialog = await screen.findByRole("dialog", { name: "Notification settings" });
  await within(dialog).findByRole("table", { name: "Notifications by kind" });
  return { ...app, dialog };
}

/** Answers a change as the server does: the settings with the change applied. */
function saveLikeTheServer(preferences: NotificationPreferences): ApiHandler {
  return ({ body }) => {
    const change = body as UpdateNotificationPreferencesInput;
    preferences.digest = change.digest ?? preferences.digest;
    for (const changed of change.kinds ?? []) {
      const channels = preferences.kinds.find((candidate) => candidate.kind === changed.kind);
      if (channels) Object.assign(channels, changed);
    }
    return { body: structuredClone(preferences) };
  };
}

describe("the notification settings", { timeout: 20_000 }, () => {
  beforeEach(() => FakeEventSource.install());

  it("shows both channels of every kind and the digest, with what the digest leaves out", async () => {
    const { dialog } = await openSettings(saveLikeTheServer(testPreferences()));

    const rows = within(dialog).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual([
      "Comments on your posts",
      "Replies to your comments",
      "Likes on your posts",
      "Likes on your comments",
      "New followers of your company",
      "Requests to become an admin of your company",
      "Answers to your admin requests",
      "Meeting requests from vendors",
      "Answers to your meeting requests",
      "Changes to your meetings",
      "New events in your community",
      "Tracked accounts starting to surge on your match points",
      "New lessons in courses you follow",
    ]);
    expect(within(dialog).getByRole("switch", { name: "Comments on your posts: in app" })).toBeChecked();
    expect(within(dialog).getByRole("switch", { name: "Comments on your posts: e-mail" })).toBeChecked();
    expect(within(dialog).getByRole("switch", { name: "Likes on your posts: e-mail" })).not.toBeChecked();
    const digest = within(dialog).getByRole("radiogroup", { name: "E-mail digest" });
    expect(within(digest).getByRole("radio", { name: "Daily" })).toBeChecked();
    expect(digest).toHaveAccessibleDescription(/only sent when you have not been on Summit since/);
    expect(digest).toHaveAccessibleDescription(/leaves out what you have already seen/);
  });

  it("saves each switch and the digest as they change, sending only the change", async () => {
    const { user, server, dialog } = await openSettings(saveLikeTheServer(testPreferences()));

    const email = within(dialog).getByRole("switch", { name: "Comments on your posts: e-mail" });
    await user.click(email);
    expect(email).not.toBeChecked();
    const inApp = within(dialog).getByRole("switch", { name: "Likes on your posts: in app" });
    await user.click(inApp);
    expect(inApp).not.toBeChecked();
    await user.click(within(dialog).getByRole("radio", { name: "Weekly" }));
    expect(within(dialog).getByRole("radio", { name: "Weekly" })).toBeChecked();

    await waitFor(() => expect(server.calls(SAVE)).toHaveLength(3));
    expect(server.calls(SAVE).map((call) => call.body)).toEqual([
      { kinds: [{ kind: "post_comment", email: false }] },
      { kinds: [{ kind: "post_reaction", inApp: false }] },
      { digest: "weekly" },
    ]);
    expect(email).not.toBeChecked();
    expect(inApp).not.toBeChecked();
    expect(server.calls(PREFERENCES)).toHaveLength(1);
  });

  it("puts a switch back and says so when the change is not saved", async () => {
    const { user, dialog } = await openSettings({
      status: 400,
      body: { reason: "Invalid", messages: ["kind must be one of post_comment, …"] },
    });

    const email = within(dialog).getByRole("switch", { name: "Replies to your comments: e-mail" });
    await user.click(email);

    expect(
      await screen.findByText(
        "Your notification settings were not saved. kind must be one of post_comment, …",
      ),
    ).toBeInTheDocument();
    expect(email).toBeChecked();
  });

  it("shows why the settings could not be loaded", async () => {
    const { user } = renderApp({
      path: "/notifications",
      signedIn: true,
      api: {
        "GET /api/notifications": { body: notificationPage([]) },
        [PREFERENCES]: { status: 401, body: { reason: "AccessDenied", messages: ["Sign in to continue."] } },
      },
    });

    await user.click(await screen.findByRole("button", { name: "Settings" }, { timeout: 5000 }));

    const dialog = await screen.findByRole("dialog", { name: "Notification settings" });
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Your notification settings could not be loadedSign in to continue.",
    );
  });
});
