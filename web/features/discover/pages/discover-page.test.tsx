import type { DiscoverSearchResult } from "@common/discover";
import { screen, waitFor, within } from "@testing-library/react";
import type { ApiRequest } from "@web/test/api-mock";
import { axeViolations } from "@web/test/axe";
import { renderApp } from "@web/test/render-app";
import { PHONE, setViewport } from "@web/test/viewport";
import { describe, expect, it } from "vitest";
import {
  emptySearch,
  emptyTrending,
  morgan,
  northwind,
  testContent,
  testDiscoverCourse,
  testDiscoverEvent,
  testPost,
} from "../testing/discover-fixtures";

const total = (count: number, more = false) => ({ count, more });

/** The page and its answer load lazily; a busy machine takes longer than the default second. */
const loaded = { timeout: 5000 };

/** A member's "all" view for "kubernetes": something of every type. */
function allResults(search = "kubernetes"): DiscoverSearchResult {
  return {
    mode: "search",
    search,
    correctedQuery: null,
    type: "all",
    companies: { items: [northwind], total: total(1), nextCursor: null },
    people: { items: [morgan], total: total(1), nextCursor: null },
    posts: {
      items: [1, 2, 3, 4, 5].map((index) => testPost(index)),
      total: total(500, true),
      nextCursor: null,
    },
    videos: { items: [testContent(1, "video")], total: total(1), nextCursor: null },
    articles: { items: [], total: total(0), nextCursor: null },
    events: { items: [testDiscoverEvent(1)], total: total(1), nextCursor: null },
    courses: { items: [testDiscoverCourse(1)], total: total(1), nextCursor: null },
  };
}

