// What a page tells the route boundary (web/app/page-boundary.tsx) about its own states: the words
// of its spinner and of its error, and its own not-found page when it has one. A page module exports
// it as `handle`, and the route table loads it with the page.
import type { ReactNode } from "react";
import { ApiError } from "./api-client";

export interface PageHandle {
  /** What the spinner says while the page's data loads. */
  loadingLabel: string;
  /** The title of the alert when the page's data could not be loaded. */
  errorTitle: string;
  /** The page's heading above that alert, when the page keeps its name while it failed. */
  errorHeading?: string;
  /** The page's own not-found, told what the server said; without one, the app's page-not-found. */
  notFound?: (error: unknown) => ReactNode;
  /** What the page says when the server refuses this viewer (401, 403), when it says more than the error. */
  accessDenied?: () => ReactNode;
}

/** Thrown by a page whose address cannot name anything (an invalid id): not found, without asking. */
export class NotFoundError extends Error {
  constructor() {
    super("Not found");
    this.name = "NotFoundError";
  }
}

/** Nothing there: never was (404), or is no longer (410, e.g. a used invitation). */
export function isNotFound(error: unknown): boolean {
  return error instanceof NotFoundError || (error instanceof ApiError && [404, 410].includes(error.status));
}

export function isAccessDenied(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/** Errors a page expects and shows (not found, refused, failed to load), as opposed to a bug. */
export function isExpectedPageError(error: unknown): boolean {
  return error instanceof NotFoundError || error instanceof ApiError;
}
