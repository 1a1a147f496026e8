// Rules for the content library: members read it (hidden items do not exist for them); platform
// admins publish as Summit or for any company, company admins for their own company; opening an
// item and finishing a video are interest signals; progress only moves forward to completion.

import {
  type ContentDetail,
  type ContentItem,
  ContentKindSchema,
  type ContentPage,
  type ContentProgress,
  type ContentQuery,
  ContentVisibilitySchema,
  type CreateContentInput,
  type SaveProgressInput,
  type UpdateContentInput,
} from "@common/content";
import { knownHubs } from "@common/hubs";
import { knownIntentTypes } from "@common/intent-types";
import { fileUrl } from "@common/uploads";
import { type AuditOrigin, recordAdminAction } from "@server/features/audit-log/audit-log.repository";
import { administersAnyCompany } from "@server/features/companies/companies.repository";
import { requireCompanyAdmin } from "@server/features/companies/company-access";
import { contentCompleted } from "@server/features/learning/learning.service";
import { visiblePerson } from "@server/features/people/person-visibility";
import { recordActivity, recordView } from "@server/features/performance/activity.service";
import { recordSignal } from "@server/features/signals/signals.service";
import { requireOwnUpload } from "@server/features/uploads/uploads.service";
import type { SessionUser } from "@server/platform/auth/session";
import type { Database, Executor } from "@server/platform/database/client";
import { forbidden, invalid, notFound } from "@server/platform/errors";
import { cursorPart, decodeCursor, toPage } from "@server/platform/http/cursor";
import { z } from "zod";
import {
  type ContentDetailRow,
  type ContentRow,
  type ContentValues,
  completeProgress,
  contentKey,
  deleteContent,
  findContentAccess,
  findContentDetail,
  findProgress,
  insertContent,
  listContent,
  lockContentForModeration,
  openContent,
  setContentHidden,
  setProgressPosition,
  updateContent,
} from "./content.repository";

const ContentCursor = z.tuple([cursorPart.timestamp, cursorPart.uuid]);

function toContentItem(user: SessionUser, row: ContentRow): ContentItem {
  const visibility = ContentVisibilitySchema.safeParse(row.visibility);
  return {
    id: row.id,
    kind: ContentKindSchema.parse(row.kind),
    title: row.title,
    summary: row.summary,
    hubs: knownHubs(row.hubs),
    intentTypes: knownIntentTypes(row.intentTypes),
    visibility: visibility.success ? visibility.data : "members",
    company:
      row.companyId && row.companyName !== null
        ? { id: row.companyId, name: row.companyName, logoUrl: fileUrl(row.companyLogoKey) }
        : null,
    author:
      row.authorId && row.authorName !== null
        ? visiblePerson(user, row.authorId, row.authorVisibility, {
            id: row.authorId,
            name: row.authorName,
            jobTitle: row.authorJobTitle,
            photoUrl: row.authorPhotoUrl,
          })
        : null,
    coverUrl: fileUrl(row.coverKey),
    video:
      row.kind === "video" && row.videoKey && row.videoContentType
        ? {
            url: fileUrl(row.videoKey),
            contentType: row.videoContentType,
            durationSeconds: row.durationSeconds,
          }
        : null,
    viewCount: row.viewCount,
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    progress:
      row.progressPosition === null
        ? null
        : {
            position: row.progressPosition,
            completedAt: row.progressCompletedAt?.toISOString() ?? null,
          },
    bookmarked: row.bookmarked,
  };
}

function toContentDetail(row: ContentDetailRow, user: SessionUser): ContentDetail {
  return {
    ...toContentItem(user, row),
    body: row.body,
    viewerCanEdit: user.isPlatformAdmin || (row.companyId !== null && row.viewerAdministersCompany),
  };
}

export async function contentLibrary(
  db: Database,
  user: SessionUser,
  query: ContentQuery,
): Promise<ContentPage> {
  const after = query.cursor ? decodeCursor(query.cursor, ContentCursor) : undefined;
  const rows = await listContent(
    db,
    user.id,
    { kind: query.kind, hub: query.hub, intentType: query.intentType, search: query.search || undefined },
    { limit: query.limit + 1, after, offset: (query.page - 1) * query.limit },
  );
  return toPage(rows, query.limit, (row) => toContentItem(user, row), contentKey);
}

async function requireContent(db: Executor, contentId: string) {
  const access = await findContentAccess(db, contentId);
  if (!access) throw notFound("Content");
  return access;
}

async function getContent(db: Executor, user: SessionUser, contentId: string): Promise<ContentDetail> {
  const row = await findContentDetail(db, contentId, user.id);
  if (!row) throw notFound("Content");
  return toContentDetail(row, user);
}

/**
 * The item as its page shows it. Opening it is a view (counted once per member) and, for leaders,
 * a content view signal for each of its intent types.
 */
export async function openContentItem(
  db: Database,
  user: SessionUser,
  contentId: string,
): Promise<ContentDetail> {
  const access = await requireContent(db, contentId);
  await db.transaction(async (tx) => {
    await openContent(tx, user.id, contentId);
    await recordSignal(tx, user, "contentView", {
      kind: access.kind,
      id: access.id,
      intentTypes: access.intentTypes,
    });
  });
  if (access.companyId) {
    recordView(db, {
      vendorCompanyId: access.companyId,
      kind: "contentView",
      intentTypes: access.intentTypes,
      userId: user.id,
      contentId,
    });
  }
  return getContent(db, user, contentId);
}

