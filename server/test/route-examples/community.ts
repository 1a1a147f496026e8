// Community: the leader's hub posts and comments; posts of company C by its owner (spotlight);
// a public company page whose post, comments and lists visitors may read; reports filed on a
// bystander's post (members cannot report their own); C's articles in the content library.
import { randomUUID } from "node:crypto";
import { contentReports, posts } from "@server/platform/database/schema/community";
import { companies } from "@server/platform/database/schema/companies";
import { and, eq } from "drizzle-orm";
import { createUser, leaderSignUp, type TestUser } from "../app";
import type { World } from "../permission-world";
import { perWorld, send } from "./support";
import type { RouteExamples } from "./types";

const idOf = (value: unknown) => (value as { id: string }).id;

/** A hub post, by the leader unless another author is named. */
async function hubPost(world: World, author: TestUser = world.people.leader): Promise<string> {
  return idOf(await send(world, author, "POST", "/api/posts", { body: `Post ${randomUUID()}` }));
}

/** A post of company C, written by its owner. */
async function companyPost(world: World): Promise<string> {
  const payload = { body: `Company post ${randomUUID()}`, companyId: world.companyId };
  return idOf(await send(world, world.people.owner, "POST", "/api/posts", payload));
}

/** A comment on the post, by the leader unless another author is named. */
async function comment(
  world: World,
  postId: string,
  author: TestUser = world.people.leader,
): Promise<string> {
  const payload = { body: `Comment ${randomUUID()}` };
  return idOf(await send(world, author, "POST", `/api/posts/${postId}/comments`, payload));
}

/** A member none of the callers is: the author of what they report, since no one reports their own. */
const bystander = perWorld((world) => createUser(world.t, leaderSignUp()));

/**
 * A company with a public page, with a post and a comment on it: visitors read a page's posts and
 * their comments, members read everything. C is left as it is (not a page) for the other areas.
 */
const pageThread = perWorld(async (world) => {
  const [company] = await world.t.context.db
    .insert(companies)
    .values({ name: `Public Page ${randomUUID().slice(0, 8)}`, isPage: true })
    .returning({ id: companies.id });
  if (!company) throw new Error("no page company");
  const author = await bystander(world);
  const [post] = await world.t.context.db
    .insert(posts)
    .values({ authorId: author.id, companyId: company.id, hub: "cio", body: "News from our page" })
    .returning({ id: posts.id });
  if (!post) throw new Error("no page post");
  return { companyId: company.id, postId: post.id, commentId: await comment(world, post.id, author) };
});

/** The leader's post and a comment of theirs on it, for likes, which change nothing anyone else sees. */
const leaderThread = perWorld(async (world) => {
  const postId = await hubPost(world);
  return { postId, commentId: await comment(world, postId) };
});

/** A bystander's post with an open report on it by the leader. */
async function openReport(world: World): Promise<string> {
  const postId = await hubPost(world, await bystander(world));
  const reporter = world.people.leader;
  await send(world, reporter, "POST", `/api/posts/${postId}/reports`, { reason: "spam" });
  const [report] = await world.t.context.db
    .select({ id: contentReports.id })
    .from(contentReports)
    .where(and(eq(contentReports.postId, postId), eq(contentReports.reporterId, reporter.id)));
  if (!report) throw new Error("no report");
  return report.id;
}

const articleInput = (world: World) => ({
  kind: "article",
  companyId: world.companyId,
  title: `Choosing a data platform ${randomUUID().slice(0, 8)}`,
  body: "## Start small\n\nPick one domain first.",
  hubs: ["cdo"],
  intentTypes: ["Data Platforms"],
});

/** An article of C, published by its owner. */
async function article(world: World): Promise<string> {
  return idOf(await send(world, world.people.owner, "POST", "/api/content", articleInput(world)));
}
const sharedArticle = perWorld(article);

