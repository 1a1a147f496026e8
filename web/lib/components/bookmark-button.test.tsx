import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppProviders } from "@web/app/providers";
import { type ApiReply, mockApi } from "@web/test/api-mock";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { BookmarkButton } from "./bookmark-button";

const COMPANY_ID = "6f1c1d7e-2a7b-4f7e-9a51-3f5d2c9b8e01";
const PATH = `/api/bookmarks/company/${COMPANY_ID}`;

function renderButtons({ bookmarked = false, signedIn = true } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: "/companies/:id",
        element: (
          <>
            <BookmarkButton
              kind="company"
              targetId={COMPANY_ID}
              bookmarked={bookmarked}
              label="Northwind Analytics"
              signedIn={signedIn}
            />
            {/* The same company shown a second time elsewhere on the page. */}
            <BookmarkButton kind="company" targetId={COMPANY_ID} bookmarked={bookmarked} label="Northwind" />
          </>
        ),
      },
    ],
    { initialEntries: [`/companies/${COMPANY_ID}?tab=people`] },
  );
  render(
    <AppProviders retry={false}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return userEvent.setup();
}

/** A reply the test releases when it wants, to look at the button while the request is on its way. */
function deferred() {
  let release: (reply: ApiReply) => void = () => undefined;
  const reply = new Promise<ApiReply>((resolve) => {
    release = resolve;
  });
  return { handler: () => reply, release };
}

const button = (name = "Bookmark Northwind Analytics") => screen.getByRole("button", { name });

describe("the bookmark button", () => {
  it("shows the bookmark at once, before the server answers, on every button for the target", async () => {
    const put = deferred();
    const server = mockApi({ [`PUT ${PATH}`]: put.handler });
    const user = renderButtons();

    expect(button()).toHaveAttribute("aria-pressed", "false");
    await user.click(button());
    expect(button()).toHaveAttribute("aria-pressed", "true");
    expect(button("Bookmark Northwind")).toHaveAttribute("aria-pressed", "true");
    expect(server.calls(`PUT ${PATH}`)).toHaveLength(1);

    put.release({ body: {} });
    expect(await screen.findByText("Northwind Analytics has been bookmarked.")).toBeInTheDocument();
    expect(button()).toHaveAttribute("aria-pressed", "true");
  });

  it("puts the button back and says why when the bookmark is refused", async () => {
    mockApi({
      [`PUT ${PATH}`]: { status: 404, body: { reason: "NotFound", messages: ["Company not found."] } },
    });
    const user = renderButtons();

    await user.click(button());
    expect(
      await screen.findByText("Northwind Analytics could not be bookmarked: Company not found."),
    ).toBeInTheDocument();
    expect(button()).toHaveAttribute("aria-pressed", "false");
    expect(button("Bookmark Northwind")).toHaveAttribute("aria-pressed", "false");
  });

  it("removes a bookmark, taking one already gone as removed", async () => {
    const server = mockApi({
      [`DELETE ${PATH}`]: { status: 404, body: { reason: "NotFound", messages: ["Bookmark not found."] } },
    });
    const user = renderButtons({ bookmarked: true });

    expect(button()).toHaveAttribute("aria-pressed", "true");
    await user.click(button());
    expect(button()).toHaveAttribute("aria-pressed", "false");
    expect(
      await screen.findByText("Northwind Analytics has been removed from your bookmarks."),
    ).toBeInTheDocument();
    expect(server.calls(`DELETE ${PATH}`)).toHaveLength(1);
    expect(button()).toHaveAttribute("aria-pressed", "false");
  });

  it("works from the keyboard and sends one change at a time", async () => {
    const put = deferred();
    const server = mockApi({ [`PUT ${PATH}`]: put.handler });
    const user = renderButtons();

    button().focus();
    await user.keyboard("{Enter}");
    await user.keyboard(" ");
    expect(button()).toHaveAttribute("aria-pressed", "true");
    put.release({ body: {} });
    await waitFor(() => expect(screen.getByText("Northwind Analytics has been bookmarked.")).toBeVisible());
    expect(server.calls(`PUT ${PATH}`)).toHaveLength(1);
  });

  it("offers visitors to sign in and come back", async () => {
    mockApi({});
    renderButtons({ signedIn: false });

    const link = screen.getByRole("link", { name: "Sign in to bookmark Northwind Analytics" });
    expect(link).toHaveAttribute(
      "href",
      `/auth?redirectTo=${encodeURIComponent(`/companies/${COMPANY_ID}?tab=people`)}`,
    );
  });
});
