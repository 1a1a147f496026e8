// What queries and mutations may tell the app-wide error handler (web/app/query-client.ts).
export interface AppQueryMeta extends Record<string, unknown> {
  /** The component shows this failure itself (a form Alert, an error state), so no notice is needed. */
  errorShownInline?: boolean;
}

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppQueryMeta;
  }
}

export const ERROR_SHOWN_INLINE: AppQueryMeta = { errorShownInline: true };