export const communityExamples: RouteExamples = {
  "GET /api/feed": async () => ({ url: "/api/feed" }),
  "GET /api/feed/new-posts": async (world) => ({
    url: `/api/feed/new-posts?since=${(await leaderThread(world)).postId}`,
  }),
  "POST /api/posts": async () => ({ url: "/api/posts", payload: { body: `Hello ${randomUUID()}` } }),
  "GET /api/posts/:id": async (world) => ({ url: `/api/posts/${(await pageThread(world)).postId}` }),
  "PATCH /api/posts/:id": async (world) => ({
    url: `/api/posts/${(await leaderThread(world)).postId}`,
    payload: { body: `Edited ${randomUUID()}` },
  }),
  "DELETE /api/posts/:id": async (world) => ({ url: `/api/posts/${await hubPost(world)}` }),
  "PUT /api/posts/:id/spotlight": async (world) => ({
    url: `/api/posts/${await companyPost(world)}/spotlight`,
  }),
  "DELETE /api/posts/:id/spotlight": async (world) => ({
    url: `/api/posts/${await companyPost(world)}/spotlight`,
  }),
  "PUT /api/posts/:id/reaction": async (world) => ({
    url: `/api/posts/${(await leaderThread(world)).postId}/reaction`,
  }),
  "DELETE /api/posts/:id/reaction": async (world) => ({
    url: `/api/posts/${(await leaderThread(world)).postId}/reaction`,
  }),
  "PUT /api/comments/:id/reaction": async (world) => ({
    url: `/api/comments/${(await leaderThread(world)).commentId}/reaction`,
  }),
  "DELETE /api/comments/:id/reaction": async (world) => ({
    url: `/api/comments/${(await leaderThread(world)).commentId}/reaction`,
  }),
  "PUT /api/posts/:id/hidden": async (world) => ({ url: `/api/posts/${await hubPost(world)}/hidden` }),
  "DELETE /api/posts/:id/hidden": async (world) => ({ url: `/api/posts/${await hubPost(world)}/hidden` }),
  "PUT /api/comments/:id/hidden": async (world) => ({
    url: `/api/comments/${await comment(world, await hubPost(world))}/hidden`,
  }),
  "DELETE /api/comments/:id/hidden": async (world) => ({
    url: `/api/comments/${await comment(world, await hubPost(world))}/hidden`,
  }),
  "GET /api/companies/:id/posts": async (world) => ({
    url: `/api/companies/${(await pageThread(world)).companyId}/posts`,
  }),
  "GET /api/companies/:id/spotlight-posts": async (world) => ({
    url: `/api/companies/${(await pageThread(world)).companyId}/spotlight-posts`,
  }),
  "GET /api/posts/:id/comments": async (world) => ({
    url: `/api/posts/${(await pageThread(world)).postId}/comments`,
  }),
  "POST /api/posts/:id/comments": async (world) => ({
    url: `/api/posts/${(await leaderThread(world)).postId}/comments`,
    payload: { body: `Agreed ${randomUUID()}` },
  }),
  "GET /api/comments/:id/replies": async (world) => ({
    url: `/api/comments/${(await pageThread(world)).commentId}/replies`,
  }),
  "GET /api/comments/:id": async (world) => ({ url: `/api/comments/${(await pageThread(world)).commentId}` }),
  "PATCH /api/comments/:id": async (world) => ({
    url: `/api/comments/${(await leaderThread(world)).commentId}`,
    payload: { body: `Edited ${randomUUID()}` },
  }),
  "DELETE /api/comments/:id": async (world) => ({
    url: `/api/comments/${await comment(world, (await leaderThread(world)).postId)}`,
  }),
  "GET /api/discover": async () => ({ url: "/api/discover?search=data" }),
  // A fresh post each time: a member has one open report per post.
  "POST /api/posts/:id/reports": async (world) => ({
    url: `/api/posts/${await hubPost(world, await bystander(world))}/reports`,
    payload: { reason: "spam" },
  }),
  "POST /api/comments/:id/reports": async (world) => {
    const author = await bystander(world);
    return {
      url: `/api/comments/${await comment(world, await hubPost(world, author), author)}/reports`,
      payload: { reason: "harassment" },
    };
  },
  "GET /api/moderation/reports": async () => ({ url: "/api/moderation/reports" }),
  "POST /api/moderation/reports/:id/resolve": async (world) => ({
    url: `/api/moderation/reports/${await openReport(world)}/resolve`,
    payload: { action: "dismiss" },
  }),
  "GET /api/content": async () => ({ url: "/api/content" }),
  "POST /api/content": async (world) => ({ url: "/api/content", payload: articleInput(world) }),
  "GET /api/content/:id": async (world) => ({ url: `/api/content/${await sharedArticle(world)}` }),
  "PATCH /api/content/:id": async (world) => ({
    url: `/api/content/${await sharedArticle(world)}`,
    payload: { summary: `Revised ${randomUUID()}` },
  }),
  "DELETE /api/content/:id": async (world) => ({ url: `/api/content/${await article(world)}` }),
  "PUT /api/content/:id/hidden": async (world) => ({ url: `/api/content/${await article(world)}/hidden` }),
  "DELETE /api/content/:id/hidden": async (world) => ({ url: `/api/content/${await article(world)}/hidden` }),
  "PUT /api/content/:id/progress": async (world) => ({
    url: `/api/content/${await sharedArticle(world)}/progress`,
    payload: { position: 0.5 },
  }),
};
