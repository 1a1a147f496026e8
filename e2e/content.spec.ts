import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, newLeader, test } from "./support/fixtures";

// Demo vendors (server/seed/demo.ts): Grace Lin owns Northwind Analytics.
const DEMO_PASSWORD = "summit-demo-password";
const NORTHWIND_OWNER = "grace.lin@demo.summit.test";

const VIDEO = { width: 320, height: 180, fps: 10, seconds: 12 };

interface EncodedFrame {
  /** Microseconds from the start. */
  timestamp: number;
  key: boolean;
  data: Uint8Array;
}

/**
 * A real, playable VP8 video made in the browser: frames drawn on a canvas and encoded with
 * WebCodecs, a key frame every second.
 */
async function encodeTestVideo(page: Page): Promise<EncodedFrame[]> {
  const frames = await page.evaluate(async ({ width, height, fps, seconds }) => {
    const encoded: { timestamp: number; key: boolean; data: number[] }[] = [];
    const encoder = new VideoEncoder({
      output: (chunk) => {
        const data = new Uint8Array(chunk.byteLength);
        chunk.copyTo(data);
        encoded.push({ timestamp: chunk.timestamp, key: chunk.type === "key", data: Array.from(data) });
      },
      error: (error) => {
        throw error;
      },
    });
    encoder.configure({ codec: "vp8", width, height, bitrate: 300_000, framerate: fps });
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2d canvas");
    for (let index = 0; index < fps * seconds; index += 1) {
      const time = index / fps;
      context.fillStyle = `hsl(${(time * 40) % 360} 60% 30%)`;
      context.fillRect(0, 0, width, height);
      context.fillStyle = "#fff";
      context.font = "bold 24px sans-serif";
      context.fillText("Summit test video", 16, 40);
      context.font = "20px monospace";
      context.fillText(`${time.toFixed(1)} s`, 16, 80);
      const frame = new VideoFrame(canvas, {
        timestamp: Math.round((index * 1_000_000) / fps),
        duration: Math.round(1_000_000 / fps),
      });
      encoder.encode(frame, { keyFrame: index % fps === 0 });
      frame.close();
    }
    await encoder.flush();
    return encoded;
  }, VIDEO);
  return frames.map((frame) => ({ ...frame, data: Uint8Array.from(frame.data) }));
}

// A minimal WebM writer: the EBML header, then a segment with Info (with the duration, which makes
// the video seekable), one VP8 track, Cues ahead of the Clusters, and a Cluster per key frame.
function vintSize(size: number): Uint8Array {
  for (let length = 1; length <= 8; length += 1) {
    if (size < 2 ** (7 * length) - 1) {
      const bytes = new Uint8Array(length);
      let rest = size;
      for (let index = length - 1; index >= 0; index -= 1) {
        bytes[index] = rest % 256;
        rest = Math.floor(rest / 256);
      }
      bytes[0] = (bytes[0] ?? 0) | (1 << (8 - length));
      return bytes;
    }
  }
  throw new Error("element too large");
}

