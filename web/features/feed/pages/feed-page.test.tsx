import type { CreatePost, Post } from "@common/posts";
import { screen, waitFor, within } from "@testing-library/react";
import { writeCommunityCookie } from "@web/lib/community";
import {
  companyAdminProfile,
  grace,
  NORTHWIND_ID,
  ownPost,
  PAGE_TEST_TIMEOUT,
  POST_ID,
  postId,
  preparePageTests,
  testPost,
} from "@web/lib/posts/post-fixtures";
import { testProfile } from "@web/test/api-mock";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";

const noNewPosts = { "GET /api/feed/new-posts": { body: { count: 0 } } };

/** A feed of one page that follows the writes of a test. */
function feedOf(posts: Post[]) {
  return { "GET /api/feed": () => ({ body: { items: posts, nextCursor: null } }), ...noNewPosts };
}

describe("the feed page", PAGE_TEST_TIMEOUT, () => {
  preparePageTests(() => import("./feed-page"));

  it("says it is loading while the feed is on its way", async () => {
    renderApp({
      path: "/feed",
      signedIn: true,
      api: { "GET /api/feed": () => new Promise(() => {}) },
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Feed" })).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Loading the feed" })).toBeInTheDocument();
  });

  it("shows an error with a way to try again", async () => {
    let attempts = 0;
    const { user } = renderApp({
      path: "/feed",
      signedIn: true,
      api: {
        ...noNewPosts,
        "GET /api/feed": () => {
          attempts += 1;
          return attempts === 1
            ? { status: 500, body: { reason: "InternalError", messages: ["The server had a problem."] } }
            : { body: { items: [testPost()], nextCursor: null } };
        },
      },
    });

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("The feed could not be loaded")).toBeInTheDocument();
    expect(within(alert).getByText("The server had a problem.")).toBeInTheDocument();
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("How do you budget for zero trust?")).toBeInTheDocument();
    expect(screen.queryByText("The feed could not be loaded")).not.toBeInTheDocument();
  });

  it("says what will appear when the community has no posts yet", async () => {
    renderApp({ path: "/feed", signedIn: true, api: feedOf([]) });

    expect(
      await screen.findByRole("heading", { name: "No posts in this community yet" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Posts from members of the CISO community and from companies you follow/),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Find companies to follow" })).toHaveAttribute(
      "href",
      "/companies",
    );
  });

  it("is the signed-in member's home page", async () => {
    renderApp({ path: "/", signedIn: true, api: feedOf([testPost()]) });

    expect(await screen.findByRole("heading", { level: 1, name: "Feed" })).toBeInTheDocument();
    expect(await screen.findByText("How do you budget for zero trust?")).toBeInTheDocument();
  });

  it("lists posts with their author, company and time", async () => {
    const { server } = renderApp({
      path: "/feed",
      signedIn: true,
      api: feedOf([
        testPost(),
        testPost({
          id: postId(2),
          author: grace,
          company: { id: NORTHWIND_ID, name: "Northwind Analytics", logoUrl: null },
          body: "Our **new** forecast is out.",
          commentCount: 3,
          reactionCount: 5,
          createdAt: "2024-02-10T10:00:00.000Z",
          updatedAt: "2024-02-11T10:00:00.000Z",
        }),
      ]),
    });

    const member = await screen.findByRole("article", { name: "Alan Turing's post" });
    expect(within(member).getByRole("heading", { level: 3, name: "Alan Turing" })).toBeInTheDocument();
    expect(within(member).getByText(/CISO ·/)).toBeInTheDocument();
    expect(within(member).getByText("Mar 1, 2024")).toHaveAttribute("datetime", "2024-03-01T10:00:00.000Z");
    expect(within(member).getByRole("link", { name: "0 comments on Alan Turing's post" })).toHaveAttribute(
      "href",
      `/posts/${POST_ID}`,
    );

    const company = screen.getByRole("article", { name: "Northwind Analytics's post" });
    expect(within(company).getByRole("link", { name: "Northwind Analytics" })).toHaveAttribute(
      "href",
      `/companies/${NORTHWIND_ID}`,
    );
    expect(within(company).getByText(/by Grace Lin ·/)).toBeInTheDocument();
    expect(within(company).getByText(/edited/)).toBeInTheDocument();
    expect(within(company).getByText("new", { selector: "strong" })).toBeInTheDocument();
    expect(within(company).getByRole("button", { name: "Like Northwind Analytics's post, 5 likes" }));
    expect(within(company).getByRole("link", { name: "3 comments on Northwind Analytics's post" }));
    expect(server.calls("GET /api/feed")[0]?.search.get("hub")).toBe("ciso");
  });

  it("renders Markdown safely: raw HTML never runs, links open apart without passing trust", async () => {
    const body = [
      "Read [the report](https://example.com/report).",
      "",
      '<script>window.__injected = true</script><img src="x" onerror="window.__injected = true">',
      "",
      "<b>raw bold</b> and [a trap](javascript:alert(1))",
    ].join("\n");
    renderApp({ path: "/feed", signedIn: true, api: feedOf([testPost({ body })]) });

    const post = await screen.findByRole("article", { name: "Alan Turing's post" });
    const link = within(post).getByRole("link", { name: "the report" });
    expect(link).toHaveAttribute("href", "https://example.com/report");
    expect(link).toHaveAttribute("rel", "noopener nofollow");
    expect(link).toHaveAttribute("target", "_blank");
    expect(post.querySelector('script, b, img[src="x"], [onerror]')).toBeNull();
    expect(post.querySelector('[href^="javascript:"]')).toBeNull();
    expect(within(post).getByText(/raw bold/)).toBeInTheDocument();
    expect((window as { __injected?: boolean }).__injected).toBeUndefined();
  });

  it("posts in the member's own community and shows the new post once the feed is read again", async () => {
    const posts: Post[] = [testPost()];
    const { user, server } = renderApp({
      path: "/feed",
      signedIn: true,
      api: {
        ...feedOf(posts),
        "POST /api/posts": ({ body }) => {
          const post = ownPost({ id: postId(9), body: (body as CreatePost).body });
          posts.unshift(post);
          return { status: 201, body: post };
        },
      },
    });

    await screen.findByText("How do you budget for zero trust?");
    expect(screen.getByRole("heading", { name: "Start a conversation in CISO" })).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Your post" }), "We moved to passkeys.");
    await user.click(screen.getByRole("button", { name: "Post" }));

    expect(await screen.findByRole("article", { name: "Ada Lovelace's post" })).toHaveTextContent(
      "We moved to passkeys.",
    );
    expect(await screen.findByText("Posted.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Your post" })).toHaveValue("");
    expect(server.calls("POST /api/posts")[0]?.body).toEqual({
      body: "We moved to passkeys.",
      hub: "ciso",
      attachmentIds: [],
    });
    expect(server.calls("GET /api/feed").length).toBeGreaterThanOrEqual(2);
  });

  it("posts in the community chosen in this browser", async () => {
    writeCommunityCookie("cdo");
    const { user, server } = renderApp({
      path: "/feed",
      signedIn: true,
      api: { ...feedOf([]), "POST /api/posts": { status: 201, body: ownPost({ hub: "cdo" }) } },
    });

    expect(
      await screen.findByRole("heading", { name: "Start a conversation in CDO/Data" }),
    ).toBeInTheDocument();
    await screen.findByRole("heading", { name: "No posts in this community yet" });
    await user.type(screen.getByRole("textbox", { name: "Your post" }), "Data mesh, a year on.");
    await user.click(screen.getByRole("button", { name: "Post" }));

    await waitFor(() => expect(server.calls("POST /api/posts")).toHaveLength(1));
    expect(server.calls("POST /api/posts")[0]?.body).toMatchObject({ hub: "cdo" });
    expect(server.calls("GET /api/feed")[0]?.search.get("hub")).toBe("cdo");
  });

  it("asks for text before posting", async () => {
    const { user, server } = renderApp({ path: "/feed", signedIn: true, api: feedOf([]) });

    await screen.findByRole("heading", { name: "No posts in this community yet" });
    await user.type(screen.getByRole("textbox", { name: "Your post" }), "   ");
    await user.click(screen.getByRole("button", { name: "Post" }));

    expect(screen.getByText("Write something first.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Your post" })).toHaveAccessibleDescription(
      "Write something first.",
    );
    expect(server.calls("POST /api/posts")).toHaveLength(0);
  });

  it("attaches a document to a post and shows posts' attachments", async () => {
    const upload = {
      id: "0f6f6a4e-1c2d-4e5f-8a9b-000000000001",
      kind: "document" as const,
      url: "/uploads/brief.pdf",
      thumbnailUrl: null,
      contentType: "application/pdf",
      sizeBytes: 1536,
      fileName: "brief.pdf",
      width: null,
      height: null,
      createdAt: "2024-03-01T10:00:00.000Z",
    };
    const { user, server } = renderApp({
      path: "/feed",
      signedIn: true,
      api: {
        ...feedOf([testPost({ attachments: [upload] })]),
        "POST /api/upload/document": { status: 201, body: upload },
        "POST /api/posts": { status: 201, body: ownPost() },
      },
    });

    const post = await screen.findByRole("article", { name: "Alan Turing's post" });
    expect(
      within(within(post).getByRole("list", { name: "Documents" })).getByRole("link", { name: "brief.pdf" }),
    ).toHaveAttribute("download", "brief.pdf");

    await user.upload(
      screen.getByLabelText("Attach files"),
      new File(["%PDF-1.7"], "brief.pdf", { type: "application/pdf" }),
    );
    const attachments = await screen.findByRole("list", { name: "Attachments" });
    expect(within(attachments).getByText("brief.pdf (1.5 KB)")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Your post" }), "The brief, attached.");
    await user.click(screen.getByRole("button", { name: "Post" }));

    await waitFor(() => expect(server.calls("POST /api/posts")).toHaveLength(1));
    expect(server.calls("POST /api/posts")[0]?.body).toMatchObject({ attachmentIds: [upload.id] });
  });

  it("offers to post as the company only to the company's admins", async () => {
    const { user, server } = renderApp({
      path: "/feed",
      signedIn: true,
      api: {
        ...feedOf([]),
        "GET /api/profile": { body: companyAdminProfile },
        "POST /api/posts": { status: 201, body: ownPost() },
      },
    });

    await screen.findByRole("heading", { name: "No posts in this community yet" });
    const postAs = screen.getByRole("combobox", { name: "Post as" });
    expect(postAs).toHaveTextContent("Ada Lovelace");
    await user.click(postAs);
    await user.click(await screen.findByRole("option", { name: "Northwind Analytics" }));
    await user.type(screen.getByRole("textbox", { name: "Your post" }), "Northwind is hiring.");
    await user.click(screen.getByRole("button", { name: "Post" }));

    await waitFor(() => expect(server.calls("POST /api/posts")).toHaveLength(1));
    expect(server.calls("POST /api/posts")[0]?.body).toEqual({
      body: "Northwind is hiring.",
      hub: "ciso",
      companyId: NORTHWIND_ID,
      attachmentIds: [],
    });
  });

  it("does not offer to post as a company to members who are not its admins", async () => {
    renderApp({
      path: "/feed",
      signedIn: true,
      api: {
        ...feedOf([]),
        "GET /api/profile": {
          body: {
            ...testProfile,
            company: { id: NORTHWIND_ID, name: "Northwind Analytics", privilege: null },
          },
        },
      },
    });

    await screen.findByRole("heading", { name: "No posts in this community yet" });
    expect(screen.queryByRole("combobox", { name: "Post as" })).not.toBeInTheDocument();
  });

  it("loads the next page of posts by its cursor", async () => {
    const { user, server } = renderApp({
      path: "/feed",
      signedIn: true,
      api: {
        ...noNewPosts,
        "GET /api/feed": ({ search }) =>
          search.get("cursor") === "page-2"
            ? { body: { items: [testPost({ id: postId(2), body: "An older post" })], nextCursor: null } }
            : { body: { items: [testPost()], nextCursor: "page-2" } },
      },
    });

    await screen.findByText("How do you budget for zero trust?");
    await user.click(screen.getByRole("button", { name: "Load more posts" }));

    expect(await screen.findByText("An older post")).toBeInTheDocument();
    expect(screen.getByText("How do you budget for zero trust?")).toBeInTheDocument();
    expect(server.calls("GET /api/feed").map((call) => call.search.get("cursor"))).toEqual([null, "page-2"]);
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Load more posts" })).not.toBeInTheDocument(),
    );
  });

  it("announces new posts and shows them from the first page when asked", async () => {
    const posts: Post[] = [testPost({ id: postId(1), body: "The first post" })];
    const { user, server } = renderApp({
      path: "/feed",
      signedIn: true,
      api: {
        "GET /api/feed": ({ search }) =>
          search.get("cursor")
            ? { body: { items: [testPost({ id: postId(0), body: "An older post" })], nextCursor: null } }
            : { body: { items: posts, nextCursor: "page-2" } },
        "GET /api/feed/new-posts": ({ search }) => ({
          body: { count: search.get("since") === postId(1) ? 2 : 0 },
        }),
      },
    });

    await screen.findByText("The first post");
    await user.click(screen.getByRole("button", { name: "Load more posts" }));
    await screen.findByText("An older post");
    const button = await screen.findByRole("button", { name: "2 new posts" });
    expect(server.calls("GET /api/feed/new-posts")[0]?.search.get("hub")).toBe("ciso");

    posts.unshift(
      testPost({ id: postId(3), body: "The newest post" }),
      testPost({ id: postId(2), body: "A new post" }),
    );
    await user.click(button);

    expect(await screen.findByText("The newest post")).toBeInTheDocument();
    expect(screen.getByText("A new post")).toBeInTheDocument();
    expect(screen.queryByText("An older post")).not.toBeInTheDocument();
    expect(server.calls("GET /api/feed").at(-1)?.search.get("cursor")).toBeNull();
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: /new posts?$/ })).not.toBeInTheDocument(),
    );
    expect(server.calls("GET /api/feed/new-posts").at(-1)?.search.get("since")).toBe(postId(3));
  });

  it("caps the count of new posts it announces", async () => {
    renderApp({
      path: "/feed",
      signedIn: true,
      api: { ...feedOf([testPost()]), "GET /api/feed/new-posts": { body: { count: 100 } } },
    });

    expect(await screen.findByRole("button", { name: "99+ new posts" })).toBeInTheDocument();
  });
});