/** Attached files must be the caller's own uploads of the right kind (platform admins may use anyone's). */
async function checkUploads(
  db: Executor,
  user: SessionUser,
  input: { coverUploadId?: string | null; videoUploadId?: string },
): Promise<void> {
  if (input.coverUploadId) await requireOwnUpload(db, user, input.coverUploadId, "image", "coverUploadId");
  if (input.videoUploadId) await requireOwnUpload(db, user, input.videoUploadId, "video", "videoUploadId");
}

/** Who may publish for whom: 401, then 404 for an unknown company, then 403 (or 400 when a company is missing). */
async function requirePublisher(db: Executor, user: SessionUser, companyId: string | null): Promise<void> {
  if (companyId) {
    await requireCompanyAdmin(db, user, companyId);
    return;
  }
  if (user.isPlatformAdmin) return;
  if (await administersAnyCompany(db, user.id)) {
    throw invalid("companyId: choose the company you publish for");
  }
  throw forbidden("Only platform admins and company admins can publish.");
}

export async function publishContent(
  db: Database,
  user: SessionUser,
  input: CreateContentInput,
): Promise<ContentDetail> {
  const companyId = input.companyId ?? null;
  await requirePublisher(db, user, companyId);
  await checkUploads(db, user, input);
  const id = await insertContent(db, {
    kind: input.kind,
    title: input.title,
    summary: input.summary ?? "",
    body: input.body ?? "",
    hubs: input.hubs,
    intentTypes: input.intentTypes,
    visibility: input.visibility ?? "members",
    coverUploadId: input.coverUploadId ?? null,
    videoUploadId: input.kind === "video" ? input.videoUploadId : null,
    durationSeconds: input.kind === "video" ? (input.durationSeconds ?? null) : null,
    companyId,
    authorId: user.id,
  });
  return getContent(db, user, id);
}

/** The item, if the caller may change it: 404, then 403. */
async function requireContentEditor(db: Executor, user: SessionUser, contentId: string) {
  const access = await requireContent(db, contentId);
  if (access.companyId) {
    await requireCompanyAdmin(db, user, access.companyId);
  } else if (!user.isPlatformAdmin) {
    throw forbidden("Only platform admins can change what Summit published.");
  }
  return access;
}

export async function editContent(
  db: Database,
  user: SessionUser,
  contentId: string,
  input: UpdateContentInput,
): Promise<ContentDetail> {
  const access = await requireContentEditor(db, user, contentId);
  if (access.kind === "article") {
    for (const field of ["videoUploadId", "durationSeconds"] as const) {
      if (input[field] !== undefined) throw invalid(`${field}: an article has no ${field}`);
    }
  }
  await checkUploads(db, user, input);
  const values: ContentValues = { ...input };
  await updateContent(db, contentId, values);
  return getContent(db, user, contentId);
}

export async function removeContent(db: Database, user: SessionUser, contentId: string): Promise<void> {
  await requireContentEditor(db, user, contentId);
  await deleteContent(db, contentId);
}

/** Moderation: a hidden item vanishes from Watch, Read, Discover and bookmarks until shown again. */
export async function hideContent(
  db: Database,
  user: SessionUser,
  origin: AuditOrigin,
  contentId: string,
  hidden: boolean,
) {
  if (!user.isPlatformAdmin) throw forbidden("Only platform admins can moderate content.");
  await db.transaction(async (tx) => {
    const item = await lockContentForModeration(tx, contentId);
    if (!item) throw notFound("Content");
    await setContentHidden(tx, contentId, hidden);
    await recordAdminAction(tx, user, origin, {
      action: hidden ? "content.hidden" : "content.shown",
      target: { kind: item.kind, ids: [contentId], label: item.title },
      before: { hidden: item.hidden },
      after: { hidden },
    });
  });
}

/** Seconds a saved position may run ahead of the clock and still count as watched. */
const WATCH_GRACE_SECONDS = 5;

/**
 * Saves where the member is. Saving counts as opening when they never opened the item; completion
 * is kept once reached; finishing an item the first time completes its lessons in the member's
 * courses, and finishing a video is a video watched signal.
 */
export async function saveProgress(
  db: Database,
  user: SessionUser,
  contentId: string,
  input: SaveProgressInput,
): Promise<ContentProgress> {
  const access = await requireContent(db, contentId);
  if (access.kind === "article" && input.position > 1) {
    throw invalid("position: for an article, the fraction read, from 0 to 1");
  }
  await db.transaction(async (tx) => {
    await openContent(tx, user.id, contentId);
    const before = await setProgressPosition(tx, user.id, contentId, input.position);
    if (access.kind === "video" && access.companyId && before) {
      // Time watched is how far the member moved forward, but no more than the time since they
      // last saved (a few seconds' grace): skipping ahead is not watching, nor is going back.
      const watched = Math.min(input.position - before.position, before.secondsSince + WATCH_GRACE_SECONDS);
      await recordActivity(tx, {
        vendorCompanyId: access.companyId,
        kind: "watchSeconds",
        intentTypes: access.intentTypes,
        userId: user.id,
        contentId,
        amount: Math.round(watched),
      });
    }
    if (!input.completed) return;
    const firstCompletion = await completeProgress(tx, user.id, contentId);
    if (firstCompletion) await contentCompleted(tx, user, contentId);
    if (firstCompletion && access.kind === "video") {
      await recordSignal(tx, user, "videoWatched", {
        kind: access.kind,
        id: access.id,
        intentTypes: access.intentTypes,
      });
    }
  });
  const progress = await findProgress(db, user.id, contentId);
  if (!progress) throw notFound("Content");
  return { position: progress.position, completedAt: progress.completedAt?.toISOString() ?? null };
}
