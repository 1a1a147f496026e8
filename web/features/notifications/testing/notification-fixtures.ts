// Notifications as the API answers them, and a stand-in for the browser's EventSource whose events a
// test sends, for the notifications' component tests.

import {
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationPreferences,
  type NotificationStreamEvent,
} from "@common/notifications";
import { act, waitFor } from "@testing-library/react";
import { vi } from "vitest";

export const POST_ID = "0b6f6a4e-1c2d-4e5f-8a9b-000000000001";
export const COMMENT_ID = "0c6f6a4e-1c2d-4e5f-8a9b-000000000001";
export const COMPANY_ID = "6f1c1d7e-2a7b-4f7e-9a51-3f5d2c9b8e01";

export const ana = { id: "user-2", name: "Ana Silva", photoUrl: null };

/** A notification id that sorts like the server's: the index keeps each one apart. */
export function notificationId(index: number): string {
  return `1a6f6a4e-1c2d-4e5f-8a9b-${String(index).padStart(12, "0")}`;
}

export function testNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: notificationId(1),
    kind: "post_comment",
    actor: ana,
    othersCount: 0,
    subject: "Our cloud budget…",
    approved: null,
    detail: null,
    link: `/posts/${POST_ID}?comment=${COMMENT_ID}`,
    read: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

export function notificationPage(items: Notification[], nextCursor: string | null = null) {
  return { items, nextCursor };
}

export function testPreferences(overrides: Partial<NotificationPreferences> = {}): NotificationPreferences {
  return {
    kinds: NOTIFICATION_KINDS.map((kind) => ({
      kind,
      inApp: true,
      email: NOTIFICATION_KIND_INFO[kind].emailByDefault,
    })),
    digest: "daily",
    ...overrides,
  };
}

type Listener = (event: MessageEvent) => void;

/** The browser's EventSource, minus the network: a test sends the server's events with `emit`. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readonly url: string;
  readonly withCredentials: boolean;
  readyState = FakeEventSource.OPEN;
  private readonly listeners = new Map<string, Set<Listener>>();
  private position = 0;

  constructor(url: string, init?: EventSourceInit) {
    this.url = url;
    this.withCredentials = init?.withCredentials ?? false;
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: Listener) {
    const listeners = this.listeners.get(type) ?? new Set<Listener>();
    listeners.add(listener);
    this.listeners.set(type, listeners);
  }

  removeEventListener(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** Sends one event of the stream, as the server would. */
  emit(type: NotificationStreamEvent, data: unknown) {
    this.position += 1;
    const event = new MessageEvent(type, { data: JSON.stringify(data), lastEventId: String(this.position) });
    act(() => {
      for (const listener of this.listeners.get(type) ?? []) listener(event);
    });
  }

  /** The server refuses the stream (an error status): the browser gives up on it for good. */
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    act(() => {
      for (const listener of this.listeners.get("error") ?? []) listener(new MessageEvent("error"));
    });
  }

  /** The stream the app has open now. */
  static current(): FakeEventSource {
    const open = FakeEventSource.instances.filter((source) => source.readyState !== FakeEventSource.CLOSED);
    if (open.length !== 1) throw new Error(`expected one open stream, found ${open.length}`);
    return open[0] as FakeEventSource;
  }

  /** The stream the app opens, once it has (the stream's code loads with the member's bar). */
  static opened(): Promise<FakeEventSource> {
    return waitFor(() => FakeEventSource.current());
  }

  /** Puts the fake in the browser's place for the current test (web/test/setup.ts puts it back). */
  static install() {
    FakeEventSource.instances = [];
    vi.stubGlobal("EventSource", FakeEventSource);
  }
}
