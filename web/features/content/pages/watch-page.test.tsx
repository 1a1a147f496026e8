import { screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";
import {
  COMPANY_ID,
  companyAdminProfile,
  detail,
  page,
  testVideo,
  VIDEO_ID,
} from "../testing/content-fixtures";

describe("the Watch page", () => {
  it("says it is loading until the videos arrive", async () => {
    renderApp({
      path: "/watch",
      signedIn: true,
      api: { "GET /api/content": () => new Promise(() => undefined) },
    });
    expect(
      await screen.findByRole("progressbar", { name: "Loading videos" }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it("shows the videos with their running time and how far the member watched", async () => {
    renderApp({
      path: "/watch",
      signedIn: true,
      api: {
        "GET /api/content": {
          body: page([
            testVideo(1, { progress: { position: 377, completedAt: null } }),
            testVideo(2, { video: { url: "/v.webm", contentType: "video/webm", durationSeconds: null } }),
          ]),
        },
      },
    });

    const videos = await screen.findByRole("list", { name: "Videos" }, { timeout: 5000 });
    const cards = within(videos).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole("link", { name: /Passkeys in practice/ })).toHaveAttribute(
      "href",
      `/watch/${VIDEO_ID}`,
    );
    expect(first.getByText("12:34")).toBeInTheDocument();
    expect(first.getByText("Running time 12 minutes 34 seconds")).toBeInTheDocument();
    expect(first.getByRole("progressbar", { name: "Watched 50%" })).toBeInTheDocument();
    expect(first.getByText("Bastion Security")).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Publish video" })).not.toBeInTheDocument();
  });

  it("loads the next page by its cursor", async () => {
    const { user, server } = renderApp({
      path: "/watch",
      signedIn: true,
      api: {
        "GET /api/content": ({ search }) => ({
          body:
            search.get("cursor") === "next"
              ? page([testVideo(3)])
              : page([testVideo(1), testVideo(2)], "next"),
        }),
      },
    });

    await user.click(await screen.findByRole("button", { name: "Load more videos" }, { timeout: 5000 }));
    expect(await screen.findByRole("heading", { name: "Video 3" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more videos" })).not.toBeInTheDocument();
    const requests = server.calls("GET /api/content");
    expect(requests.map((request) => request.search.get("kind"))).toEqual(["video", "video"]);
    expect(requests[1]?.search.get("cursor")).toBe("next");
  });

  it("narrows the list to an intent type and keeps it in the address", async () => {
    const { user, server, location } = renderApp({
      path: "/watch",
      signedIn: true,
      api: {
        "GET /api/content": ({ search }) => ({
          body: page(search.get("intentType") ? [] : [testVideo(1)]),
        }),
      },
    });

    await screen.findByRole("list", { name: "Videos" }, { timeout: 5000 });
    await user.click(screen.getByRole("combobox", { name: "Intent type" }));
    await user.click(await screen.findByRole("option", { name: "Observability" }));

    expect(await screen.findByRole("heading", { name: "No videos about this yet" })).toBeInTheDocument();
    expect(location()).toBe("/watch?intentType=Observability");
    expect(server.calls("GET /api/content").at(-1)?.search.get("intentType")).toBe("Observability");
    await user.click(screen.getByRole("button", { name: "Show all videos" }));
    expect(await screen.findByRole("list", { name: "Videos" })).toBeInTheDocument();
    expect(location()).toBe("/watch");
  });

  it("says what will appear when there are no videos", async () => {
    renderApp({ path: "/watch", signedIn: true, api: { "GET /api/content": { body: page([]) } } });
    expect(
      await screen.findByRole("heading", { name: "No videos yet" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/appear here once Summit or a company publishes them/)).toBeInTheDocument();
  });

  it("shows why the videos could not be loaded and tries again", async () => {
    let calls = 0;
    const { user } = renderApp({
      path: "/watch",
      signedIn: true,
      api: {
        "GET /api/content": () => {
          calls += 1;
          return calls === 1
            ? {
                status: 500,
                body: { reason: "InternalError", messages: ["Something went wrong on our side."] },
              }
            : { body: page([testVideo(1)]) };
        },
      },
    });

    expect(
      await screen.findByText("The videos could not be loaded", undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText("Something went wrong on our side.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("list", { name: "Videos" })).toBeInTheDocument();
  });

  it("lets a company admin publish a video: the file goes up first, then the video page opens", async () => {
    const created = detail(testVideo(1, { title: "Zero trust in ten minutes" }), { viewerCanEdit: true });
    const { user, server, location } = renderApp({
      path: "/watch",
      signedIn: true,
      api: {
        "GET /api/profile": { body: companyAdminProfile },
        "GET /api/content": { body: page([]) },
        "POST /api/upload/video": { status: 201, body: { id: "upload-video-1" } },
        "POST /api/content": { status: 201, body: created },
        [`GET /api/content/${VIDEO_ID}`]: { body: created },
      },
    });

    expect(
      await screen.findByText(/Publish the first with Publish video/, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Publish video" }));
    const dialog = await screen.findByRole("dialog", { name: "Publish a video" }, { timeout: 5000 });
    expect(within(dialog).getByText("Published by Bastion Security")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Publish video" }));
    expect(
      await within(dialog).findByText("Enter a title (at most 200 characters).", undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("Choose at least one intent type.")).toBeInTheDocument();

    await user.type(within(dialog).getByRole("textbox", { name: "Title" }), "Zero trust in ten minutes");
    await user.type(within(dialog).getByRole("textbox", { name: "Summary" }), "A short tour.");
    await user.type(within(dialog).getByRole("textbox", { name: "Description" }), "## Agenda");
    await user.click(within(dialog).getByRole("combobox", { name: "Intent types" }));
    await user.click(await screen.findByRole("option", { name: "Identity & Access" }, { timeout: 5000 }));
    await user.click(within(dialog).getByRole("radio", { name: /Public/ }));
    await user.click(within(dialog).getByRole("button", { name: "Publish video" }));
    expect(
      await within(dialog).findByText("Choose the video to upload.", undefined, { timeout: 5000 }),
    ).toBeInTheDocument();

    const file = new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], "zero-trust.webm", {
      type: "video/webm",
    });
    await user.upload(within(dialog).getByLabelText("Choose video"), file);
    expect(within(dialog).getByText(/zero-trust\.webm/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Publish video" }));

    await waitFor(() => expect(location()).toBe(`/watch/${VIDEO_ID}`));
    expect(
      await screen.findByText("Zero trust in ten minutes has been published.", undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(server.calls("POST /api/upload/video")).toHaveLength(1);
    expect(server.calls("POST /api/content")[0]?.body).toEqual({
      kind: "video",
      companyId: COMPANY_ID,
      title: "Zero trust in ten minutes",
      summary: "A short tour.",
      body: "## Agenda",
      hubs: ["ciso"],
      intentTypes: ["Identity & Access"],
      visibility: "public",
      videoUploadId: "upload-video-1",
    });
  }, 20_000);

  it("lets a platform admin choose to publish as Summit or for their company", async () => {
    const { user } = renderApp({
      path: "/watch",
      signedIn: true,
      api: {
        "GET /api/profile": { body: { ...companyAdminProfile, isPlatformAdmin: true } },
        "GET /api/content": { body: page([]) },
      },
    });

    await user.click(await screen.findByRole("button", { name: "Publish video" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("dialog", { name: "Publish a video" }, { timeout: 5000 });
    await user.click(within(dialog).getByRole("combobox", { name: "Publish as" }));
    const options = await screen.findAllByRole("option", undefined, { timeout: 5000 });
    expect(options.map((option) => option.textContent)).toEqual(["Summit", "Bastion Security"]);
  });
});
