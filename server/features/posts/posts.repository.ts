// SQL for posts and comments: the hub feed, company posts and spotlight, a post's comments with their
// newest replies, and the writes. Authors, companies, attachments, counts and what the caller did
// (liked, bookmarked, may edit) come in the page query itself (no N+1).

import { REPLIES_PREVIEW } from "@common/posts";
import {
  type Database,
  type Executor,
  namedStatement,
  preparedQuery,
} from "@server/platform/database/client";
import { bookmarks } from "@server/platform/database/schema/bookmarks";
import {
  commentReactions,
  comments,
  postAttachments,
  postReactions,
  posts,
} from "@server/platform/database/schema/community";
import { companies, companyAdmins, companyFollowers } from "@server/platform/database/schema/companies";
import { uploads } from "@server/platform/database/schema/uploads";
import { and, asc, desc, eq, inArray, isNotNull, isNull, type Placeholder, type SQL, sql } from "drizzle-orm";

/** Sort key of a list ordered by a time: the time as PostgreSQL writes it (microseconds kept), then id. */
export type TimeKey = [string, string];

export interface AttachmentRow {
  id: string;
  kind: string;
  storageKey: string;
  thumbnailKey: string | null;
  contentType: string;
  fileName: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
}

// The post's columns named in full: in a query over posts alone Drizzle writes bare column names,
// which inside these subqueries would bind to the subquery's own tables.
const outerPostId = sql.raw(`"posts"."id"`);
const outerPostCompanyId = sql.raw(`"posts"."company_id"`);

const attachmentsColumn = sql<AttachmentRow[]>`(
  SELECT coalesce(json_agg(json_build_object(
    'id', u.id, 'kind', u.kind, 'storageKey', u.storage_key, 'thumbnailKey', u.thumbnail_key,
    'contentType', u.content_type, 'fileName', u.file_name, 'sizeBytes', u.size_bytes,
    'width', u.width, 'height', u.height) ORDER BY pa.position), '[]'::json)
  FROM ${postAttachments} pa JOIN ${uploads} u ON u.id = pa.upload_id
  WHERE pa.post_id = ${outerPostId})`;

/**
 * The columns of a post as a reader sees it; `viewerId` null for visitors, or a placeholder in a
 * statement prepared once for every reader.
 */
function postColumns(viewerId: string | Placeholder | null) {
  const viewer = viewerId ?? "";
  return {
    id: posts.id,
    hub: posts.hub,
    body: posts.body,
    spotlightedAt: posts.spotlightedAt,
    createdAt: posts.createdAt,
    updatedAt: posts.updatedAt,
    // Cursor keys keep the full microsecond timestamp; a Date would round it to milliseconds.
    createdAtKey: sql<string>`${posts.createdAt}::text`,
    spotlightedAtKey: sql<string | null>`${posts.spotlightedAt}::text`,
    // The author's and company's names and pictures come from per-instance caches
    // (people/people-cache.ts, companies/company-cards.ts), not a join per row.
    authorId: posts.authorId,
    companyId: posts.companyId,
    commentCount: posts.commentCount,
    reactionCount: posts.reactionCount,
    attachments: attachmentsColumn,
    reacted: sql<boolean>`EXISTS (SELECT 1 FROM ${postReactions} r
      WHERE r.post_id = ${outerPostId} AND r.user_id = ${viewer})`,
    bookmarked: sql<boolean>`EXISTS (SELECT 1 FROM ${bookmarks} b
      WHERE b.post_id = ${outerPostId} AND b.user_id = ${viewer})`,
    // Most posts are members' own: they skip the lookup.
    viewerIsCompanyAdmin: sql<boolean>`(${outerPostCompanyId} IS NOT NULL AND EXISTS (SELECT 1 FROM ${companyAdmins} ca
      WHERE ca.company_id = ${outerPostCompanyId} AND ca.user_id = ${viewer}))`,
  };
}

export type PostRow = {
  id: string;
  hub: string;
  body: string;
  spotlightedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  createdAtKey: string;
  spotlightedAtKey: string | null;
  authorId: string;
  companyId: string | null;
  commentCount: number;
  reactionCount: number;
  attachments: AttachmentRow[];
  reacted: boolean;
  bookmarked: boolean;
  viewerIsCompanyAdmin: boolean;
};

