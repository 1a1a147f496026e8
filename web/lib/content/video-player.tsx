import type { ContentDetail } from "@common/content";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState } from "react";
import { errorMessage } from "../api-client";
import { formatDuration } from "../format";
import { useNotify } from "../use-notify";
import { type SaveProgressOptions, saveProgressOnExit, useSaveProgress } from "./content-item";

/** Playback saves the member's place this often (seconds of video played). */
export const SAVE_EVERY_SECONDS = 10;
/** Watching this share of a video counts as watching it: closing credits are often skipped. */
const WATCHED_SHARE = 0.9;
/** A saved place this close to the end starts the video again from the beginning. */
const END_MARGIN_SECONDS = 3;

/** Where to start: the saved place, unless the member finished or was at the very end. */
export function resumePosition(
  item: Pick<ContentDetail, "progress">,
  durationSeconds: number | null,
): number {
  const progress = item.progress;
  if (!progress || progress.completedAt || progress.position < 1) return 0;
  if (durationSeconds && progress.position > durationSeconds - END_MARGIN_SECONDS) return 0;
  return progress.position;
}

/**
 * The video with native controls. It continues where the member left off, and saves their place
 * every SAVE_EVERY_SECONDS of playback, on pause, at the end and when they leave the page.
 */
export function VideoPlayer({ item, onCompleted }: { item: ContentDetail } & SaveProgressOptions) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const save = useSaveProgress(item.id, { onCompleted });
  const notify = useNotify();
  const savedPosition = useRef(item.progress?.position ?? 0);
  const completed = useRef(Boolean(item.progress?.completedAt));
  const resumed = useRef(false);
  const failureShown = useRef(false);
  // Fixed when the page opens: saving while playing moves the saved place, not the starting point.
  const [resumeAt] = useState(() => resumePosition(item, item.video?.durationSeconds ?? null));

  /** What to save now, or null when nothing changed since the last save. */
  function progressNow(reachedEnd: boolean) {
    const video = videoRef.current;
    if (!video || !resumed.current) return null;
    const position = Math.round(video.currentTime * 10) / 10;
    const duration = Number.isFinite(video.duration) ? video.duration : item.video?.durationSeconds;
    const finished =
      !completed.current && (reachedEnd || (duration ? position >= duration * WATCHED_SHARE : false));
    if (!finished && Math.abs(position - savedPosition.current) < 0.5) return null;
    savedPosition.current = position;
    if (finished) completed.current = true;
    return { position, ...(finished ? { completed: true } : {}) };
  }

  function persist(reachedEnd = false) {
    const input = progressNow(reachedEnd);
    if (!input) return;
    save.mutate(input, {
      onError: (error) => {
        if (failureShown.current) return;
        failureShown.current = true;
        notify.error(`Your place in the video could not be saved: ${errorMessage(error)}`);
      },
    });
  }

  // The latest save function, for leaving the page: effects below keep only their first closure.
  const persistRef = useRef(persist);
  persistRef.current = persist;

  // progressNow reads refs only, so the listener registered first stays correct.
  // biome-ignore lint/correctness/useExhaustiveDependencies: registered once per item
  useEffect(() => {
    const onPageHide = () => {
      const input = progressNow(false);
      if (input) saveProgressOnExit(item.id, input);
    };
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      persistRef.current();
    };
  }, [item.id]);

  function startWhereLeft() {
    const video = videoRef.current;
    if (!video || resumed.current) return;
    resumed.current = true;
    if (resumeAt > 0) video.currentTime = resumeAt;
    savedPosition.current = resumeAt;
  }

  // The element may read its metadata before it is on the page, when its ref is not set yet (a page
  // that waited for its data shows a moment after it rendered): it starts where left off once it is.
  function attachVideo(video: HTMLVideoElement | null) {
    videoRef.current = video;
    if (video && video.readyState >= HTMLMediaElement.HAVE_METADATA) startWhereLeft();
  }

  if (!item.video) {
    return (
      <Box sx={{ p: 4, bgcolor: "grey.100", borderRadius: 1, textAlign: "center" }}>
        <Typography>The video file is no longer available.</Typography>
      </Box>
    );
  }
  return (
    <div>
      <Box
        component="video"
        ref={attachVideo}
        controls
        preload="metadata"
        playsInline
        poster={item.coverUrl ?? undefined}
        aria-label={item.title}
        onLoadedMetadata={startWhereLeft}
        onTimeUpdate={() => {
          const video = videoRef.current;
          if (video && Math.abs(video.currentTime - savedPosition.current) >= SAVE_EVERY_SECONDS) persist();
        }}
        onPause={() => persist()}
        onEnded={() => persist(true)}
        sx={{
          display: "block",
          width: "100%",
          aspectRatio: "16 / 9",
          bgcolor: "common.black",
          borderRadius: 1,
        }}
      >
        <source src={item.video.url} type={item.video.contentType} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {item.progress?.completedAt
          ? "You have watched this video."
          : resumeAt > 0
            ? `Continues from ${formatDuration(resumeAt)}, where you left off.`
            : item.video.durationSeconds
              ? `Running time ${formatDuration(item.video.durationSeconds)}.`
              : null}
      </Typography>
    </div>
  );
}
