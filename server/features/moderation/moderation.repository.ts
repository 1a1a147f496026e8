// SQL for reports of posts and comments and the platform admins' queue of open ones.

import type { Executor } from "@server/platform/database/client";
import { users } from "@server/platform/database/schema/auth";
import { comments, contentReports, posts } from "@server/platform/database/schema/community";
import { and, eq, isNull, sql } from "drizzle-orm";

export type ReportTarget = { postId: string; commentId: null } | { postId: null; commentId: string };

/** Files a report; false when the member already has an open one on this item. */
export async function insertReport(
  db: Executor,
  values: ReportTarget & { reporterId: string; reason: string; details: string | null },
): Promise<string | null> {
  const [row] = await db
    .insert(contentReports)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: contentReports.id });
  return row?.id ?? null;
}

export type ReportRow = {
  id: string;
  postId: string;
  commentId: string | null;
  excerpt: string;
  targetHidden: boolean;
  targetAuthorId: string;
  targetAuthorName: string;
  targetAuthorJobTitle: string | null;
  targetAuthorPhotoUrl: string | null;
  reason: string;
  details: string | null;
  reporterId: string;
  reporterName: string;
  reporterJobTitle: string | null;
  reporterPhotoUrl: string | null;
  createdAt: Date;
  createdAtKey: string;
};

/** Open reports, oldest first (first come, first served), with what they are about. */
export async function listOpenReports(
  db: Executor,
  page: { limit: number; after?: [string, string] },
): Promise<ReportRow[]> {
  const after = page.after
    ? sql`AND (r.created_at, r.id) > (${page.after[0]}::timestamptz, ${page.after[1]}::uuid)`
    : sql``;
  const result = await db.execute<ReportRow>(sql`
    SELECT r.id, coalesce(r.post_id, c.post_id) AS "postId", r.comment_id AS "commentId",
      left(coalesce(c.body, p.body), 280) AS excerpt,
      (coalesce(c.hidden_at, p.hidden_at) IS NOT NULL) AS "targetHidden",
      author.id AS "targetAuthorId", author.name AS "targetAuthorName",
      author.job_title AS "targetAuthorJobTitle", author.image AS "targetAuthorPhotoUrl",
      r.reason, r.details,
      reporter.id AS "reporterId", reporter.name AS "reporterName",
      reporter.job_title AS "reporterJobTitle", reporter.image AS "reporterPhotoUrl",
      r.created_at AS "createdAt", r.created_at::text AS "createdAtKey"
    FROM ${contentReports} r
    LEFT JOIN ${posts} p ON p.id = r.post_id
    LEFT JOIN ${comments} c ON c.id = r.comment_id
    JOIN ${users} author ON author.id = coalesce(c.author_id, p.author_id)
    JOIN ${users} reporter ON reporter.id = r.reporter_id
    WHERE r.resolved_at IS NULL ${after}
    ORDER BY r.created_at, r.id
    LIMIT ${page.limit}`);
  return result.rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}

/** How many reports wait for a decision (each report, not each reported item). */
export async function countOpenReports(db: Executor): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(contentReports)
    .where(isNull(contentReports.resolvedAt));
  return row?.count ?? 0;
}

export async function findOpenReport(db: Executor, reportId: string) {
  const [row] = await db
    .select({ id: contentReports.id, postId: contentReports.postId, commentId: contentReports.commentId })
    .from(contentReports)
    .where(and(eq(contentReports.id, reportId), isNull(contentReports.resolvedAt)))
    .limit(1);
  return row ?? null;
}

/** Resolves every open report on the item: one decision answers all of them. */
export async function resolveReports(
  db: Executor,
  target: { postId: string | null; commentId: string | null },
  resolution: "hidden" | "dismissed",
  resolvedBy: string,
): Promise<void> {
  const onTarget = target.commentId
    ? eq(contentReports.commentId, target.commentId)
    : eq(contentReports.postId, target.postId ?? "");
  await db
    .update(contentReports)
    .set({ resolution, resolvedBy, resolvedAt: sql`now()` })
    .where(and(isNull(contentReports.resolvedAt), onTarget));
}
