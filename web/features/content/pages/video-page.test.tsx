import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { testProfile } from "@web/test/api-mock";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";
import { detail, page, testVideo, VIDEO_ID } from "../testing/content-fixtures";

const PATH = `/watch/${VIDEO_ID}`;
const ITEM = `GET /api/content/${VIDEO_ID}`;
const PROGRESS = `PUT /api/content/${VIDEO_ID}/progress`;

function videoElement(): HTMLVideoElement {
  const video = document.querySelector("video");
  if (!video) throw new Error("no video element");
  return video;
}

describe("the video page", () => {
  it("plays the uploaded file, with its description as Markdown and its tags", async () => {
    renderApp({ path: PATH, signedIn: true, api: { [ITEM]: { body: detail(testVideo()) } } });

    expect(
      await screen.findByRole("heading", { level: 1, name: "Passkeys in practice" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const video = videoElement();
    expect(video).toHaveAttribute("controls");
    expect(video).toHaveAttribute("poster", "/api/files/images/cover.png");
    expect(video.querySelector("source")).toHaveAttribute("src", "/api/files/videos/passkeys.webm");
    expect(screen.getByText("Running time 12:34.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "About this video" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "What you will learn" })).toBeInTheDocument();
    expect(screen.getByText("Recovery").tagName).toBe("STRONG");
    expect(within(screen.getByRole("list", { name: "Communities" })).getByText("CISO")).toBeInTheDocument();
    expect(
      within(screen.getByRole("list", { name: "Intent types" })).getByText("Identity & Access"),
    ).toBeInTheDocument();
    expect(screen.getByText(/12 views/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit video" })).not.toBeInTheDocument();
  });

  it("continues from the saved place and saves it on pause, every 10 seconds and at the end", async () => {
    const item = detail(testVideo(1, { progress: { position: 42, completedAt: null } }));
    const { server } = renderApp({
      path: PATH,
      signedIn: true,
      api: {
        [ITEM]: { body: item },
        [PROGRESS]: ({ body }) => ({
          body: {
            position: (body as { position: number }).position,
            completedAt: (body as { completed?: boolean }).completed ? "2026-03-03T10:00:00.000Z" : null,
          },
        }),
        "GET /api/content": { body: page([]) },
      },
    });

    expect(
      await screen.findByText("Continues from 0:42, where you left off.", undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    const video = videoElement();
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(42);

    video.currentTime = 47;
    fireEvent.timeUpdate(video);
    expect(server.calls(PROGRESS)).toHaveLength(0);
    video.currentTime = 52.3;
    fireEvent.timeUpdate(video);
    video.currentTime = 60;
    fireEvent.pause(video);
    video.currentTime = 754;
    fireEvent.ended(video);

    await waitFor(() => expect(server.calls(PROGRESS)).toHaveLength(3));
    expect(server.calls(PROGRESS).map((call) => call.body)).toEqual([
      { position: 52.3 },
      { position: 60 },
      { position: 754, completed: true },
    ]);
    expect(await screen.findByText("You have watched this video.")).toBeInTheDocument();
  });

  it("starts a finished video from the beginning", async () => {
    const item = detail(
      testVideo(1, { progress: { position: 754, completedAt: "2026-03-01T10:00:00.000Z" } }),
    );
    renderApp({ path: PATH, signedIn: true, api: { [ITEM]: { body: item } } });
    expect(
      await screen.findByText("You have watched this video.", undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    fireEvent.loadedMetadata(videoElement());
    expect(videoElement().currentTime).toBe(0);
  });

  it("says once when the place in the video could not be saved", async () => {
    renderApp({
      path: PATH,
      signedIn: true,
      api: {
        [ITEM]: { body: detail(testVideo()) },
        [PROGRESS]: { status: 503, body: { reason: "Failure", messages: ["Try again later."] } },
      },
    });
    await screen.findByRole("heading", { level: 1, name: "Passkeys in practice" }, { timeout: 5000 });
    const video = videoElement();
    fireEvent.loadedMetadata(video);
    video.currentTime = 20;
    fireEvent.pause(video);
    video.currentTime = 40;
    fireEvent.pause(video);
    expect(
      await screen.findByText("Your place in the video could not be saved: Try again later."),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(/could not be saved/)).toHaveLength(1));
  });

  it("says the video is not here for an unknown id", async () => {
    renderApp({
      path: PATH,
      signedIn: true,
      api: { [ITEM]: { status: 404, body: { reason: "NotFound", messages: ["Content not found."] } } },
    });
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "This video is not available" },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Watch" })).toHaveAttribute("href", "/watch");
  });

  it("does not ask the server about an address that cannot be an id", async () => {
    const { server } = renderApp({ path: "/watch/not-a-video", signedIn: true });
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "This video is not available" },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(server.requests.filter((request) => request.path.startsWith("/api/content"))).toEqual([]);
  });

  it("shows why the video could not be loaded and tries again", async () => {
    let calls = 0;
    const { user } = renderApp({
      path: PATH,
      signedIn: true,
      api: {
        [ITEM]: () => {
          calls += 1;
          return calls === 1
            ? {
                status: 500,
                body: { reason: "InternalError", messages: ["Something went wrong on our side."] },
              }
            : { body: detail(testVideo()) };
        },
      },
    });
    expect(
      await screen.findByText("The video could not be loaded", undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Passkeys in practice" }),
    ).toBeInTheDocument();
  });

  it("lets those who may edit change the title, and delete the video after asking", async () => {
    const item = detail(testVideo(), { viewerCanEdit: true });
    const { user, server, location } = renderApp({
      path: PATH,
      signedIn: true,
      api: {
        [ITEM]: { body: item },
        [`PATCH /api/content/${VIDEO_ID}`]: ({ body }) => ({ body: { ...item, ...(body as object) } }),
        [`DELETE /api/content/${VIDEO_ID}`]: { status: 204 },
        "GET /api/content": { body: page([]) },
      },
    });

    await user.click(await screen.findByRole("button", { name: "Edit video" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Passkeys in practice" });
    expect(
      within(dialog).getByText("The current video stays unless you choose another."),
    ).toBeInTheDocument();
    const title = within(dialog).getByRole("textbox", { name: "Title" });
    await user.clear(title);
    await user.type(title, "Passkeys at scale");
    await user.click(within(dialog).getByRole("button", { name: "Save video" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Passkeys at scale" })).toBeInTheDocument();
    expect(server.calls(`PATCH /api/content/${VIDEO_ID}`)[0]?.body).toEqual({ title: "Passkeys at scale" });

    await user.click(screen.getByRole("button", { name: "Delete video" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete Passkeys at scale?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete video" }));
    await waitFor(() => expect(location()).toBe("/watch"));
    expect(await screen.findByText("Passkeys at scale has been deleted.")).toBeInTheDocument();
  }, 20_000);

  it("offers platform admins, and only them, to hide the video for moderation", async () => {
    const item = detail(testVideo(), { viewerCanEdit: true });
    const { user, server, location } = renderApp({
      path: PATH,
      signedIn: true,
      api: {
        "GET /api/profile": { body: { ...testProfile, isPlatformAdmin: true } },
        [ITEM]: { body: item },
        [`PUT /api/content/${VIDEO_ID}/hidden`]: { status: 204 },
        "GET /api/content": { body: page([]) },
      },
    });

    await user.click(await screen.findByRole("button", { name: "Hide video" }, { timeout: 5000 }));
    const confirm = await screen.findByRole("dialog", { name: "Hide Passkeys in practice?" });
    await user.click(within(confirm).getByRole("button", { name: "Hide video" }));
    await waitFor(() => expect(location()).toBe("/watch"));
    expect(server.calls(`PUT /api/content/${VIDEO_ID}/hidden`)).toHaveLength(1);
    expect(await screen.findByText("Passkeys in practice is hidden.")).toBeInTheDocument();
  }, 20_000);

  it("does not offer hiding to a company admin who may edit", async () => {
    renderApp({
      path: PATH,
      signedIn: true,
      api: { [ITEM]: { body: detail(testVideo(), { viewerCanEdit: true }) } },
    });
    expect(await screen.findByRole("button", { name: "Edit video" }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Hide video" })).not.toBeInTheDocument();
  });
});
