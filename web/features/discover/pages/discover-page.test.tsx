import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render-app";

const northwind = {
  id: "6f1c1d7e-2a7b-4f7e-9a51-3f5d2c9b8e01",
  name: "Northwind Analytics",
  isPage: true,
  headquarter: "London, United Kingdom",
  industry: "Computer Software",
  size: "51-200",
  logoUrl: null,
};

describe("Discover", () => {
  it("shows the companies matching the search, each linking to its page, and the directory with it", async () => {
    const { server } = renderApp({
      path: "/discover?search=northwind",
      api: { "GET /api/search/company": { body: { items: [northwind] } } },
    });

    const matches = await screen.findByRole("list", { name: "Companies matching “northwind”" });
    expect(within(matches).getByRole("link", { name: /Northwind Analytics/ })).toHaveAttribute(
      "href",
      `/companies/${northwind.id}`,
    );
    expect(within(matches).getByText("Computer Software · London, United Kingdom")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Search “northwind” in the company directory" })).toHaveAttribute(
      "href",
      "/companies?search=northwind",
    );
    expect(server.calls("GET /api/search/company")[0]?.search.get("search")).toBe("northwind");
    expect(screen.getByText(/will appear here for posts, videos, articles and events/)).toBeInTheDocument();
  });

  it("says when no company matches", async () => {
    renderApp({ path: "/discover?search=zzz" });
    expect(await screen.findByText("No company name matches “zzz”.")).toBeInTheDocument();
  });

  it("leads to the company directory without a search", async () => {
    const { server } = renderApp({ path: "/discover" });
    expect(await screen.findByRole("link", { name: /Browse the company directory/ })).toHaveAttribute(
      "href",
      "/companies",
    );
    expect(server.calls("GET /api/search/company")).toHaveLength(0);
  });
});
