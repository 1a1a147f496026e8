// Bookmarks and collections as the API answers them, for component tests.
import type { Bookmark, BookmarkCollection, BookmarkPage } from "@common/bookmarks";

export const COLLECTION_ID = "c0000000-0000-4000-8000-000000000001";
export const OTHER_COLLECTION_ID = "c0000000-0000-4000-8000-000000000002";

export const readingList: BookmarkCollection = {
  id: COLLECTION_ID,
  name: "Reading list",
  bookmarkCount: 1,
  createdAt: "2025-02-01T00:00:00.000Z",
};

export const vendorsToCompare: BookmarkCollection = {
  id: OTHER_COLLECTION_ID,
  name: "Vendors to compare",
  bookmarkCount: 0,
  createdAt: "2025-02-02T00:00:00.000Z",
};

export const postBookmark: Bookmark = {
  id: "b0000000-0000-4000-8000-000000000001",
  kind: "post",
  targetId: "a0000000-0000-4000-8000-000000000001",
  collectionId: null,
  createdAt: "2025-03-04T10:00:00.000Z",
  target: {
    kind: "post",
    id: "a0000000-0000-4000-8000-000000000001",
    excerpt: "Which observability stack do you run across regions?",
    author: { id: "user-2", name: "Grace Lin", photoUrl: null },
    company: { id: "6f1c1d7e-2a7b-4f7e-9a51-3f5d2c9b8e01", name: "Northwind Analytics" },
    createdAt: "2025-03-01T09:00:00.000Z",
  },
};

export const videoBookmark: Bookmark = {
  id: "b0000000-0000-4000-8000-000000000002",
  kind: "video",
  targetId: "a0000000-0000-4000-8000-000000000002",
  collectionId: COLLECTION_ID,
  createdAt: "2025-03-03T10:00:00.000Z",
  target: {
    kind: "video",
    id: "a0000000-0000-4000-8000-000000000002",
    title: "Zero trust in practice",
    summary: "Three CISOs compare notes.",
    coverUrl: "/api/files/images/cover.png",
    durationSeconds: 754,
    company: { id: "6f1c1d7e-2a7b-4f7e-9a51-3f5d2c9b8e01", name: "Northwind Analytics" },
    author: { id: "user-2", name: "Grace Lin" },
    publishedAt: "2025-02-20T09:00:00.000Z",
  },
};

export const articleBookmark: Bookmark = {
  id: "b0000000-0000-4000-8000-000000000003",
  kind: "article",
  targetId: "a0000000-0000-4000-8000-000000000003",
  collectionId: null,
  createdAt: "2025-03-02T10:00:00.000Z",
  target: {
    kind: "article",
    id: "a0000000-0000-4000-8000-000000000003",
    title: "Choosing a data platform",
    summary: "What we learned from three migrations.",
    coverUrl: null,
    durationSeconds: null,
    company: null,
    author: { id: "user-3", name: "Hannah Weiss" },
    publishedAt: "2025-02-10T09:00:00.000Z",
  },
};

export const companyBookmark: Bookmark = {
  id: "b0000000-0000-4000-8000-000000000004",
  kind: "company",
  targetId: "6f1c1d7e-2a7b-4f7e-9a51-3f5d2c9b8e01",
  collectionId: null,
  createdAt: "2025-03-01T10:00:00.000Z",
  target: {
    kind: "company",
    id: "6f1c1d7e-2a7b-4f7e-9a51-3f5d2c9b8e01",
    name: "Northwind Analytics",
    logoUrl: null,
    headquarter: "London, United Kingdom",
    isPage: true,
  },
};

export const eventBookmark: Bookmark = {
  id: "b0000000-0000-4000-8000-000000000005",
  kind: "event",
  targetId: "7a0c3f6e-2b1d-4c8e-9f00-000000000001",
  collectionId: null,
  createdAt: "2025-02-28T10:00:00.000Z",
  target: {
    kind: "event",
    id: "7a0c3f6e-2b1d-4c8e-9f00-000000000001",
    title: "CISO breakfast briefing",
    startsAt: "2031-05-06T08:00:00.000Z",
    endsAt: "2031-05-06T10:30:00.000Z",
    timeZone: "Asia/Tokyo",
    format: "in_person",
    venue: "The Shard",
    location: "London",
    host: null,
    cancelled: true,
  },
};

export const allBookmarks = [postBookmark, videoBookmark, articleBookmark, companyBookmark, eventBookmark];

export function bookmarkPage(items: Bookmark[], nextCursor: string | null = null): BookmarkPage {
  return { items, nextCursor };
}
