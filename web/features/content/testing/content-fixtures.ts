// Videos and articles as the API answers them, for component tests of Watch and Read.
import type { ContentDetail, ContentItem } from "@common/content";
import type { Profile } from "@common/profile";
import { testProfile } from "@web/test/api-mock";

export const VIDEO_ID = "0c5e6a3e-1d2b-4c8e-9f00-000000000001";
export const ARTICLE_ID = "0c5e6a3e-1d2b-4c8e-9f00-000000000002";
export const COMPANY_ID = "6f1c1d7e-2a7b-4f7e-9a51-3f5d2c9b8e01";

const base = {
  summary: "",
  hubs: ["ciso" as const],
  intentTypes: ["Identity & Access" as const],
  visibility: "members" as const,
  company: { id: COMPANY_ID, name: "Bastion Security", logoUrl: null },
  author: { id: "user-2", name: "Hannah Weiss", jobTitle: "Chief Revenue Officer", photoUrl: null },
  coverUrl: null,
  viewCount: 12,
  publishedAt: "2026-03-02T10:00:00.000Z",
  updatedAt: "2026-03-02T10:00:00.000Z",
  progress: null,
  bookmarked: false,
};

export function testVideo(index = 1, overrides: Partial<ContentItem> = {}): ContentItem {
  return {
    ...base,
    id: index === 1 ? VIDEO_ID : `0c5e6a3e-1d2b-4c8e-9f00-1000000000${String(index).padStart(2, "0")}`,
    kind: "video",
    title: index === 1 ? "Passkeys in practice" : `Video ${index}`,
    summary: "How one bank moved 20,000 staff to passkeys.",
    coverUrl: "/api/files/images/cover.png",
    video: { url: "/api/files/videos/passkeys.webm", contentType: "video/webm", durationSeconds: 754 },
    ...overrides,
  };
}

export function testArticle(index = 1, overrides: Partial<ContentItem> = {}): ContentItem {
  return {
    ...base,
    id: index === 1 ? ARTICLE_ID : `0c5e6a3e-1d2b-4c8e-9f00-2000000000${String(index).padStart(2, "0")}`,
    kind: "article",
    title: index === 1 ? "Closing the books in five days" : `Article ${index}`,
    summary: "Three habits mattered more than any tool.",
    hubs: ["cfo"],
    intentTypes: ["ERP & Finance Systems"],
    company: { id: COMPANY_ID, name: "Ledgerly", logoUrl: null },
    video: null,
    ...overrides,
  };
}

export function detail(item: ContentItem, overrides: Partial<ContentDetail> = {}): ContentDetail {
  return {
    ...item,
    body:
      item.kind === "video"
        ? "## What you will learn\n\n- Enrolment\n- **Recovery**"
        : "## Reconcile continuously\n\nBank reconciliations ran daily.\n\n## One checklist\n\nEvery task had an owner.",
    viewerCanEdit: false,
    ...overrides,
  };
}

export const page = (items: ContentItem[], nextCursor: string | null = null) => ({ items, nextCursor });

/** A member who administers their company, and so may publish for it. */
export const companyAdminProfile: Profile = {
  ...testProfile,
  accountType: "vendor",
  company: { id: COMPANY_ID, name: "Bastion Security", privilege: "owner" },
};
