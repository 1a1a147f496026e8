import { describe, expect, it } from "vitest";
import { type Notification, notificationSentence } from "./notifications";

function testNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: "1a6f6a4e-1c2d-4e5f-8a9b-000000000001",
    kind: "post_comment",
    actor: { id: "user-2", name: "Ana Silva", photoUrl: null },
    othersCount: 0,
    subject: "Our cloud budget…",
    approved: null,
    detail: null,
    link: "/posts/0b6f6a4e-1c2d-4e5f-8a9b-000000000001",
    read: false,
    createdAt: "2026-11-22T10:00:00.000Z",
    ...overrides,
  };
}

describe("what a notification says", () => {
  it.each([
    [{ othersCount: 0 }, "Ana Silva commented on your post “Our cloud budget…”"],
    [{ othersCount: 1 }, "Ana Silva and 1 other commented on your post “Our cloud budget…”"],
    [{ othersCount: 12, subject: null }, "Ana Silva and 12 others commented on your post"],
    [{ actor: null }, "A former member commented on your post “Our cloud budget…”"],
    [{ kind: "company_follower", subject: null }, "Ana Silva started following your company"],
    [{ kind: "admin_request", subject: "Acme" }, "Ana Silva asked to become an admin of Acme"],
    [
      { kind: "admin_request_answer", subject: "Acme", approved: null },
      "Your request to become an admin of Acme was answered",
    ],
    [
      { kind: "meeting_answer", subject: "Summit Live London", detail: "accepted" },
      "Ana Silva accepted your meeting request at Summit Live London",
    ],
    [
      { kind: "meeting_update", subject: "Summit Live London", detail: "rescheduled" },
      "Ana Silva proposed a new time for your meeting at Summit Live London",
    ],
    [{ kind: "meeting_request", subject: null }, "Ana Silva asked to meet you"],
    [{ kind: "event_new", subject: "CIO Roundtable" }, "New event in your community: CIO Roundtable"],
  ] as const)("%o reads “%s”", (overrides, sentence) => {
    expect(notificationSentence(testNotification(overrides))).toBe(sentence);
  });
});
