import type { Comment, CommentReply, CreateComment, Post } from "@common/posts";
import { screen, waitFor, within } from "@testing-library/react";
import {
  ada,
  COMMENT_ID,
  grace,
  NORTHWIND_ID,
  ownPost,
  PAGE_TEST_TIMEOUT,
  POST_ID,
  postId,
  preparePageTests,
  testComment,
  testPost,
  testReply,
} from "@web/lib/posts/post-fixtures";
import type { ApiHandler } from "@web/test/api-mock";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it, vi } from "vitest";

const PATH = `/posts/${POST_ID}`;

/** The post and its comments; a new comment joins the list the next read returns. */
function postHandlers(post: Post, comments: Comment[]): Record<string, ApiHandler> {
  return {
    [`GET /api/posts/${POST_ID}`]: () => ({ body: post }),
    [`GET /api/posts/${POST_ID}/comments`]: () => ({ body: { items: comments, nextCursor: null } }),
  };
}

describe("the post page", PAGE_TEST_TIMEOUT, () => {
  preparePageTests(() => import("./post-page"));

  it("shows the post with its comments and their replies", async () => {
    renderApp({
      path: PATH,
      signedIn: true,
      api: postHandlers(testPost({ commentCount: 2 }), [
        testComment({ replies: [testReply(1)], replyCount: 1 }),
      ]),
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Post by Alan Turing" })).toBeInTheDocument();
    const post = screen.getByRole("article", { name: "Alan Turing's post" });
    expect(within(post).getByRole("heading", { level: 2, name: "Alan Turing" })).toBeInTheDocument();
    expect(within(post).getByText("How do you budget for zero trust?")).toBeInTheDocument();
    expect(within(post).getByText("2 comments")).toBeInTheDocument();

    expect(screen.getByRole("heading", { level: 2, name: "Comments" })).toBeInTheDocument();
    const comment = await screen.findByRole("listitem", { name: "Grace Lin's comment" });
    expect(within(comment).getByText("We start with identity.")).toBeInTheDocument();
    expect(within(comment).getByText(/VP Sales/)).toBeInTheDocument();
    const replies = within(comment).getByRole("list", { name: "Replies to Grace Lin" });
    expect(within(replies).getByRole("listitem", { name: "Alan Turing's reply" })).toHaveTextContent(
      "Reply number 1",
    );
    expect(screen.queryByRole("button", { name: /earlier repl/ })).not.toBeInTheDocument();
  });

  it("says so when nobody has commented yet", async () => {
    renderApp({ path: PATH, signedIn: true, api: postHandlers(testPost(), []) });

    expect(await screen.findByText("No comments yet. Be the first to answer.")).toBeInTheDocument();
  });

  it("adds a comment, which then shows in the thread", async () => {
    const comments: Comment[] = [];
    const { user, server } = renderApp({
      path: PATH,
      signedIn: true,
      api: {
        ...postHandlers(testPost(), comments),
        [`POST /api/posts/${POST_ID}/comments`]: ({ body }) => {
          const comment = testComment({ author: ada, body: (body as CreateComment).body });
          comments.push(comment);
          return { status: 201, body: comment };
        },
      },
    });

    await screen.findByText("No comments yet. Be the first to answer.");
    await user.click(screen.getByRole("button", { name: "Comment" }));
    expect(screen.getByText("Write something first.")).toBeInTheDocument();
    expect(server.calls(`POST /api/posts/${POST_ID}/comments`)).toHaveLength(0);

    await user.type(screen.getByRole("textbox", { name: "Add a comment" }), "Identity first, here too.");
    await user.click(screen.getByRole("button", { name: "Comment" }));

    expect(await screen.findByRole("listitem", { name: "Ada Lovelace's comment" })).toHaveTextContent(
      "Identity first, here too.",
    );
    expect(await screen.findByText("Comment posted.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Add a comment" })).toHaveValue("");
    expect(server.calls(`POST /api/posts/${POST_ID}/comments`)[0]?.body).toEqual({
      body: "Identity first, here too.",
    });
  });

  it("replies to a comment", async () => {
    const comment = testComment();
    const { user, server } = renderApp({
      path: PATH,
      signedIn: true,
      api: {
        ...postHandlers(testPost(), [comment]),
        [`POST /api/posts/${POST_ID}/comments`]: ({ body }) => {
          const reply = testReply(1, { author: ada, body: (body as CreateComment).body });
          comment.replies = [reply];
          comment.replyCount = 1;
          return { status: 201, body: reply };
        },
      },
    });

    await user.click(await screen.findByRole("button", { name: "Reply to Grace Lin's comment" }));
    const box = screen.getByRole("textbox", { name: "Reply to Grace Lin" });
    expect(box).toHaveFocus();
    await user.type(box, "Which identity provider?");
    await user.click(screen.getByRole("button", { name: "Reply" }));

    const replies = await screen.findByRole("list", { name: "Replies to Grace Lin" });
    expect(within(replies).getByRole("listitem", { name: "Ada Lovelace's reply" })).toHaveTextContent(
      "Which identity provider?",
    );
    expect(await screen.findByText("Reply posted.")).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Reply to Grace Lin" })).not.toBeInTheDocument();
    expect(server.calls(`POST /api/posts/${POST_ID}/comments`)[0]?.body).toEqual({
      body: "Which identity provider?",
      parentId: COMMENT_ID,
    });
  });

  it("loads the earlier replies of a comment on request", async () => {
    const all: CommentReply[] = [1, 2, 3, 4, 5].map((index) => testReply(index));
    const { user, server } = renderApp({
      path: PATH,
      signedIn: true,
      api: {
        ...postHandlers(testPost(), [testComment({ replies: all.slice(2), replyCount: 5 })]),
        [`GET /api/comments/${COMMENT_ID}/replies`]: { body: { items: all, nextCursor: null } },
      },
    });

    const replies = await screen.findByRole("list", { name: "Replies to Grace Lin" });
    expect(
      within(replies)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining("Reply number 3"),
      expect.stringContaining("Reply number 4"),
      expect.stringContaining("Reply number 5"),
    ]);
    await user.click(screen.getByRole("button", { name: "Show 2 earlier replies" }));

    await waitFor(() => expect(within(replies).getAllByRole("listitem")).toHaveLength(5));
    expect(within(replies).getAllByRole("listitem")[0]).toHaveTextContent("Reply number 1");
    expect(screen.queryByRole("button", { name: /earlier repl/ })).not.toBeInTheDocument();
    expect(server.calls(`GET /api/comments/${COMMENT_ID}/replies`)).toHaveLength(1);
  });

  it("likes a comment", async () => {
    const { user, server } = renderApp({
      path: PATH,
      signedIn: true,
      api: {
        ...postHandlers(testPost(), [testComment()]),
        [`PUT /api/comments/${COMMENT_ID}/reaction`]: { body: { reactionCount: 1, reacted: true } },
      },
    });

    await user.click(await screen.findByRole("button", { name: "Like Grace Lin's comment, 0 likes" }));

    expect(await screen.findByRole("button", { name: "Like Grace Lin's comment, 1 like" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(server.calls(`PUT /api/comments/${COMMENT_ID}/reaction`)).toHaveLength(1);
  });

  it("goes back to the feed after its author deletes it", async () => {
    const { user, location } = renderApp({
      path: PATH,
      signedIn: true,
      api: {
        ...postHandlers(ownPost(), []),
        [`DELETE /api/posts/${POST_ID}`]: { status: 204 },
        "GET /api/feed": { body: { items: [], nextCursor: null } },
      },
    });

    await user.click(await screen.findByRole("button", { name: "More actions for Ada Lovelace's post" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Delete this post?" })).getByRole("button", {
        name: "Delete post",
      }),
    );

    expect(await screen.findByRole("heading", { level: 1, name: "Feed" })).toBeInTheDocument();
    expect(location()).toBe("/feed");
    expect(await screen.findByText("Post deleted.")).toBeInTheDocument();
  });

  it("shows a public company post to visitors without the ways to take part", async () => {
    renderApp({
      path: PATH,
      api: postHandlers(
        testPost({
          author: grace,
          company: { id: NORTHWIND_ID, name: "Northwind Analytics", logoUrl: null },
          reactionCount: 2,
        }),
        [testComment()],
      ),
    });

    expect(
      await screen.findByRole("heading", { level: 1, name: "Post by Northwind Analytics" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Like Northwind Analytics's post, 2 likes" })).toBeDisabled();
    expect(await screen.findByRole("listitem", { name: "Grace Lin's comment" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Add a comment" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Reply to/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^More actions/ })).not.toBeInTheDocument();
  });

  it("asks visitors to sign in to read a community post", async () => {
    const { server } = renderApp({
      path: PATH,
      api: {
        [`GET /api/posts/${POST_ID}`]: {
          status: 401,
          body: { reason: "AccessDenied", messages: ["Sign in to continue."] },
        },
      },
    });

    expect(
      await screen.findByRole("heading", { level: 1, name: "Sign in to read this post" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "This conversation is for members" })).toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveTextContent(/Sign in, or join Summit, to read and answer it/);
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      `/auth?redirectTo=${encodeURIComponent(PATH)}`,
    );
    expect(server.calls(`GET /api/posts/${POST_ID}/comments`)).toHaveLength(0);
  });

  it("says so when the post is not there", async () => {
    renderApp({
      path: PATH,
      signedIn: true,
      api: {
        [`GET /api/posts/${POST_ID}`]: {
          status: 404,
          body: { reason: "NotFound", messages: ["Post not found."] },
        },
      },
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Post not found" })).toBeInTheDocument();
    expect(screen.getByText(/It may have been deleted by its author/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the feed" })).toHaveAttribute("href", "/feed");
  });

  it("offers to try again when the post could not be loaded", async () => {
    let attempts = 0;
    const { user } = renderApp({
      path: PATH,
      signedIn: true,
      api: {
        ...postHandlers(testPost(), []),
        [`GET /api/posts/${POST_ID}`]: () => {
          attempts += 1;
          return attempts === 1
            ? { status: 500, body: { reason: "InternalError", messages: ["The server had a problem."] } }
            : { body: testPost() };
        },
      },
    });

    expect(await screen.findByText("The post could not be loaded")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Post by Alan Turing" })).toBeInTheDocument();
  });
  it("shows the comment a link leads to above the conversation, in view and focused", async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, "scrollIntoView");
    const reply = testReply(7, { body: "We went with **passkeys**." });
    renderApp({
      path: `${PATH}?comment=${reply.id}`,
      signedIn: true,
      api: {
        ...postHandlers(testPost(), [testComment({ replies: [reply], replyCount: 1 })]),
        [`GET /api/comments/${reply.id}`]: { body: reply },
      },
    });

    const linked = await screen.findByRole("region", { name: "The comment you followed" });
    expect(linked).toHaveTextContent("Alan Turing · CISO");
    expect(within(linked).getByText("passkeys").tagName).toBe("STRONG");
    expect(within(linked).getByRole("link", { name: /Link to Alan Turing's reply/ })).toHaveAttribute(
      "href",
      `${PATH}?comment=${reply.id}`,
    );
    await waitFor(() => expect(linked).toHaveFocus());
    expect(scrolled.mock.contexts).toContain(linked);
    const comments = screen.getByRole("heading", { level: 2, name: "Comments" });
    expect(linked.compareDocumentPosition(comments) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await screen.findByRole("listitem", { name: "Alan Turing's reply" })).toBeInTheDocument();
  });

  it("says quietly that a linked comment is gone, and shows the rest of the conversation", async () => {
    renderApp({
      path: `${PATH}?comment=${COMMENT_ID}`,
      signedIn: true,
      api: {
        ...postHandlers(testPost(), [testComment({ id: "0c6f6a4e-1c2d-4e5f-8a9b-000000000002" })]),
        [`GET /api/comments/${COMMENT_ID}`]: {
          status: 404,
          body: { reason: "NotFound", messages: ["Comment not found."] },
        },
      },
    });

    expect(await screen.findByText("That comment is no longer here.")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "The comment you followed" })).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(await screen.findByRole("listitem", { name: "Grace Lin's comment" })).toBeInTheDocument();
  });

  it("does not show a linked comment of another post", async () => {
    renderApp({
      path: `${PATH}?comment=${COMMENT_ID}`,
      signedIn: true,
      api: {
        ...postHandlers(testPost(), []),
        [`GET /api/comments/${COMMENT_ID}`]: { body: testComment({ postId: postId(9) }) },
      },
    });

    expect(await screen.findByText("That comment is no longer here.")).toBeInTheDocument();
    expect(screen.queryByText("We start with identity.")).not.toBeInTheDocument();
  });
});
