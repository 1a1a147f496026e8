import { screen, waitFor } from "@testing-library/react";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";

describe("route guards", () => {
  it("sends a visitor from a members' page to sign in, keeping the way back", async () => {
    const { location } = renderApp({ path: "/watch?tab=new" });

    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument();
    expect(location()).toBe(`/auth?redirectTo=${encodeURIComponent("/watch?tab=new")}`);
  });

  it.each([
    "/feed",
    "/read",
    "/events",
    "/progress",
    "/courses",
    "/decisions",
    "/bookmarks",
    "/notifications",
    "/account",
  ])("keeps %s for members", async (path) => {
    const { location } = renderApp({ path });
    await screen.findByRole("heading", { level: 1, name: "Sign in" });
    expect(location()).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);
  });

  it("lets a visitor open Discover", async () => {
    renderApp({ path: "/discover" });
    expect(await screen.findByRole("heading", { level: 1, name: "Discover" })).toBeInTheDocument();
  });

  it("sends a member away from sign-in and sign-up to the home page", async () => {
    const signIn = renderApp({ path: "/auth", signedIn: true });
    await waitFor(() => expect(signIn.location()).toBe("/"));
    expect(await screen.findByRole("heading", { level: 1, name: "Feed" })).toBeInTheDocument();
    signIn.unmount();

    const signUp = renderApp({ path: "/signup/choosemembership", signedIn: true });
    await waitFor(() => expect(signUp.location()).toBe("/"));
  });

  it("shows the marketing home to a visitor and the feed to a member at /", async () => {
    const visitor = renderApp({ path: "/" });
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Where senior technology leaders meet, learn and decide",
      }),
    ).toBeInTheDocument();
    visitor.unmount();

    renderApp({ path: "/", signedIn: true });
    expect(await screen.findByRole("heading", { level: 1, name: "Feed" })).toBeInTheDocument();
  });

  it("shows a page-not-found page for an unknown address", async () => {
    renderApp({ path: "/no/such/page" });
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });

  it("renders the application shell page at /_app", async () => {
    renderApp({ path: "/_app" });
    expect(await screen.findByRole("heading", { level: 1, name: "Summit application" })).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });
});
