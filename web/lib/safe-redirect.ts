/** A redirectTo value is followed only when it is a path on this site (no open redirects). */
export function safeRedirectPath(value: string | null | undefined, fallback = "/"): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}