function bigEndian(value: number, width = 1): number[] {
  const bytes: number[] = [];
  for (let rest = value; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  while (bytes.length < width) bytes.unshift(0);
  return bytes;
}

function element(id: number, ...children: Uint8Array[]): Uint8Array {
  const body = Buffer.concat(children);
  return Buffer.concat([Uint8Array.from(bigEndian(id)), vintSize(body.length), body]);
}

const uint = (id: number, value: number, width?: number) =>
  element(id, Uint8Array.from(bigEndian(value, width)));
const text = (id: number, value: string) => element(id, Buffer.from(value, "utf8"));
function float(id: number, value: number) {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(value);
  return element(id, bytes);
}

function muxWebm(frames: EncodedFrame[]): Buffer {
  const header = element(
    0x1a45dfa3,
    uint(0x4286, 1),
    uint(0x42f7, 1),
    uint(0x42f2, 4),
    uint(0x42f3, 8),
    text(0x4282, "webm"),
    uint(0x4287, 2),
    uint(0x4285, 2),
  );
  const info = element(
    0x1549a966,
    uint(0x2ad7b1, 1_000_000),
    float(0x4489, VIDEO.seconds * 1000),
    text(0x4d80, "summit-e2e"),
    text(0x5741, "summit-e2e"),
  );
  const tracks = element(
    0x1654ae6b,
    element(
      0xae,
      uint(0xd7, 1),
      uint(0x73c5, 1),
      uint(0x83, 1),
      text(0x86, "V_VP8"),
      uint(0x9c, 0),
      element(0xe0, uint(0xb0, VIDEO.width), uint(0xba, VIDEO.height)),
    ),
  );
  const groups: EncodedFrame[][] = [];
  for (const frame of frames) {
    if (frame.key || groups.length === 0) groups.push([]);
    groups.at(-1)?.push(frame);
  }
  const clusters = groups.map((group) => {
    const start = Math.round((group[0]?.timestamp ?? 0) / 1000);
    const blocks = group.map((frame) => {
      const head = Buffer.alloc(4);
      head[0] = 0x81;
      head.writeInt16BE(Math.round(frame.timestamp / 1000) - start, 1);
      head[3] = frame.key ? 0x80 : 0;
      return element(0xa3, head, frame.data);
    });
    return { time: start, bytes: element(0x1f43b675, uint(0xe7, start), ...blocks) };
  });
  // Cue values have a fixed width, so the cues' size is known before the clusters' positions are.
  const cues = (positions: number[]) =>
    element(
      0x1c53bb6b,
      ...clusters.map((cluster, index) =>
        element(
          0xbb,
          uint(0xb3, cluster.time, 8),
          element(0xb7, uint(0xf7, 1), uint(0xf1, positions[index] ?? 0, 8)),
        ),
      ),
    );
  const positions: number[] = [];
  let offset = info.length + tracks.length + cues([]).length;
  for (const cluster of clusters) {
    positions.push(offset);
    offset += cluster.bytes.length;
  }
  const segment = element(
    0x18538067,
    info,
    tracks,
    cues(positions),
    ...clusters.map((cluster) => cluster.bytes),
  );
  return Buffer.concat([header, segment]);
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Open profile menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Sign in", exact: true }).first()).toBeVisible();
}

test("a company admin publishes a video, and a member watches it and comes back to where they stopped", async ({
  page,
  signIn,
  signUpViaApi,
  expectNoAxeViolations,
}) => {
  const title = `Forecasting demand with a metrics layer ${randomUUID().slice(0, 6)}`;
  await signIn(NORTHWIND_OWNER, DEMO_PASSWORD);
  const webm = muxWebm(await encodeTestVideo(page));

  await page.goto("/watch");
  await page.getByRole("button", { name: "Publish video" }).click();
  const dialog = page.getByRole("dialog", { name: "Publish a video" });
  await expect(dialog.getByText("Published by Northwind Analytics")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Title" }).fill(title);
  await dialog.getByRole("textbox", { name: "Summary" }).fill("Twelve seconds on one definition of demand.");
  await dialog.getByRole("textbox", { name: "Description" }).fill("## In this video\n\n- **One** metric");
  await dialog.getByRole("combobox", { name: "Intent types" }).click();
  await page.getByRole("option", { name: "Analytics & BI" }).click();
  await page.keyboard.press("Escape");
  await dialog.getByLabel("Choose video").setInputFiles({
    name: "metrics-layer.webm",
    mimeType: "video/webm",
    buffer: webm,
  });
  // The browser reads the running time from the file before it is sent.
  await expect(dialog.getByText(/metrics-layer\.webm · [\d.,]+ [KMG]?B · 0:12/)).toBeVisible();
  await dialog.getByRole("button", { name: "Publish video" }).click();

  await expect(page).toHaveURL(/\/watch\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(`${title} has been published.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit video" })).toBeVisible();
  const videoPath = new URL(page.url()).pathname;
  await signOut(page);

  // Signing up through the API signs the browser in as the new member.
  await signUpViaApi(newLeader({ name: `Erin ${randomUUID().slice(0, 6)}` }));
  await page.goto("/watch");
  await expect(page.getByRole("button", { name: "Open profile menu" })).toBeVisible();
  const card = page.getByRole("link", { name: new RegExp(title) });
  await expect(card).toContainText("0:12");
  await expectNoAxeViolations(page);
  await card.click();
  await expect(page).toHaveURL(videoPath);
  await expect(page.getByRole("heading", { level: 3, name: "In this video" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit video" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const video = page.locator("video");
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  // Well past 2 s, so the position saved on pause (in whole seconds) is past 2 however soon the
  // pause follows.
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(3);
  const saved = page.waitForResponse(
    (response) => response.url().endsWith("/progress") && response.request().method() === "PUT",
  );
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  const progress = (await (await saved).json()) as { position: number; completedAt: string | null };
  expect(progress.position).toBeGreaterThan(2);
  expect(progress.completedAt).toBeNull();

  await page.reload();
  const resumeAt = `0:0${Math.floor(progress.position)}`;
  await expect(page.getByText(`Continues from ${resumeAt}, where you left off.`)).toBeVisible();
  await expect
    .poll(() => page.locator("video").evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeCloseTo(progress.position, 0);

  await page.goto("/watch");
  await expect(
    page.getByRole("link", { name: new RegExp(title) }).getByRole("progressbar"),
  ).toHaveAccessibleName(/^Watched \d+%$/);
});
