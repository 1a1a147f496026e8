// Posts, comments and reports as the API answers them, for the feed's component tests.

import type { Comment, CommentReply, Post, Report } from "@common/posts";
import type { Profile } from "@common/profile";
import { configure } from "@testing-library/react";
import { testProfile } from "@web/test/api-mock";
import { beforeAll } from "vitest";

export const POST_ID = "0b6f6a4e-1c2d-4e5f-8a9b-000000000001";
export const COMMENT_ID = "0c6f6a4e-1c2d-4e5f-8a9b-000000000001";
export const NORTHWIND_ID = "6f1c1d7e-2a7b-4f7e-9a51-3f5d2c9b8e01";

export const grace = { id: "user-2", name: "Grace Lin", jobTitle: "VP Sales", photoUrl: null };
export const alan = { id: "user-3", name: "Alan Turing", jobTitle: "CISO", photoUrl: null };
export const ada = { id: "user-1", name: "Ada Lovelace", jobTitle: "CISO", photoUrl: null };

const noRights = { edit: false, delete: false, spotlight: false, hide: false };

/** A post id that sorts like the server's: the index keeps each one apart. */
export function postId(index: number): string {
  return `0b6f6a4e-1c2d-4e5f-8a9b-${String(index).padStart(12, "0")}`;
}

export function testPost(overrides: Partial<Post> = {}): Post {
  return {
    id: POST_ID,
    author: alan,
    company: null,
    hub: "ciso",
    body: "How do you budget for zero trust?",
    spotlighted: false,
    commentCount: 0,
    reactionCount: 0,
    attachments: [],
    reacted: false,
    bookmarked: false,
    can: noRights,
    createdAt: "2024-03-01T10:00:00.000Z",
    updatedAt: "2024-03-01T10:00:00.000Z",
    ...overrides,
  };
}

/** A post of the reader's own (Ada, the test profile), which they may edit and delete. */
export function ownPost(overrides: Partial<Post> = {}): Post {
  return testPost({ author: ada, can: { ...noRights, edit: true, delete: true }, ...overrides });
}

export function testReply(index: number, overrides: Partial<CommentReply> = {}): CommentReply {
  return {
    id: `0d6f6a4e-1c2d-4e5f-8a9b-${String(index).padStart(12, "0")}`,
    postId: POST_ID,
    author: alan,
    parentId: COMMENT_ID,
    body: `Reply number ${index}`,
    reactionCount: 0,
    reacted: false,
    can: noRights,
    createdAt: "2024-03-01T12:00:00.000Z",
    updatedAt: "2024-03-01T12:00:00.000Z",
    ...overrides,
  };
}

export function testComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: COMMENT_ID,
    postId: POST_ID,
    author: grace,
    parentId: null,
    body: "We start with identity.",
    reactionCount: 0,
    reacted: false,
    can: noRights,
    replies: [],
    replyCount: 0,
    createdAt: "2024-03-01T11:00:00.000Z",
    updatedAt: "2024-03-01T11:00:00.000Z",
    ...overrides,
  };
}

export function testReport(overrides: Partial<Report> = {}): Report {
  return {
    id: "0e6f6a4e-1c2d-4e5f-8a9b-000000000001",
    target: "post",
    postId: POST_ID,
    commentId: null,
    excerpt: "Buy our product now!!!",
    targetAuthor: grace,
    targetHidden: false,
    reason: "spam",
    details: "Pure advertising.",
    reporter: alan,
    createdAt: "2024-03-02T09:00:00.000Z",
    ...overrides,
  };
}

/** The test profile as an admin of Northwind Analytics. */
export const companyAdminProfile: Profile = {
  ...testProfile,
  accountType: "vendor",
  company: { id: NORTHWIND_ID, name: "Northwind Analytics", privilege: "admin" },
};

export const platformAdminProfile: Profile = { ...testProfile, isPlatformAdmin: true };

/** Each test renders the whole app, which is slow on a busy machine: queries wait up to 5 s, and the
 * page's lazily loaded module is loaded once before the first test. */
export function preparePageTests(loadPage: () => Promise<unknown>) {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 5000 });
    await loadPage();
  });
}

/** Room for a whole-app test on a busy machine. */
export const PAGE_TEST_TIMEOUT = { timeout: 20_000 };
