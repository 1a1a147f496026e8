// What GET /api/discover answers in web tests: empty answers for pages that only pass through
// Discover, and results to build on.
import type {
  DiscoverCompany,
  DiscoverContent,
  DiscoverCourse,
  DiscoverEvent,
  DiscoverPerson,
  DiscoverPost,
  DiscoverSearchResult,
  DiscoverTrending,
} from "@common/discover";
import type { ApiReply, ApiRequest } from "@web/test/api-mock";

const none = { items: [], total: { count: 0, more: false }, nextCursor: null };

export function emptySearch(
  search: string,
  type: DiscoverSearchResult["type"] = "all",
): DiscoverSearchResult {
  const sections =
    type === "all" ? { companies: none, posts: none, videos: none, articles: none } : { [type]: none };
  return { mode: "search", search, correctedQuery: null, type, ...sections };
}

export function emptyTrending(hub: DiscoverTrending["hub"] = "cio"): DiscoverTrending {
  return { mode: "trending", hub, posts: [], videos: [], articles: [], companies: [] };
}

/** Nothing found, nothing trending: for pages that only pass through Discover. */
export function emptyDiscover(request: ApiRequest): ApiReply {
  const search = request.search.get("search")?.trim();
  const type = (request.search.get("type") ?? "all") as DiscoverSearchResult["type"];
  return { body: search ? emptySearch(search, type) : emptyTrending() };
}

export const northwind: DiscoverCompany = {
  id: "6f1c1d7e-2a7b-4f7e-9a51-3f5d2c9b8e01",
  name: [
    { text: "Northwind", match: true },
    { text: " Analytics", match: false },
  ],
  isPage: true,
  headquarter: "London, United Kingdom",
  industry: "Computer Software",
  logoUrl: null,
  followerCount: null,
};

export const morgan: DiscoverPerson = {
  id: "user-7",
  name: [
    { text: "Morgan", match: true },
    { text: " Reyes", match: false },
  ],
  jobTitle: [{ text: "Chief Information Security Officer", match: false }],
  photoUrl: null,
  company: { id: northwind.id, name: [{ text: "Northwind Analytics", match: false }] },
};

export function testPost(index: number, overrides: Partial<DiscoverPost> = {}): DiscoverPost {
  return {
    id: `8a1c1d7e-2a7b-4f7e-9a51-3f5d2c9b8e${String(index).padStart(2, "0")}`,
    author: { id: "user-8", name: "Priya Shah", jobTitle: "CIO", photoUrl: null },
    company: null,
    hub: "cio",
    excerpt: [
      { text: "How we run ", match: false },
      { text: "Kubernetes", match: true },
      { text: ` in production, part ${index}`, match: false },
    ],
    commentCount: 3,
    reactionCount: 1,
    createdAt: "2025-03-01T10:00:00.000Z",
    ...overrides,
  };
}

export function testContent(
  index: number,
  kind: DiscoverContent["kind"],
  overrides: Partial<DiscoverContent> = {},
): DiscoverContent {
  return {
    id: `9b1c1d7e-2a7b-4f7e-9a51-3f5d2c9b8e${String(index).padStart(2, "0")}`,
    kind,
    title: [
      { text: "Kubernetes", match: true },
      { text: ` ${kind === "video" ? "explained" : "field notes"} ${index}`, match: false },
    ],
    excerpt: [{ text: "What platform teams learnt.", match: false }],
    company: { id: northwind.id, name: "Northwind Analytics" },
    coverUrl: null,
    durationSeconds: kind === "video" ? 754 : null,
    viewCount: 120,
    visibility: "public",
    publishedAt: "2025-02-01T10:00:00.000Z",
    ...overrides,
  };
}

export function testDiscoverEvent(index: number, overrides: Partial<DiscoverEvent> = {}): DiscoverEvent {
  return {
    id: `7a0c3f6e-2b1d-4c8e-9f00-0000000000${String(index).padStart(2, "0")}`,
    title: [
      { text: "Kubernetes", match: true },
      { text: ` breakfast ${index}`, match: false },
    ],
    excerpt: [{ text: "Platform leaders compare notes.", match: false }],
    format: "in_person",
    venue: "The Shard",
    location: "London",
    timeZone: "Asia/Tokyo",
    startsAt: "2031-05-06T08:00:00.000Z",
    endsAt: "2031-05-06T10:30:00.000Z",
    host: { id: northwind.id, name: "Northwind Analytics" },
    ...overrides,
  };
}

export function testDiscoverCourse(index: number, overrides: Partial<DiscoverCourse> = {}): DiscoverCourse {
  return {
    id: `5c2e4a1b-3d6f-4e8a-9b00-0000000000${String(index).padStart(2, "0")}`,
    title: [
      { text: "Kubernetes", match: true },
      { text: ` for leaders ${index}`, match: false },
    ],
    excerpt: [{ text: "Run platforms your teams can trust.", match: false }],
    company: { id: northwind.id, name: "Northwind Analytics" },
    coverUrl: null,
    level: "intermediate",
    lessonCount: 4,
    minutes: 95,
    publishedAt: "2025-02-01T10:00:00.000Z",
    ...overrides,
  };
}
