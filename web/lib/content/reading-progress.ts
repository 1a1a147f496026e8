// How far a member has read an article, as the fraction of it above the bottom of the window, saved
// while they read and restored when they come back.

import type { ContentDetail } from "@common/content";
import { type RefObject, useEffect, useRef, useState } from "react";
import { errorMessage } from "../api-client";
import { useNotify } from "../use-notify";
import { type SaveProgressOptions, saveProgressOnExit, useSaveProgress } from "./content-item";

/** Scrolling this far counts as reading to the end. */
export const READ_TO_END = 0.98;
/** Saved this long after scrolling stops, so a long scroll is one request. */
const SAVE_DELAY_MS = 1500;
/** Smaller moves are not worth a request. */
const MIN_CHANGE = 0.02;
/** A saved place nearer the top than this opens the article at its top. */
const RESTORE_FROM = 0.05;
/** An article that fits in the window without scrolling counts as read after this long open. */
const SHORT_ARTICLE_DWELL_MS = 10_000;

/** The share of the article (0-1) that has passed the bottom of the window. */
export function readFraction(article: { top: number; height: number }, windowHeight: number): number {
  if (article.height <= 0) return 1;
  return Math.min(1, Math.max(0, (windowHeight - article.top) / article.height));
}

/** Rounded to a thousandth: finer than any screen, and stable to compare. */
const rounded = (fraction: number) => Math.round(fraction * 1000) / 1000;

/**
 * Restores the member's place in the article once it is shown, then saves it as they scroll:
 * shortly after scrolling stops, at once on reaching the end (which completes it), and on leaving.
 * Returns the fraction read when the page opened.
 */
export function useReadingProgress(
  item: ContentDetail,
  articleRef: RefObject<HTMLElement | null>,
  options: SaveProgressOptions = {},
): number {
  const save = useSaveProgress(item.id, options);
  const notify = useNotify();
  const [openedAt] = useState(() => item.progress?.position ?? 0);
  const savedFraction = useRef(openedAt);
  const completed = useRef(Boolean(item.progress?.completedAt));
  const failureShown = useRef(false);

  // The last place measured: when the page closes, the article may already be gone from the DOM.
  const latestFraction = useRef<number | null>(null);

  function measure(): number | null {
    const article = articleRef.current;
    if (article)
      latestFraction.current = rounded(readFraction(article.getBoundingClientRect(), window.innerHeight));
    return latestFraction.current;
  }

  function progressNow() {
    const fraction = measure();
    if (fraction === null) return null;
    const finished = !completed.current && fraction >= READ_TO_END;
    if (!finished && Math.abs(fraction - savedFraction.current) < MIN_CHANGE) return null;
    savedFraction.current = fraction;
    if (finished) completed.current = true;
    return { position: fraction, ...(finished ? { completed: true } : {}) };
  }

  function persist() {
    const input = progressNow();
    if (!input) return;
    save.mutate(input, {
      onError: (error) => {
        if (failureShown.current) return;
        failureShown.current = true;
        notify.error(`Your place in the article could not be saved: ${errorMessage(error)}`);
      },
    });
  }
  const persistRef = useRef(persist);
  persistRef.current = persist;

  // Registered once per article: the handlers read refs, so their first closures stay correct.
  // biome-ignore lint/correctness/useExhaustiveDependencies: registered once per item
  useEffect(() => {
    const article = articleRef.current;
    if (article && !completed.current && openedAt >= RESTORE_FROM) {
      const rect = article.getBoundingClientRect();
      window.scrollTo({ top: window.scrollY + rect.top + openedAt * rect.height - window.innerHeight });
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      const fraction = measure();
      if (fraction !== null && fraction >= READ_TO_END && !completed.current) persistRef.current();
      else timer = setTimeout(() => persistRef.current(), SAVE_DELAY_MS);
    };
    const onPageHide = () => {
      const input = progressNow();
      if (input) saveProgressOnExit(item.id, input);
    };
    // Nothing scrolls when the whole article fits in the window, so time on the page decides.
    const dwell = setTimeout(() => {
      const fraction = measure();
      if (fraction !== null && fraction >= READ_TO_END && !completed.current) persistRef.current();
    }, SHORT_ARTICLE_DWELL_MS);
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("pagehide", onPageHide);
    return () => {
      clearTimeout(timer);
      clearTimeout(dwell);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", onPageHide);
      persistRef.current();
    };
  }, [item.id]);

  return openedAt;
}
