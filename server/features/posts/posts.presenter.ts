// Posts and comments as the API returns them (common/posts.ts): rows with their authors' and
// companies' cards, files as URLs, and what the reader may do with each.
import { DEFAULT_HUB_ID, HubIdSchema } from "@common/hubs";
import type { Comment, CommentReply, Post, ViewerRights } from "@common/posts";
import { fileUrl } from "@common/uploads";
import { type CompanyCard, findCompanyCards } from "@server/features/companies/company-cards";
import { findPeople, type PersonCard } from "@server/features/people/people-cache";
import { visiblePerson } from "@server/features/people/person-visibility";
import type { SessionUser } from "@server/platform/auth/session";
import type { Executor } from "@server/platform/database/client";
import type { CommentPageRow, PostRow, ReplyRow } from "./posts.repository";

const NO_RIGHTS: ViewerRights = { edit: false, delete: false, spotlight: false, hide: false };

/** The author as the reader may see them; a member who has left shows as one. */
function author(user: SessionUser | null, authorId: string, card: PersonCard | undefined) {
  const person = card && visiblePerson(user, authorId, card.visibility, card);
  return {
    id: authorId,
    name: person?.name ?? "A former member",
    jobTitle: person?.jobTitle ?? null,
    photoUrl: person?.photoUrl ?? null,
  };
}

/** What the reader may do with the post: the checks in posts.service.ts decide the same. */
function postRights(user: SessionUser | null, row: PostRow): ViewerRights {
  if (!user) return NO_RIGHTS;
  const speaksForCompany = row.companyId !== null;
  const mine = speaksForCompany ? row.viewerIsCompanyAdmin : row.authorId === user.id;
  return {
    edit: mine,
    delete: mine || user.isPlatformAdmin,
    spotlight: speaksForCompany && (row.viewerIsCompanyAdmin || user.isPlatformAdmin),
    hide: user.isPlatformAdmin,
  };
}

interface PostCards {
  people: Map<string, PersonCard>;
  companies: Map<string, CompanyCard>;
}

/** The names and pictures of the posts' authors and companies. */
export async function cardsOf(db: Executor, rows: PostRow[]): Promise<PostCards> {
  const [people, companies] = await Promise.all([
    findPeople(
      db,
      rows.map((row) => row.authorId),
    ),
    findCompanyCards(
      db,
      rows.flatMap((row) => (row.companyId ? [row.companyId] : [])),
    ),
  ]);
  return { people, companies };
}

export function toPost(user: SessionUser | null, row: PostRow, cards: PostCards): Post {
  const hub = HubIdSchema.safeParse(row.hub);
  const company = row.companyId ? cards.companies.get(row.companyId) : undefined;
  return {
    id: row.id,
    author: author(user, row.authorId, cards.people.get(row.authorId)),
    company: row.companyId && company ? { id: row.companyId, ...company } : null,
    hub: hub.success ? hub.data : DEFAULT_HUB_ID,
    body: row.body,
    spotlighted: row.spotlightedAt !== null,
    commentCount: row.commentCount,
    reactionCount: row.reactionCount,
    attachments: row.attachments.map((attachment) => ({
      id: attachment.id,
      kind: attachment.kind as Post["attachments"][number]["kind"],
      url: fileUrl(attachment.storageKey),
      thumbnailUrl: fileUrl(attachment.thumbnailKey),
      contentType: attachment.contentType,
      fileName: attachment.fileName,
      sizeBytes: Number(attachment.sizeBytes),
      width: attachment.width,
      height: attachment.height,
    })),
    reacted: row.reacted,
    bookmarked: row.bookmarked,
    can: postRights(user, row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toReply(
  user: SessionUser | null,
  people: Map<string, PersonCard>,
  row: ReplyRow,
): CommentReply {
  const mine = user !== null && row.authorId === user.id;
  return {
    id: row.id,
    postId: row.postId,
    author: author(user, row.authorId, people.get(row.authorId)),
    parentId: row.parentId,
    body: row.body,
    reactionCount: row.reactionCount,
    reacted: row.reacted,
    can: user
      ? { edit: mine, delete: mine || user.isPlatformAdmin, spotlight: false, hide: user.isPlatformAdmin }
      : NO_RIGHTS,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A top-level comment with the newest of its replies. */
export function toComment(
  user: SessionUser | null,
  people: Map<string, PersonCard>,
  row: CommentPageRow,
  replies: ReplyRow[],
): Comment {
  return {
    ...toReply(user, people, row),
    replies: replies.map((reply) => toReply(user, people, reply)),
    replyCount: row.replyCount ?? 0,
  };
}
