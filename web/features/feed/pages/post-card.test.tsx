import type { Post, UpdatePost } from "@common/posts";
import { screen, waitFor, within } from "@testing-library/react";
import {
  companyAdminProfile,
  grace,
  NORTHWIND_ID,
  ownPost,
  PAGE_TEST_TIMEOUT,
  POST_ID,
  platformAdminProfile,
  preparePageTests,
  testPost,
} from "@web/lib/posts/post-fixtures";
import type { ApiHandler, ApiReply } from "@web/test/api-mock";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";

/** The feed with the given posts; deleting or hiding one takes it out of the next read. */
function renderFeed(posts: Post[], api: Record<string, ApiHandler> = {}) {
  return renderApp({
    path: "/feed",
    signedIn: true,
    api: {
      "GET /api/feed": () => ({ body: { items: posts, nextCursor: null } }),
      "GET /api/feed/new-posts": { body: { count: 0 } },
      ...api,
    },
  });
}

async function openMenu(user: ReturnType<typeof renderFeed>["user"], postName: string) {
  await user.click(await screen.findByRole("button", { name: `More actions for ${postName}` }));
  return screen.findByRole("menu");
}

function deferred() {
  let resolve: (reply: ApiReply) => void = () => {};
  const promise = new Promise<ApiReply>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe("a post card", PAGE_TEST_TIMEOUT, () => {
  preparePageTests(() => import("./feed-page"));

  it("likes at once, before the server answers, and keeps the server's count", async () => {
    const answer = deferred();
    const { user, server } = renderFeed([testPost({ reactionCount: 3 })], {
      [`PUT /api/posts/${POST_ID}/reaction`]: () => answer.promise,
    });

    const like = await screen.findByRole("button", { name: "Like Alan Turing's post, 3 likes" });
    expect(like).toHaveAttribute("aria-pressed", "false");
    await user.click(like);

    const liked = await screen.findByRole("button", { name: "Like Alan Turing's post, 4 likes" });
    expect(liked).toHaveAttribute("aria-pressed", "true");
    expect(liked).toHaveTextContent("4");
    expect(server.calls(`PUT /api/posts/${POST_ID}/reaction`)).toHaveLength(1);

    answer.resolve({ body: { reactionCount: 5, reacted: true } });
    expect(await screen.findByRole("button", { name: "Like Alan Turing's post, 5 likes" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("takes a like back, and puts the count back when the server refuses", async () => {
    const { user, server } = renderFeed([testPost({ reactionCount: 1, reacted: true })], {
      [`DELETE /api/posts/${POST_ID}/reaction`]: {
        status: 500,
        body: { reason: "InternalError", messages: ["The like could not be saved."] },
      },
    });

    await user.click(await screen.findByRole("button", { name: "Like Alan Turing's post, 1 like" }));

    expect(await screen.findByText("The like could not be saved.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Like Alan Turing's post, 1 like" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(server.calls(`DELETE /api/posts/${POST_ID}/reaction`)).toHaveLength(1);
  });

  it("offers its author to edit and delete it, and no report", async () => {
    const { user } = renderFeed([ownPost()]);

    const menu = await openMenu(user, "Ada Lovelace's post");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Edit", "Delete"]);
  });

  it("offers only a report on someone else's post", async () => {
    const { user } = renderFeed([testPost()]);

    const menu = await openMenu(user, "Alan Turing's post");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Report"]);
  });

  it("offers a company's admins the spotlight, and sends it", async () => {
    const post = testPost({
      author: grace,
      company: { id: NORTHWIND_ID, name: "Northwind Analytics", logoUrl: null },
      can: { edit: false, delete: true, spotlight: true, hide: false },
    });
    const { user, server } = renderFeed([post], {
      "GET /api/profile": { body: companyAdminProfile },
      [`PUT /api/posts/${POST_ID}/spotlight`]: { body: { ...post, spotlighted: true } },
    });

    const menu = await openMenu(user, "Northwind Analytics's post");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Add to company spotlight", "Delete", "Report"]);
    await user.click(within(menu).getByRole("menuitem", { name: "Add to company spotlight" }));

    expect(await screen.findByText("Added to the spotlight.")).toBeInTheDocument();
    expect(server.calls(`PUT /api/posts/${POST_ID}/spotlight`)).toHaveLength(1);
  });

  it("lets platform admins hide a post after confirming", async () => {
    const posts = [testPost({ can: { edit: false, delete: true, spotlight: false, hide: true } })];
    const { user, server } = renderFeed(posts, {
      "GET /api/profile": { body: platformAdminProfile },
      [`PUT /api/posts/${POST_ID}/hidden`]: () => {
        posts.pop();
        return { status: 204 };
      },
    });

    const menu = await openMenu(user, "Alan Turing's post");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Delete", "Hide for moderation", "Report"]);
    await user.click(within(menu).getByRole("menuitem", { name: "Hide for moderation" }));
    const dialog = await screen.findByRole("dialog", { name: "Hide this post?" });
    await user.click(within(dialog).getByRole("button", { name: "Hide post" }));

    expect(await screen.findByText("Post hidden.")).toBeInTheDocument();
    expect(server.calls(`PUT /api/posts/${POST_ID}/hidden`)).toHaveLength(1);
    expect(
      await screen.findByRole("heading", { name: "No posts in this community yet" }),
    ).toBeInTheDocument();
  });

  it("saves an edit with PATCH and shows the new text", async () => {
    const { user, server } = renderFeed([ownPost()], {
      [`PATCH /api/posts/${POST_ID}`]: ({ body }) => ({
        body: ownPost({ body: (body as UpdatePost).body, updatedAt: "2024-03-02T10:00:00.000Z" }),
      }),
    });

    const menu = await openMenu(user, "Ada Lovelace's post");
    await user.click(within(menu).getByRole("menuitem", { name: "Edit" }));
    const editor = screen.getByRole("textbox", { name: "Edit your post" });
    expect(editor).toHaveValue("How do you budget for zero trust?");
    await user.clear(editor);
    expect(screen.getByText("Write something first.")).toBeInTheDocument();
    await user.type(editor, "How do you fund zero trust?");
    await user.click(screen.getByRole("button", { name: "Save" }));

    const post = screen.getByRole("article", { name: "Ada Lovelace's post" });
    expect(await within(post).findByText("How do you fund zero trust?")).toBeInTheDocument();
    expect(within(post).getByText(/edited/)).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Edit your post" })).not.toBeInTheDocument();
    expect(await screen.findByText("Post updated.")).toBeInTheDocument();
    expect(server.calls(`PATCH /api/posts/${POST_ID}`)[0]?.body).toEqual({
      body: "How do you fund zero trust?",
    });
  });

  it("asks before deleting, and deletes only when confirmed", async () => {
    const posts = [ownPost()];
    const { user, server } = renderFeed(posts, {
      [`DELETE /api/posts/${POST_ID}`]: () => {
        posts.pop();
        return { status: 204 };
      },
    });

    let menu = await openMenu(user, "Ada Lovelace's post");
    await user.click(within(menu).getByRole("menuitem", { name: "Delete" }));
    let dialog = await screen.findByRole("dialog", { name: "Delete this post?" });
    expect(dialog).toHaveTextContent("This cannot be undone.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.calls(`DELETE /api/posts/${POST_ID}`)).toHaveLength(0);

    menu = await openMenu(user, "Ada Lovelace's post");
    await user.click(within(menu).getByRole("menuitem", { name: "Delete" }));
    dialog = await screen.findByRole("dialog", { name: "Delete this post?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete post" }));

    expect(await screen.findByText("Post deleted.")).toBeInTheDocument();
    expect(
      await screen.findByRole("heading", { name: "No posts in this community yet" }),
    ).toBeInTheDocument();
    expect(server.calls(`DELETE /api/posts/${POST_ID}`)).toHaveLength(1);
  });

  it("reports a post with a reason, which it asks for first", async () => {
    const { user, server } = renderFeed([testPost()], {
      [`POST /api/posts/${POST_ID}/reports`]: { status: 204 },
    });

    const menu = await openMenu(user, "Alan Turing's post");
    await user.click(within(menu).getByRole("menuitem", { name: "Report" }));
    const dialog = await screen.findByRole("dialog", { name: "Report this post" });
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(within(dialog).getByText("Choose a reason.")).toBeInTheDocument();
    expect(server.calls(`POST /api/posts/${POST_ID}/reports`)).toHaveLength(0);

    const reasons = within(dialog).getByRole("radiogroup", { name: "What is wrong with it?" });
    await user.click(within(reasons).getByRole("radio", { name: "Spam or advertising" }));
    expect(within(dialog).queryByText("Choose a reason.")).not.toBeInTheDocument();
    await user.type(
      within(dialog).getByRole("textbox", { name: "Anything moderators should know (optional)" }),
      "Sells the same tool every week.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));

    expect(await screen.findByText("Thank you. A moderator will look at it.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.calls(`POST /api/posts/${POST_ID}/reports`)[0]?.body).toEqual({
      reason: "spam",
      details: "Sells the same tool every week.",
    });
  });
});
