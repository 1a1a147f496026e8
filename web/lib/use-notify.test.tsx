import { NOTICE_DURATION_MS } from "@common/constants";
import { act, render, screen } from "@testing-library/react";
import { AppProviders } from "@web/app/providers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Notifier, useNotify } from "./use-notify";

let notify: Notifier;
function Capture() {
  notify = useNotify();
  return null;
}

function renderNotices() {
  render(
    <AppProviders retry={false}>
      <Capture />
    </AppProviders>,
  );
}

/** Asks for a notice and waits for its host, which loads with the first one. */
async function ask(notice: () => void) {
  await act(async () => {
    notice();
    await vi.dynamicImportSettled();
  });
  await act(() => vi.advanceTimersByTimeAsync(0));
}

/** The notice is still there just before its time is up, and gone once its exit animation has played. */
async function expectShownFor(text: string, durationMs: number) {
  await act(() => vi.advanceTimersByTimeAsync(durationMs - 100));
  expect(screen.getByText(text)).toBeInTheDocument();
  // Each step of the exit (slide out, collapse, remove) renders before the next one is scheduled.
  for (let step = 0; step < 10; step += 1) await act(() => vi.advanceTimersByTimeAsync(150));
  expect(screen.queryByText(text)).not.toBeInTheDocument();
}

describe("notices", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows an error as an alert for 6 seconds", async () => {
    renderNotices();
    await ask(() => notify.error("Cannot connect to server."));

    const notice = screen.getByRole("alert");
    expect(notice).toHaveTextContent("Cannot connect to server.");
    expect(notice.className).toMatch(/colorError/);
    await expectShownFor("Cannot connect to server.", NOTICE_DURATION_MS.error);
  });

  it("shows a snackbar, by default a success, for 4 seconds", async () => {
    renderNotices();
    await ask(() => notify.snackbar("Your profile has been saved."));

    const notice = screen.getByRole("status");
    expect(notice).toHaveTextContent("Your profile has been saved.");
    expect(notice.className).toMatch(/colorSuccess/);
    await expectShownFor("Your profile has been saved.", NOTICE_DURATION_MS.snackbar);
  });

  it("shows a toast, by default information, for 5 seconds", async () => {
    renderNotices();
    await ask(() => notify.toast("A new event was added to your community."));

    const notice = screen.getByRole("status");
    expect(notice.className).toMatch(/colorInfo/);
    await expectShownFor("A new event was added to your community.", NOTICE_DURATION_MS.toast);
  });

  it("places notices at the bottom left", async () => {
    renderNotices();
    await ask(() => notify.toast("Somewhere to look"));
    const container = screen.getByText("Somewhere to look").closest(".notistack-SnackbarContainer");
    if (!(container instanceof HTMLElement)) throw new Error("no notice container");
    const { top, bottom, left, right } = getComputedStyle(container);
    expect({ top, right }).toEqual({ top: "", right: "" });
    expect(bottom).not.toBe("");
    expect(left).not.toBe("");
  });
});