interface PageOptions<Key> {
  limit: number;
  after?: Key;
  offset?: number;
}

function selectPosts(db: Executor, viewerId: string | Placeholder | null) {
  return db.select(postColumns(viewerId)).from(posts);
}

/**
 * One page of the company's visible posts, newest first; with `spotlight`, only those in its
 * spotlight, most recently spotlighted first. `after` continues a keyset, else `offset` rows are skipped.
 */
export async function listCompanyPosts(
  db: Executor,
  viewerId: string | null,
  companyId: string,
  page: PageOptions<TimeKey> & { spotlight: boolean },
): Promise<PostRow[]> {
  const orderColumn = page.spotlight ? posts.spotlightedAt : posts.createdAt;
  const conditions: SQL[] = [eq(posts.companyId, companyId), isNull(posts.hiddenAt)];
  if (page.spotlight) conditions.push(isNotNull(posts.spotlightedAt));
  if (page.after) {
    conditions.push(
      sql`(${orderColumn}, ${posts.id}) < (${page.after[0]}::timestamptz, ${page.after[1]}::uuid)`,
    );
  }
  return (
    selectPosts(db, viewerId)
      .where(and(...conditions))
      // NULLS LAST as the index is built, so PostgreSQL reads it in order instead of sorting.
      .orderBy(sql`${orderColumn} DESC NULLS LAST`, sql`${posts.id} DESC NULLS LAST`)
      .limit(page.limit)
      .offset(page.after ? 0 : (page.offset ?? 0))
  );
}

/**
 * How many company posts newer than the hub's page the feed reads by time alone before it looks up
 * each followed company instead.
 */
const RECENT_COMPANY_POSTS = 200;

/**
 * The ids of one feed page, as a subquery: the hub's posts and the posts of companies the reader
 * follows, newest first. The hub's branch walks its index from the cursor and stops after `limit`
 * rows, so page 100 costs what page 1 does. A followed company's post older than the hub's
 * `limit`-th cannot make the page, so the companies' posts are looked for only in that window:
 * first all company posts in it, by time (company posts are a small share, so a busy hub's window
 * holds a handful), kept when their company is followed; when the window holds more than
 * RECENT_COMPANY_POSTS (a quiet hub), a one-time filter switches to walking each followed
 * company's own index instead. The order names NULLS LAST as the indexes do (plain DESC means
 * NULLS FIRST): otherwise PostgreSQL cannot read them in order and sorts every post of the hub.
 * The page size is written into the SQL, not passed as a parameter, so a reused plan still knows it
 * reads a handful of rows. The reader, the hub and the cursor are the placeholders `viewerId`,
 * `hub`, `afterTime` and `afterId`.
 */
function feedPageIds(limit: number, withCursor: boolean): SQL {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`bad page size ${limit}`);
  const rows = sql.raw(String(limit));
  const recentRows = sql.raw(String(RECENT_COMPANY_POSTS));
  const before = withCursor
    ? sql`AND (p.created_at, p.id) < (${sql.placeholder("afterTime")}::timestamptz, ${sql.placeholder("afterId")}::uuid)`
    : sql``;
  const order = sql`ORDER BY p.created_at DESC NULLS LAST, p.id DESC NULLS LAST`;
  const inWindow = sql`p.hidden_at IS NULL ${before}
    AND p.created_at >= coalesce((SELECT created_at FROM oldest), '-infinity')`;
  return sql`
    WITH hub_page AS MATERIALIZED (
      SELECT p.id, p.created_at FROM ${posts} p
      WHERE p.hub = ${sql.placeholder("hub")} AND p.hidden_at IS NULL ${before}
      ${order} LIMIT ${rows}
    ), oldest AS MATERIALIZED (
      SELECT CASE WHEN count(*) >= ${rows} THEN min(created_at) END AS created_at FROM hub_page
    ), recent AS MATERIALIZED (
      SELECT p.id, p.created_at, p.company_id FROM ${posts} p
      WHERE p.company_id IS NOT NULL AND ${inWindow}
      ${order} LIMIT ${recentRows}
    )
    SELECT id FROM (
      SELECT id, created_at FROM hub_page
      UNION
      SELECT r.id, r.created_at FROM recent r
      WHERE r.company_id IN (SELECT f.company_id FROM ${companyFollowers} f
        WHERE f.user_id = ${sql.placeholder("viewerId")})
      UNION
      SELECT fp.id, fp.created_at FROM ${companyFollowers} f
      CROSS JOIN LATERAL (
        SELECT p.id, p.created_at FROM ${posts} p
        WHERE p.company_id = f.company_id AND ${inWindow}
        ${order} LIMIT ${rows}) fp
      WHERE f.user_id = ${sql.placeholder("viewerId")}
        AND (SELECT count(*) FROM recent) >= ${recentRows}
    ) feed
    ORDER BY created_at DESC, id DESC
    LIMIT ${rows}`;
}