describe("Discover search", { timeout: 15_000 }, () => {
  it("shows a visitor the companies found with the match marked, and the directory", async () => {
    const { server } = renderApp({
      path: "/discover?search=northwind",
      api: {
        "GET /api/discover": {
          body: {
            ...emptySearch("northwind"),
            companies: { items: [northwind], total: total(1), nextCursor: null },
          },
        },
      },
    });

    const matches = await screen.findByRole("list", { name: "Companies matching “northwind”" }, loaded);
    const link = within(matches).getByRole("link", { name: /Northwind Analytics/ });
    expect(link).toHaveAttribute("href", `/companies/${northwind.id}`);
    expect(link.querySelector("mark")).toHaveTextContent(/^Northwind$/);
    expect(within(matches).getByText("Computer Software · London, United Kingdom")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Search “northwind” in the company directory" })).toHaveAttribute(
      "href",
      "/companies?search=northwind",
    );
    expect(screen.queryByRole("heading", { name: "People" })).not.toBeInTheDocument();
    expect(screen.getByText(/Members also find people/)).toBeInTheDocument();
    const [call] = server.calls("GET /api/discover");
    expect(call?.search.get("search")).toBe("northwind");
    expect(call?.search.get("type")).toBeNull();
  });

  it("shows a member every type with its total, links to each result, and opens one type", async () => {
    const { user, location } = renderApp({
      path: "/discover?search=kubernetes",
      signedIn: true,
      api: {
        "GET /api/discover": (request: ApiRequest) =>
          request.search.get("type") === "posts"
            ? {
                body: {
                  ...emptySearch("kubernetes", "posts"),
                  posts: { items: [testPost(1)], total: total(500, true), nextCursor: null },
                },
              }
            : { body: allResults() },
      },
    });

    const posts = await screen.findByRole("list", { name: "Posts matching “kubernetes”" }, loaded);
    expect(within(posts).getAllByRole("listitem")).toHaveLength(5);
    expect(within(posts).getAllByRole("link")[0]).toHaveAttribute("href", `/posts/${testPost(1).id}`);
    expect(within(posts).getAllByText("Kubernetes")[0]?.tagName).toBe("MARK");
    expect(screen.getByText("500+ posts")).toBeInTheDocument();
    const videos = screen.getByRole("list", { name: "Videos matching “kubernetes”" });
    expect(within(videos).getByRole("link")).toHaveAttribute("href", `/watch/${testContent(1, "video").id}`);
    expect(within(videos).getByText(/12:34/)).toBeInTheDocument();
    const people = screen.getByRole("list", { name: "People matching “kubernetes”" });
    expect(within(people).getByRole("link", { name: "Northwind Analytics" })).toHaveAttribute(
      "href",
      `/companies/${northwind.id}`,
    );
    expect(within(people).getByText("Chief Information Security Officer")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Articles matching “kubernetes”" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "See all 500+ posts" }));
    await waitFor(() => expect(location()).toBe("/discover?search=kubernetes&type=posts"));
    expect(screen.getByRole("tab", { name: "Posts" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByRole("heading", { level: 2, name: "500+ posts" }, loaded)).toBeInTheDocument();
  });

  it("says which search ran when a word was corrected", async () => {
    renderApp({
      path: "/discover?search=kubernetis",
      signedIn: true,
      api: { "GET /api/discover": { body: { ...allResults("kubernetis"), correctedQuery: "kubernetes" } } },
    });
    const status = await screen.findByRole("status", {}, loaded);
    expect(status).toHaveTextContent("Showing results for kubernetes");
    expect(status).toHaveTextContent("you searched for “kubernetis”");
  });

  it("loads more of a single type by its cursor", async () => {
    const { user, server } = renderApp({
      path: "/discover?search=kubernetes&type=articles",
      signedIn: true,
      api: {
        "GET /api/discover": (request: ApiRequest) => {
          const second = request.search.get("cursor") === "next";
          return {
            body: {
              ...emptySearch("kubernetes", "articles"),
              articles: {
                items: second
                  ? [testContent(3, "article")]
                  : [testContent(1, "article"), testContent(2, "article")],
                total: total(3),
                nextCursor: second ? null : "next",
              },
            },
          };
        },
      },
    });

    const list = await screen.findByRole("list", { name: "Articles matching “kubernetes”" }, loaded);
    expect(within(list).getAllByRole("link")[0]).toHaveAttribute(
      "href",
      `/read/${testContent(1, "article").id}`,
    );
    await user.click(screen.getByRole("button", { name: "Load more articles" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(3));
    expect(screen.queryByRole("button", { name: "Load more articles" })).not.toBeInTheDocument();
    expect(server.calls("GET /api/discover").map((call) => call.search.get("type"))).toEqual([
      "articles",
      "articles",
    ]);
  });

  it("asks a visitor to sign in to find people, without asking the server", async () => {
    const { server } = renderApp({ path: "/discover?search=morgan&type=people" });
    expect(
      await screen.findByRole("heading", { name: "Sign in to find people" }, loaded),
    ).toBeInTheDocument();
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/auth",
    );
    expect(server.calls("GET /api/discover")).toHaveLength(0);
  });

  it("shows a member's events with the match marked, when and where, leading to the event", async () => {
    renderApp({
      path: "/discover?search=kubernetes",
      signedIn: true,
      api: { "GET /api/discover": { body: allResults() } },
    });
    const found = await screen.findByRole("list", { name: "Events matching “kubernetes”" }, loaded);
    const link = within(found).getByRole("link");
    expect(link).toHaveAttribute("href", `/events/${testDiscoverEvent(1).id}`);
    expect(link.querySelector("mark")).toHaveTextContent(/^Kubernetes$/);
    // 08:00 UTC is 17:00 in Tokyo, where the event is held.
    expect(within(found).getByText("Tue, May 6, 2031, 05:00 PM – 07:30 PM GMT+9")).toBeInTheDocument();
    expect(within(found).getByText("The Shard, London · Hosted by Northwind Analytics")).toBeInTheDocument();
    expect(within(found).getByText("Platform leaders compare notes.")).toBeInTheDocument();
  });

  it("pages through events alone from their tab", async () => {
    const { user, location, server } = renderApp({
      path: "/discover?search=kubernetes",
      signedIn: true,
      api: {
        "GET /api/discover": (request: ApiRequest) =>
          request.search.get("type") === "events"
            ? {
                body: {
                  ...emptySearch("kubernetes", "events"),
                  events: {
                    items: [testDiscoverEvent(1), testDiscoverEvent(2, { host: null })],
                    total: total(2),
                    nextCursor: null,
                  },
                },
              }
            : { body: allResults() },
      },
    });
    await user.click(await screen.findByRole("tab", { name: "Events" }, loaded));
    await waitFor(() => expect(location()).toBe("/discover?search=kubernetes&type=events"));
    const found = await screen.findByRole("heading", { level: 2, name: "2 events" }, loaded);
    expect(found).toBeInTheDocument();
    expect(screen.getByText("The Shard, London · Hosted by Summit")).toBeInTheDocument();
    expect(server.calls("GET /api/discover").at(-1)?.search.get("type")).toBe("events");
  });

  it("asks a visitor to sign in to find events, without asking the server", async () => {
    const { server } = renderApp({ path: "/discover?search=summit&type=events" });
    expect(
      await screen.findByRole("heading", { name: "Sign in to find events" }, loaded),
    ).toBeInTheDocument();
    expect(server.calls("GET /api/discover")).toHaveLength(0);
  });

  it("shows a member's courses with the match marked, level, lessons and length, leading to the course", async () => {
    renderApp({
      path: "/discover?search=kubernetes",
      signedIn: true,
      api: { "GET /api/discover": { body: allResults() } },
    });
    const found = await screen.findByRole("list", { name: "Courses matching “kubernetes”" }, loaded);
    const link = within(found).getByRole("link");
    expect(link).toHaveAttribute("href", `/courses/${testDiscoverCourse(1).id}`);
    expect(link.querySelector("mark")).toHaveTextContent(/^Kubernetes$/);
    expect(
      within(found).getByText("Northwind Analytics · Intermediate · 4 lessons · 1 h 35 min"),
    ).toBeInTheDocument();
    expect(within(found).getByText("Run platforms your teams can trust.")).toBeInTheDocument();
    expect(screen.getByText("1 course")).toBeInTheDocument();
  });

  it("pages through courses alone from their tab, loading more by cursor", async () => {
    const { user, location, server } = renderApp({
      path: "/discover?search=kubernetes",
      signedIn: true,
      api: {
        "GET /api/discover": (request: ApiRequest) => {
          if (request.search.get("type") !== "courses") return { body: allResults() };
          const second = request.search.get("cursor") === "next";
          return {
            body: {
              ...emptySearch("kubernetes", "courses"),
              courses: {
                items: second
                  ? [testDiscoverCourse(3, { company: null, lessonCount: 1, minutes: 40 })]
                  : [testDiscoverCourse(1), testDiscoverCourse(2)],
                total: total(3),
                nextCursor: second ? null : "next",
              },
            },
          };
        },
      },
    });
    await user.click(await screen.findByRole("tab", { name: "Courses" }, loaded));
    await waitFor(() => expect(location()).toBe("/discover?search=kubernetes&type=courses"));
    expect(await screen.findByRole("heading", { level: 2, name: "3 courses" }, loaded)).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Courses matching “kubernetes”" });
    await user.click(screen.getByRole("button", { name: "Load more courses" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(3));
    expect(within(list).getByText("Summit · Intermediate · 1 lesson · 40 min")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more courses" })).not.toBeInTheDocument();
    expect(
      server
        .calls("GET /api/discover")
        .filter((call) => call.search.get("type") === "courses")
        .map((call) => call.search.get("cursor")),
    ).toEqual([null, "next"]);
  });

  it("asks a visitor to sign in to find courses, without asking the server", async () => {
    const { server } = renderApp({ path: "/discover?search=kubernetes&type=courses" });
    expect(
      await screen.findByRole("heading", { name: "Sign in to find courses" }, loaded),
    ).toBeInTheDocument();
    expect(server.calls("GET /api/discover")).toHaveLength(0);
  });

  it("says when nothing matches", async () => {
    renderApp({ path: "/discover?search=zzz" });
    expect(
      await screen.findByRole(
        "heading",
        { name: "No companies, posts, videos or articles match “zzz”" },
        loaded,
      ),
    ).toBeInTheDocument();
  });

  it("shows a failed search with a way to try again", async () => {
    let calls = 0;
    const { user } = renderApp({
      path: "/discover?search=cloud",
      api: {
        "GET /api/discover": () => {
          calls += 1;
          return calls === 1
            ? {
                status: 500,
                body: { reason: "InternalError", messages: ["Something went wrong on our side."] },
              }
            : { body: emptySearch("cloud") };
        },
      },
    });
    expect(await screen.findByText("The search failed", {}, loaded)).toBeInTheDocument();
    expect(screen.getByText("Something went wrong on our side.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: /No companies, posts/ }, loaded)).toBeInTheDocument();
  });

  it("renders text in results as text, never as markup", async () => {
    const post = testPost(1, {
      excerpt: [
        { text: '<img src=x onerror="alert(1)"> ', match: false },
        { text: "<b>kubernetes</b>", match: true },
      ],
    });
    renderApp({
      path: "/discover?search=kubernetes&type=posts",
      signedIn: true,
      api: {
        "GET /api/discover": {
          body: {
            ...emptySearch("kubernetes", "posts"),
            posts: { items: [post], total: total(1), nextCursor: null },
          },
        },
      },
    });
    const mark = await screen.findByText("<b>kubernetes</b>", {}, loaded);
    expect(mark.tagName).toBe("MARK");
    expect(screen.getByText(/<img src=x/)).toBeInTheDocument();
    expect(document.querySelector("img[src='x']")).toBeNull();
  });

  it("searches from its own field and switches types with the tabs, keeping both in the address", async () => {
    const { user, location } = renderApp({ path: "/discover", signedIn: true });
    const field = await screen.findByRole(
      "searchbox",
      { name: "Search companies, people, posts, videos and articles" },
      loaded,
    );
    await user.type(field, "Cloud security{Enter}");
    await waitFor(() => expect(location()).toBe("/discover?search=Cloud+security"));
    await user.click(await screen.findByRole("tab", { name: "Videos" }, loaded));
    await waitFor(() => expect(location()).toBe("/discover?search=Cloud+security&type=videos"));
    await user.click(screen.getByRole("tab", { name: "All" }));
    await waitFor(() => expect(location()).toBe("/discover?search=Cloud+security"));
  });

  it("follows the top bar's search into its field", async () => {
    const { user, location } = renderApp({ path: "/discover?search=northwind", signedIn: true });
    await screen.findByRole("heading", { name: /No companies, posts/ }, loaded);
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "Bastion{Enter}");
    await waitFor(() => expect(location()).toBe("/discover?search=bastion"));
    expect(
      screen.getByRole("searchbox", { name: "Search companies, people, posts, videos and articles" }),
    ).toHaveValue("bastion");
  });
});

describe("Discover without a search", { timeout: 15_000 }, () => {
  it("shows what is trending in the community, and the directory", async () => {
    const { server } = renderApp({
      path: "/discover",
      signedIn: true,
      api: {
        "GET /api/discover": {
          body: {
            ...emptyTrending("ciso"),
            posts: [testPost(1, { excerpt: [{ text: "Our zero trust rollout", match: false }] })],
            companies: [
              { ...northwind, name: [{ text: "Northwind Analytics", match: false }], followerCount: 12 },
            ],
          },
        },
      },
    });

    expect(await screen.findByText("CISO", { selector: "strong" }, loaded)).toBeInTheDocument();
    const posts = screen.getByRole("list", { name: "Most discussed this week" });
    expect(within(posts).getByText("Our zero trust rollout")).toBeInTheDocument();
    expect(screen.getByText("12 followers")).toBeInTheDocument();
    expect(screen.getByText(/The most watched new videos for CISO appear here/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Browse the company directory/ })).toHaveAttribute(
      "href",
      "/companies",
    );
    expect(screen.queryByRole("tab")).not.toBeInTheDocument();
    expect(server.calls("GET /api/discover")[0]?.search.toString()).toBe("");
  });

  it("shows a member the community's upcoming events", async () => {
    renderApp({
      path: "/discover",
      signedIn: true,
      api: {
        "GET /api/discover": {
          body: {
            ...emptyTrending("ciso"),
            events: [testDiscoverEvent(1, { title: [{ text: "CISO breakfast", match: false }] })],
          },
        },
      },
    });
    const upcoming = await screen.findByRole("list", { name: "Upcoming events" }, loaded);
    expect(within(upcoming).getByRole("link", { name: /CISO breakfast/ })).toHaveAttribute(
      "href",
      `/events/${testDiscoverEvent(1).id}`,
    );
  });

  it("says where a member's upcoming events will appear when there are none", async () => {
    renderApp({
      path: "/discover",
      signedIn: true,
      api: { "GET /api/discover": { body: { ...emptyTrending("ciso"), events: [] } } },
    });
    expect(
      await screen.findByText("Events for CISO appear here once they are announced.", {}, loaded),
    ).toBeInTheDocument();
  });

  it("shows a member the community's new courses, leading to each", async () => {
    renderApp({
      path: "/discover",
      signedIn: true,
      api: {
        "GET /api/discover": {
          body: {
            ...emptyTrending("ciso"),
            courses: [testDiscoverCourse(1, { title: [{ text: "Zero trust in practice", match: false }] })],
          },
        },
      },
    });
    const courses = await screen.findByRole("list", { name: "New courses" }, loaded);
    expect(within(courses).getByRole("link", { name: /Zero trust in practice/ })).toHaveAttribute(
      "href",
      `/courses/${testDiscoverCourse(1).id}`,
    );
  });

  it("says where a member's new courses will appear when there are none", async () => {
    renderApp({
      path: "/discover",
      signedIn: true,
      api: { "GET /api/discover": { body: { ...emptyTrending("ciso"), courses: [] } } },
    });
    expect(
      await screen.findByText("Courses for CISO appear here once they are published.", {}, loaded),
    ).toBeInTheDocument();
  });

  it("shows a visitor no events or courses section", async () => {
    renderApp({ path: "/discover", api: { "GET /api/discover": { body: emptyTrending("ciso") } } });
    expect(await screen.findByText("CISO", { selector: "strong" }, loaded)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Upcoming events" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "New courses" })).not.toBeInTheDocument();
  });

  it("shows when trends could not be loaded", async () => {
    renderApp({
      path: "/discover",
      api: { "GET /api/discover": { status: 500, body: { reason: "InternalError", messages: ["Down."] } } },
    });
    expect(await screen.findByText("What is trending could not be loaded", {}, loaded)).toBeInTheDocument();
  });
});

describe("Discover accessibility", { timeout: 15_000 }, () => {
  it("has no axe violations with results of every type", async () => {
    renderApp({
      path: "/discover?search=kubernetes",
      signedIn: true,
      api: { "GET /api/discover": { body: allResults() } },
    });
    await screen.findByRole("list", { name: "Posts matching “kubernetes”" }, loaded);
    expect(await axeViolations()).toEqual([]);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("has no axe violations on a single type at phone width", async () => {
    setViewport(PHONE);
    renderApp({
      path: "/discover?search=kubernetes&type=posts",
      signedIn: true,
      api: {
        "GET /api/discover": {
          body: {
            ...emptySearch("kubernetes", "posts"),
            posts: { items: [testPost(1)], total: total(1), nextCursor: null },
          },
        },
      },
    });
    await screen.findByRole("list", { name: "Posts matching “kubernetes”" }, loaded);
    expect(await axeViolations()).toEqual([]);
  });

  it("has no axe violations on the trending view", async () => {
    renderApp({
      path: "/discover",
      signedIn: true,
      api: {
        "GET /api/discover": {
          body: {
            ...emptyTrending(),
            videos: [testContent(1, "video")],
            events: [testDiscoverEvent(1)],
            courses: [testDiscoverCourse(1)],
          },
        },
      },
    });
    await screen.findByRole("list", { name: "Popular videos" }, loaded);
    expect(await axeViolations()).toEqual([]);
  });
});
