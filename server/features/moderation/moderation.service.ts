// Reports and the moderation queue: members report posts and comments they can read (not their own);
// platform admins see open reports, oldest first, and hide the content or dismiss the reports.

import type { PageQuery } from "@common/pagination";
import type { CreateReport, Report, ReportPage, ReportReason, ResolveReport } from "@common/posts";
import { type AuditOrigin, recordAdminAction } from "@server/features/audit-log/audit-log.repository";
import {
  hideComment,
  hidePost,
  requireReadableComment,
  requireReadablePost,
} from "@server/features/posts/posts.service";
import type { SessionUser } from "@server/platform/auth/session";
import type { Database } from "@server/platform/database/client";
import { alreadyExists, forbidden, invalid, notFound } from "@server/platform/errors";
import { cursorPart, decodeCursor, toPage } from "@server/platform/http/cursor";
import { z } from "zod";
import {
  findOpenReport,
  insertReport,
  listOpenReports,
  type ReportRow,
  type ReportTarget,
  resolveReports,
} from "./moderation.repository";

const TimeCursor = z.tuple([cursorPart.timestamp, cursorPart.uuid]);

async function fileReport(db: Database, user: SessionUser, target: ReportTarget, input: CreateReport) {
  const id = await insertReport(db, {
    ...target,
    reporterId: user.id,
    reason: input.reason,
    details: input.details || null,
  });
  if (!id) throw alreadyExists("You have already reported this; a moderator will look at it.");
}

export async function reportPost(db: Database, user: SessionUser, postId: string, input: CreateReport) {
  const post = await requireReadablePost(db, user, postId);
  if (post.authorId === user.id) throw invalid("You cannot report your own post.");
  await fileReport(db, user, { postId, commentId: null }, input);
}

export async function reportComment(db: Database, user: SessionUser, commentId: string, input: CreateReport) {
  const comment = await requireReadableComment(db, user, commentId);
  if (comment.authorId === user.id) throw invalid("You cannot report your own comment.");
  await fileReport(db, user, { postId: null, commentId }, input);
}

function requireModerator(user: SessionUser): void {
  if (!user.isPlatformAdmin) throw forbidden("Only platform admins can moderate content.");
}

const person = (id: string, name: string, jobTitle: string | null, photoUrl: string | null) => ({
  id,
  name,
  jobTitle,
  photoUrl,
});

function toReport(row: ReportRow): Report {
  return {
    id: row.id,
    target: row.commentId ? "comment" : "post",
    postId: row.postId,
    commentId: row.commentId,
    excerpt: row.excerpt,
    targetAuthor: person(
      row.targetAuthorId,
      row.targetAuthorName,
      row.targetAuthorJobTitle,
      row.targetAuthorPhotoUrl,
    ),
    targetHidden: row.targetHidden,
    reason: row.reason as ReportReason,
    details: row.details,
    reporter: person(row.reporterId, row.reporterName, row.reporterJobTitle, row.reporterPhotoUrl),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function openReports(db: Database, user: SessionUser, query: PageQuery): Promise<ReportPage> {
  requireModerator(user);
  const after = query.cursor ? decodeCursor(query.cursor, TimeCursor) : undefined;
  const rows = await listOpenReports(db, { limit: query.limit + 1, after });
  return toPage(rows, query.limit, toReport, (row) => [row.createdAtKey, row.id]);
}

export async function resolveReport(
  db: Database,
  user: SessionUser,
  origin: AuditOrigin,
  reportId: string,
  input: ResolveReport,
): Promise<void> {
  requireModerator(user);
  const report = await findOpenReport(db, reportId);
  if (!report) throw notFound("Open report");
  const decision = input.action === "hide" ? "hidden" : "dismissed";
  await db.transaction(async (tx) => {
    if (input.action === "hide") {
      if (report.commentId) await hideComment(tx, user, report.commentId, true);
      else if (report.postId) await hidePost(tx, user, report.postId, true);
    }
    await resolveReports(tx, report, decision, user.id);
    const content = report.commentId ? "comment" : "post";
    await recordAdminAction(tx, user, origin, {
      action: "report.resolved",
      // The report and what it was about, so that either id finds the entry.
      target: {
        kind: "report",
        ids: [
          report.id,
          ...(report.commentId ? [report.commentId] : []),
          ...(report.postId ? [report.postId] : []),
        ],
        label: `A report on a ${content}`,
      },
      after: { decision },
    });
  });
}