/**
 * The feed statement of one shape (with or without a cursor, one page size), built once per
 * database and named, so neither the ORM nor PostgreSQL does that work again per request:
 * building and planning this statement costs more than running it.
 */
function feedStatement(limit: number, withCursor: boolean) {
  return preparedQuery((db: Database) =>
    selectPosts(db, sql.placeholder("viewerId"))
      .where(inArray(posts.id, sql`(${feedPageIds(limit, withCursor)})`))
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .prepare(`feed_page_${withCursor ? "after_" : ""}${limit}`),
  );
}

const feedStatements = new Map<string, ReturnType<typeof feedStatement>>();

/** One feed page in one statement: the page's ids, then the posts as readers see them. */
export async function listFeed(
  db: Database,
  viewerId: string,
  hub: string,
  page: { limit: number; after?: TimeKey },
): Promise<PostRow[]> {
  const shape = `${page.after ? "after_" : ""}${page.limit}`;
  let statement = feedStatements.get(shape);
  if (!statement) {
    statement = feedStatement(page.limit, page.after !== undefined);
    feedStatements.set(shape, statement);
  }
  return statement(db).execute({
    viewerId,
    hub,
    afterTime: page.after?.[0],
    afterId: page.after?.[1],
  });
}

/** How many feed posts are newer than `since` (capped): the "N new posts" button. */
export async function countNewerFeedPosts(
  db: Executor,
  viewerId: string,
  hub: string,
  since: string,
  cap: number,
): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    WITH since AS (SELECT created_at, id FROM ${posts} WHERE id = ${since})
    SELECT count(*)::int AS count FROM (
      (SELECT p.id FROM ${posts} p, since
        WHERE p.hub = ${hub} AND p.hidden_at IS NULL AND (p.created_at, p.id) > (since.created_at, since.id)
        LIMIT ${cap + 1})
      UNION
      (SELECT fp.id FROM since, company_followers f
        CROSS JOIN LATERAL (
          SELECT p.id FROM ${posts} p
          WHERE p.company_id = f.company_id AND p.hidden_at IS NULL
            AND (p.created_at, p.id) > (since.created_at, since.id)
          LIMIT ${cap + 1}) fp
        WHERE f.user_id = ${viewerId})
    ) newer`);
  return result.rows[0]?.count ?? 0;
}

export async function findPost(
  db: Executor,
  viewerId: string | null,
  postId: string,
): Promise<PostRow | null> {
  const [row] = await selectPosts(db, viewerId)
    .where(and(eq(posts.id, postId), isNull(posts.hiddenAt)))
    .limit(1);
  return row ?? null;
}

const postAccessQuery = (db: Executor) =>
  db
    .select({
      id: posts.id,
      authorId: posts.authorId,
      companyId: posts.companyId,
      companyIsPage: companies.isPage,
      hidden: sql<boolean>`${posts.hiddenAt} IS NOT NULL`,
    })
    .from(posts)
    .leftJoin(companies, eq(companies.id, posts.companyId))
    .where(eq(posts.id, sql.placeholder("postId")))
    .limit(1);

const postAccessStatement = preparedQuery((db: Database) => postAccessQuery(db).prepare("post_access"));

/**
 * What decides who may read or change a post; hidden posts are included for moderators. Prepared
 * once, as every read of a post or its comments starts here (inside a transaction, built on its
 * connection instead).
 */
export async function findPostAccess(db: Executor, postId: string) {
  const query = "$client" in db ? postAccessStatement(db) : postAccessQuery(db);
  const [row] = await query.execute({ postId });
  return row ?? null;
}

export type PostAccess = NonNullable<Awaited<ReturnType<typeof findPostAccess>>>;

export async function insertPost(
  db: Executor,
  values: { authorId: string; companyId: string | null; hub: string; body: string },
): Promise<string> {
  const [row] = await db.insert(posts).values(values).returning({ id: posts.id });
  if (!row) throw new Error("insert returned no post");
  return row.id;
}

export async function updatePostBody(db: Executor, postId: string, body: string): Promise<void> {
  await db.update(posts).set({ body, updatedAt: sql`now()` }).where(eq(posts.id, postId));
}

export async function touchPost(db: Executor, postId: string): Promise<void> {
  await db.update(posts).set({ updatedAt: sql`now()` }).where(eq(posts.id, postId));
}

export async function replaceAttachments(db: Executor, postId: string, uploadIds: string[]): Promise<void> {
  await db.delete(postAttachments).where(eq(postAttachments.postId, postId));
  if (uploadIds.length === 0) return;
  await db
    .insert(postAttachments)
    .values(uploadIds.map((uploadId, position) => ({ postId, uploadId, position })));
}

export async function deletePost(db: Executor, postId: string): Promise<void> {
  await db.delete(posts).where(eq(posts.id, postId));
}

export async function setPostSpotlight(db: Executor, postId: string, spotlighted: boolean): Promise<void> {
  await db
    .update(posts)
    .set({ spotlightedAt: spotlighted ? sql`coalesce(${posts.spotlightedAt}, now())` : null })
    .where(eq(posts.id, postId));
}

export async function setPostHidden(db: Executor, postId: string, hidden: boolean): Promise<void> {
  await db
    .update(posts)
    .set({ hiddenAt: hidden ? sql`coalesce(${posts.hiddenAt}, now())` : null })
    .where(eq(posts.id, postId));
}

/** The uploads a post may attach, with who uploaded them. */
export async function findUploadsForAttachment(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: uploads.id, kind: uploads.kind, uploadedBy: uploads.uploadedBy })
    .from(uploads)
    .where(inArray(uploads.id, ids));
}

export async function findAttachmentIds(db: Executor, postId: string): Promise<string[]> {
  const rows = await db
    .select({ id: postAttachments.uploadId })
    .from(postAttachments)
    .where(eq(postAttachments.postId, postId));
  return rows.map((row) => row.id);
}

/** Likes or unlikes; returns the count after the change (the trigger keeps it). */
export async function setPostReaction(
  db: Executor,
  postId: string,
  userId: string,
  reacted: boolean,
): Promise<number> {
  if (reacted) {
    await db.insert(postReactions).values({ postId, userId }).onConflictDoNothing();
  } else {
    await db
      .delete(postReactions)
      .where(and(eq(postReactions.postId, postId), eq(postReactions.userId, userId)));
  }
  const [row] = await db.select({ count: posts.reactionCount }).from(posts).where(eq(posts.id, postId));
  return row?.count ?? 0;
}

function commentColumns(viewerId: string | null) {
  const viewer = viewerId ?? "";
  return {
    id: comments.id,
    postId: comments.postId,
    parentId: comments.parentId,
    body: comments.body,
    createdAt: comments.createdAt,
    updatedAt: comments.updatedAt,
    createdAtKey: sql<string>`${comments.createdAt}::text`,
    reactionCount: comments.reactionCount,
    reacted: sql<boolean>`EXISTS (SELECT 1 FROM ${commentReactions} r
      WHERE r.comment_id = ${comments.id} AND r.user_id = ${viewer})`,
    // The author's name and picture come from the people cache (people/people-cache.ts).
    authorId: comments.authorId,
  };
}

export type ReplyRow = {
  id: string;
  postId: string;
  parentId: string | null;
  body: string;
  createdAt: Date;
  updatedAt: Date;
  createdAtKey: string;
  reactionCount: number;
  reacted: boolean;
  authorId: string;
};

/** A top-level comment has its visible replies counted; a reply has `replyCount` null. */
export type CommentPageRow = ReplyRow & { replyCount: number | null };

/** A row of the comment page's statement: the post's access columns with a comment. */
type CommentPageStatementRow = CommentPageRow & {
  postAuthorId: string;
  postCompanyId: string | null;
  postCompanyIsPage: boolean | null;
  postHidden: boolean;
};

function commentPageStatement(limit: number, withCursor: boolean) {
  if (!Number.isInteger(limit) || limit < 2) throw new Error(`bad page size ${limit}`);
  const after = withCursor
    ? sql`AND (c.created_at, c.id) > (${sql.placeholder("afterTime")}::timestamptz, ${sql.placeholder("afterId")}::uuid)`
    : sql``;
  return namedStatement<CommentPageStatementRow>(sql`
    WITH post AS MATERIALIZED (
      SELECT p.id, p.author_id, p.company_id, co.is_page, p.hidden_at IS NOT NULL AS hidden
      FROM ${posts} p LEFT JOIN ${companies} co ON co.id = p.company_id
      WHERE p.id = ${sql.placeholder("postId")}
    ), page AS MATERIALIZED (
      SELECT c.id, c.created_at FROM ${comments} c
      WHERE c.post_id = ${sql.placeholder("postId")} AND c.parent_id IS NULL AND c.hidden_at IS NULL ${after}
      ORDER BY c.created_at, c.id
      LIMIT ${sql.raw(String(limit))} OFFSET ${sql.placeholder("offset")}
    ), shown AS (
      SELECT id FROM page ORDER BY created_at, id LIMIT ${sql.raw(String(limit - 1))}
    ), rows AS (
      SELECT id FROM page
      UNION ALL
      SELECT newest.id FROM shown CROSS JOIN LATERAL (
        SELECT r.id FROM ${comments} r
        WHERE r.parent_id = shown.id AND r.hidden_at IS NULL
        ORDER BY r.created_at DESC, r.id DESC LIMIT ${sql.raw(String(REPLIES_PREVIEW))}) newest
    )
    SELECT post.author_id AS "postAuthorId", post.company_id AS "postCompanyId",
      post.is_page AS "postCompanyIsPage", post.hidden AS "postHidden",
      c.id, c.post_id AS "postId", c.parent_id AS "parentId", c.body,
      c.created_at AS "createdAt", c.updated_at AS "updatedAt", c.created_at::text AS "createdAtKey",
      c.reaction_count AS "reactionCount", c.author_id AS "authorId",
      EXISTS (SELECT 1 FROM ${commentReactions} cr
        WHERE cr.comment_id = c.id AND cr.user_id = ${sql.placeholder("viewerId")}) AS reacted,
      CASE WHEN c.parent_id IS NULL THEN (SELECT count(*)::int FROM ${comments} r
        WHERE r.parent_id = c.id AND r.hidden_at IS NULL) END AS "replyCount"
    FROM post
    LEFT JOIN (rows JOIN ${comments} c ON c.id = rows.id) ON true
    ORDER BY c.created_at, c.id`);
}

const commentPageStatements = new Map<string, ReturnType<typeof commentPageStatement>>();

/**
 * The post (what decides who may read it, null when unknown) with one page of its visible
 * top-level comments, oldest first, and the newest visible replies (at most REPLIES_PREVIEW) of
 * the first `limit - 1` of them (the last row only tells whether another page follows). One
 * round trip, in a named statement built once per shape: the page walks `comments_post_idx` from
 * the cursor and each comment's replies walk `comments_parent_idx` backwards, so a page costs the
 * same on a post with 10 comments and on one with thousands. The comments are read before the
 * caller checks the post: they are returned only after it allowed them. Rows come oldest first; a
 * reply's `parentId` names its comment. The page size is written into the SQL, as the feed's is.
 */
export async function findPostWithComments(
  db: Executor,
  viewerId: string | null,
  postId: string,
  page: PageOptions<TimeKey>,
): Promise<{ post: PostAccess | null; rows: CommentPageRow[] }> {
  const shape = `${page.after ? "after_" : ""}${page.limit}`;
  let statement = commentPageStatements.get(shape);
  if (!statement) {
    statement = commentPageStatement(page.limit, page.after !== undefined);
    commentPageStatements.set(shape, statement);
  }
  const found = await statement(db, {
    postId,
    viewerId: viewerId ?? "",
    offset: page.after ? 0 : (page.offset ?? 0),
    afterTime: page.after?.[0],
    afterId: page.after?.[1],
  });
  const first = found[0];
  if (!first) return { post: null, rows: [] };
  const post: PostAccess = {
    id: postId,
    authorId: first.postAuthorId,
    companyId: first.postCompanyId,
    companyIsPage: first.postCompanyIsPage,
    hidden: first.postHidden,
  };
  // A post without comments comes back as one row whose comment columns are null.
  const hasComments = (first.id as string | null) !== null;
  return { post, rows: hasComments ? found : [] };
}

/** All visible replies to one comment, oldest first, a page at a time. */
export async function listReplies(
  db: Executor,
  viewerId: string | null,
  parentId: string,
  page: PageOptions<TimeKey>,
): Promise<ReplyRow[]> {
  const conditions: SQL[] = [eq(comments.parentId, parentId), isNull(comments.hiddenAt)];
  if (page.after) {
    conditions.push(
      sql`(${comments.createdAt}, ${comments.id}) > (${page.after[0]}::timestamptz, ${page.after[1]}::uuid)`,
    );
  }
  return db
    .select(commentColumns(viewerId))
    .from(comments)
    .where(and(...conditions))
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(page.limit)
    .offset(page.after ? 0 : (page.offset ?? 0));
}

export async function findComment(db: Executor, viewerId: string | null, commentId: string) {
  const [row] = await db
    .select(commentColumns(viewerId))
    .from(comments)
    .where(eq(comments.id, commentId))
    .limit(1);
  return row ?? null;
}

/** What decides who may read or change a comment: the comment and its post. */
export async function findCommentAccess(db: Executor, commentId: string) {
  const [row] = await db
    .select({
      id: comments.id,
      postId: comments.postId,
      parentId: comments.parentId,
      authorId: comments.authorId,
      hidden: sql<boolean>`${comments.hiddenAt} IS NOT NULL`,
    })
    .from(comments)
    .where(eq(comments.id, commentId))
    .limit(1);
  return row ?? null;
}

export async function insertComment(
  db: Executor,
  values: { postId: string; authorId: string; parentId: string | null; body: string },
): Promise<string> {
  const [row] = await db.insert(comments).values(values).returning({ id: comments.id });
  if (!row) throw new Error("insert returned no comment");
  return row.id;
}

export async function updateCommentBody(db: Executor, commentId: string, body: string): Promise<void> {
  await db.update(comments).set({ body, updatedAt: sql`now()` }).where(eq(comments.id, commentId));
}

export async function deleteComment(db: Executor, commentId: string): Promise<void> {
  await db.delete(comments).where(eq(comments.id, commentId));
}

/**
 * Hides a comment with its replies, or shows them again: replies under a hidden comment have no
 * thread to appear in. Showing again restores only the replies hidden together with it.
 */
export async function setCommentHidden(db: Executor, commentId: string, hidden: boolean): Promise<void> {
  if (hidden) {
    await db.execute(sql`
      UPDATE ${comments} SET hidden_at = now()
      WHERE (id = ${commentId} OR parent_id = ${commentId}) AND hidden_at IS NULL`);
  } else {
    // A reply in a hidden thread cannot be shown on its own: it comes back when the thread does.
    await db.execute(sql`
      UPDATE ${comments} c SET hidden_at = thread.hidden_at
      FROM ${comments} thread
      WHERE c.id = ${commentId} AND thread.id = c.parent_id AND thread.hidden_at IS NOT NULL`);
    await db.execute(sql`
      UPDATE ${comments} c SET hidden_at = NULL
      FROM ${comments} parent
      WHERE parent.id = ${commentId} AND parent.hidden_at IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM ${comments} thread
          WHERE thread.id = parent.parent_id AND thread.hidden_at IS NOT NULL)
        AND (c.id = parent.id OR (c.parent_id = parent.id AND c.hidden_at = parent.hidden_at))`);
  }
}

export async function setCommentReaction(
  db: Executor,
  commentId: string,
  userId: string,
  reacted: boolean,
): Promise<number> {
  if (reacted) {
    await db.insert(commentReactions).values({ commentId, userId }).onConflictDoNothing();
  } else {
    await db
      .delete(commentReactions)
      .where(and(eq(commentReactions.commentId, commentId), eq(commentReactions.userId, userId)));
  }
  const [row] = await db
    .select({ count: comments.reactionCount })
    .from(comments)
    .where(eq(comments.id, commentId));
  return row?.count ?? 0;
}
