// The route table of spec section 2. Pages load lazily; the shell, the guards and "/" do not.

import { PageLoading } from "@web/lib/components/page-loading";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { IndexPage } from "./pages/index-page";
import { RouteErrorPage } from "./pages/route-error-page";
import { RequireGuest, RequireSession } from "./route-guards";
import { Shell } from "./shell/shell";

export const routes: RouteObject[] = [
  {
    path: "/",
    Component: Shell,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoading,
    children: [
      // The visitor's home is the page most often opened first: it comes with the shell, one request.
      { index: true, Component: IndexPage },
      {
        path: "discover",
        lazy: async () => ({
          Component: (await import("@web/features/discover/pages/discover-page")).DiscoverPage,
        }),
      },
      {
        path: "companies",
        lazy: async () => ({
          Component: (await import("@web/features/companies/pages/companies-page")).CompaniesPage,
        }),
      },
      {
        path: "companies/:id",
        lazy: async () => ({
          Component: (await import("@web/features/companies/pages/company-page")).CompanyPage,
        }),
      },
      {
        path: "posts/:id",
        lazy: async () => ({ Component: (await import("@web/features/feed/pages/post-page")).PostPage }),
      },
      {
        path: "_app",
        lazy: async () => ({ Component: (await import("./pages/app-shell-page")).AppShellPage }),
      },
      {
        path: "auth/forgot-password",
        lazy: async () => ({
          Component: (await import("@web/features/auth/pages/forgot-password-page")).ForgotPasswordPage,
        }),
      },
      {
        path: "auth/reset-password",
        lazy: async () => ({
          Component: (await import("@web/features/auth/pages/reset-password-page")).ResetPasswordPage,
        }),
      },
      {
        Component: RequireGuest,
        children: [
          {
            path: "auth",
            lazy: async () => ({
              Component: (await import("@web/features/auth/pages/sign-in-page")).SignInPage,
            }),
          },
          {
            path: "signup/choosemembership",
            lazy: async () => ({
              Component: (await import("@web/features/auth/pages/sign-up-page")).SignUpPage,
            }),
          },
          {
            path: "signup/invite",
            lazy: async () => ({
              Component: (await import("@web/features/auth/pages/invite-sign-up-page")).InviteSignUpPage,
            }),
          },
          { path: "signup", element: <Navigate to="/signup/choosemembership" replace /> },
        ],
      },
      {
        Component: RequireSession,
        children: [
          {
            path: "feed",
            lazy: async () => ({ Component: (await import("@web/features/feed/pages/feed-page")).FeedPage }),
          },
          {
            path: "moderation",
            lazy: async () => ({
              Component: (await import("@web/features/feed/pages/moderation-page")).ModerationPage,
            }),
          },
          {
            path: "watch",
            lazy: async () => ({
              Component: (await import("@web/features/content/pages/watch-page")).WatchPage,
            }),
          },
          {
            path: "watch/:id",
            lazy: async () => ({
              Component: (await import("@web/features/content/pages/video-page")).VideoPage,
            }),
          },
          {
            path: "read",
            lazy: async () => ({
              Component: (await import("@web/features/content/pages/read-page")).ReadPage,
            }),
          },
          {
            path: "read/:id",
            lazy: async () => ({
              Component: (await import("@web/features/content/pages/article-page")).ArticlePage,
            }),
          },
          {
            path: "events",
            lazy: async () => ({
              Component: (await import("@web/features/events/pages/events-page")).EventsPage,
            }),
          },
          {
            path: "events/new",
            lazy: async () => ({
              Component: (await import("@web/features/events/pages/event-form-page")).NewEventPage,
            }),
          },
          {
            path: "events/:id",
            lazy: async () => ({
              Component: (await import("@web/features/events/pages/event-page")).EventPage,
            }),
          },
          {
            path: "events/:id/edit",
            lazy: async () => ({
              Component: (await import("@web/features/events/pages/event-form-page")).EditEventPage,
            }),
          },
          {
            path: "events/:eventId/meetings",
            lazy: async () => ({
              Component: (await import("@web/features/meetings/pages/meeting-board-page")).MeetingBoardPage,
            }),
          },
          {
            path: "meetings",
            lazy: async () => ({
              Component: (await import("@web/features/meetings/pages/meetings-page")).MeetingsPage,
            }),
          },
          {
            path: "progress",
            lazy: async () => ({
              Component: (await import("@web/features/progress/pages/progress-page")).ProgressPage,
            }),
          },
          {
            path: "decisions",
            lazy: async () => ({
              Component: (await import("@web/features/decisions/pages/decisions-page")).DecisionsPage,
            }),
          },
          {
            path: "bookmarks",
            lazy: async () => ({
              Component: (await import("@web/features/bookmarks/pages/bookmarks-page")).BookmarksPage,
            }),
          },
          {
            path: "notifications",
            lazy: async () => ({
              Component: (await import("@web/features/notifications/pages/notifications-page"))
                .NotificationsPage,
            }),
          },
          {
            path: "companies/:id/manage",
            lazy: async () => ({
              Component: (await import("@web/features/companies/pages/company-manage-page"))
                .CompanyManagePage,
            }),
          },
          {
            path: "account",
            lazy: async () => ({
              Component: (await import("@web/features/account/pages/account-page")).AccountPage,
            }),
          },
        ],
      },
      { path: "*", lazy: async () => ({ Component: (await import("./pages/not-found-page")).NotFoundPage }) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
