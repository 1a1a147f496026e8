// A chosen video's running time, read by the browser before the file is sent.
/**
 * A video file's running time in whole seconds, read by the browser; null when it cannot tell
 * (some recordings do not store it).
 */
export function readVideoDuration(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement("video");
    // A file the browser cannot read must not leave the form waiting.
    const timer = setTimeout(() => finish(null), 5000);
    function finish(seconds: number | null) {
      clearTimeout(timer);
      video.onloadedmetadata = null;
      video.onerror = null;
      URL.revokeObjectURL(url);
      resolve(seconds);
    }
    video.preload = "metadata";
    video.onloadedmetadata = () =>
      finish(Number.isFinite(video.duration) && video.duration > 0 ? Math.round(video.duration) : null);
    video.onerror = () => finish(null);
    video.src = url;
  });
}
