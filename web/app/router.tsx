// The route table of spec section 2. Pages load lazily; the shell, the guards and "/" do not. A page
// that reads data has a loader, loaded beside the page's code, that starts the page's queries while
// that code downloads (docs/decisions/0017).

import type { QueryClient } from "@tanstack/react-query";
import { PageLoading } from "@web/lib/components/page-loading";
import { createBrowserRouter, Navigate, type RouteObject, RouterProvider } from "react-router";
import { IndexPage } from "./pages/index-page";
import { RouteErrorPage } from "./pages/route-error-page";
import { RequireGuest, RequirePlatformAdmin, RequireSession } from "./route-guards";
import { Shell } from "./shell/shell";

// Every page and loader module is imported from one place, whole: each import() carries, in the
// app's first chunk, the list of chunks to preload with it, so a module a route loads for more than
// one thing (its page and the page's handle, or the loaders of several pages) lists them once.
const discoverLoaders = () => import("@web/features/discover/api/discover-loaders");
const discoverPage = () => import("@web/features/discover/pages/discover-page");
const companyLoaders = () => import("@web/features/companies/api/company-loaders");
const companiesPage = () => import("@web/features/companies/pages/companies-page");
const companyPage = () => import("@web/features/companies/pages/company-page");
const feedLoaders = () => import("@web/features/feed/api/feed-loaders");
const postPage = () => import("@web/features/feed/pages/post-page");
const appShellPage = () => import("./pages/app-shell-page");
const forgotPasswordPage = () => import("@web/features/auth/pages/forgot-password-page");
const resetPasswordPage = () => import("@web/features/auth/pages/reset-password-page");
const signInPage = () => import("@web/features/auth/pages/sign-in-page");
const signUpPage = () => import("@web/features/auth/pages/sign-up-page");
const authLoaders = () => import("@web/features/auth/api/auth-loaders");
const inviteSignUpPage = () => import("@web/features/auth/pages/invite-sign-up-page");
const feedPage = () => import("@web/features/feed/pages/feed-page");
const moderationPage = () => import("@web/features/feed/pages/moderation-page");
const contentLoaders = () => import("@web/features/content/api/content-loaders");
const watchPage = () => import("@web/features/content/pages/watch-page");
const videoPage = () => import("@web/features/content/pages/video-page");
const readPage = () => import("@web/features/content/pages/read-page");
const articlePage = () => import("@web/features/content/pages/article-page");
const eventLoaders = () => import("@web/features/events/api/event-loaders");
const eventsPage = () => import("@web/features/events/pages/events-page");
const eventFormPage = () => import("@web/features/events/pages/event-form-page");
const eventPage = () => import("@web/features/events/pages/event-page");
const meetingLoaders = () => import("@web/features/meetings/api/meeting-loaders");
const meetingBoardPage = () => import("@web/features/meetings/pages/meeting-board-page");
const meetingsPage = () => import("@web/features/meetings/pages/meetings-page");
const learningLoaders = () => import("@web/features/learning/api/learning-loaders");
const coursesPage = () => import("@web/features/learning/pages/courses-page");
const coursePage = () => import("@web/features/learning/pages/course-page");
const lessonPage = () => import("@web/features/learning/pages/lesson-page");
const progressPage = () => import("@web/features/learning/pages/progress-page");
const certificatePage = () => import("@web/features/learning/pages/certificate-page");
const decisionsLoaders = () => import("@web/features/decisions/api/decisions-loaders");
const decisionsPage = () => import("@web/features/decisions/pages/decisions-page");
const privacyPage = () => import("@web/features/decisions/pages/privacy-page");
const bookmarkLoaders = () => import("@web/features/bookmarks/api/bookmark-loaders");
const bookmarksPage = () => import("@web/features/bookmarks/pages/bookmarks-page");
const notificationsPage = () => import("@web/features/notifications/pages/notifications-page");
const companyManagePage = () => import("@web/features/companies/pages/company-manage-page");
const accountLoaders = () => import("@web/features/account/api/account-loaders");
const accountPage = () => import("@web/features/account/pages/account-page");
const courseEditor = () => import("@web/features/learning/api/course-editor");
const courseEditorPage = () => import("@web/features/learning/pages/course-editor-page");
const myCoursesPage = () => import("@web/features/learning/pages/my-courses-page");
const adminLoaders = () => import("@web/features/admin/api/admin-loaders");
const adminHomePage = () => import("@web/features/admin/pages/admin-home-page");
const auditLogPage = () => import("@web/features/admin/pages/audit-log-page");
const usersPage = () => import("@web/features/admin/pages/users-page");
const userPage = () => import("@web/features/admin/pages/user-page");
const referenceDataPage = () => import("@web/features/admin/pages/reference-data-page");
const operationsPage = () => import("@web/features/admin/pages/operations-page");
const adminCompaniesPage = () => import("@web/features/admin/pages/companies-page");
const customersPage = () => import("@web/features/admin/pages/customers-page");
const companyBillingPage = () => import("@web/features/admin/pages/company-billing-page");
const notFoundPage = () => import("./pages/not-found-page");

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
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
          lazy: {
            loader: async () => (await discoverLoaders()).discoverPageLoader(queryClient),
            Component: async () => (await discoverPage()).DiscoverPage,
          },
        },
        {
          path: "companies",
          lazy: {
            loader: async () => (await companyLoaders()).companiesPageLoader(queryClient),
            Component: async () => (await companiesPage()).CompaniesPage,
          },
        },
        {
          path: "companies/:id",
          lazy: {
            loader: async () => (await companyLoaders()).companyPageLoader(queryClient),
            Component: async () => (await companyPage()).CompanyPage,
            handle: async () => (await companyPage()).handle,
          },
        },
        {
          path: "posts/:id",
          lazy: {
            loader: async () => (await feedLoaders()).postPageLoader(queryClient),
            Component: async () => (await postPage()).PostPage,
            handle: async () => (await postPage()).handle,
          },
        },
        // Open to anyone with the link: a certificate is verified where it is shown.
        {
          path: "certificates/:id",
          lazy: {
            loader: async () => (await learningLoaders()).certificatePageLoader(queryClient),
            Component: async () => (await certificatePage()).CertificatePage,
            handle: async () => (await certificatePage()).handle,
          },
        },
        {
          path: "_app",
          lazy: async () => ({ Component: (await appShellPage()).AppShellPage }),
        },
        {
          path: "auth/forgot-password",
          lazy: async () => ({
            Component: (await forgotPasswordPage()).ForgotPasswordPage,
          }),
        },
        {
          path: "auth/reset-password",
          lazy: async () => ({
            Component: (await resetPasswordPage()).ResetPasswordPage,
          }),
        },
        {
          Component: RequireGuest,
          children: [
            {
              path: "auth",
              lazy: async () => ({
                Component: (await signInPage()).SignInPage,
              }),
            },
            {
              path: "signup/choosemembership",
              lazy: async () => ({
                Component: (await signUpPage()).SignUpPage,
              }),
            },
            {
              path: "signup/invite",
              lazy: {
                loader: async () => (await authLoaders()).inviteSignUpPageLoader(queryClient),
                Component: async () => (await inviteSignUpPage()).InviteSignUpPage,
                handle: async () => (await inviteSignUpPage()).handle,
              },
            },
            { path: "signup", element: <Navigate to="/signup/choosemembership" replace /> },
          ],
        },
        {
          Component: RequireSession,
          children: [
            {
              path: "feed",
              lazy: {
                loader: async () => (await feedLoaders()).feedPageLoader(queryClient),
                Component: async () => (await feedPage()).FeedPage,
                handle: async () => (await feedPage()).handle,
              },
            },
            {
              path: "moderation",
              lazy: {
                loader: async () => (await feedLoaders()).moderationPageLoader(queryClient),
                Component: async () => (await moderationPage()).ModerationPage,
                handle: async () => (await moderationPage()).handle,
              },
            },
            {
              path: "watch",
              lazy: {
                loader: async () => (await contentLoaders()).contentListLoader(queryClient, "video"),
                Component: async () => (await watchPage()).WatchPage,
              },
            },
            {
              path: "watch/:id",
              lazy: {
                loader: async () => (await contentLoaders()).contentItemLoader(queryClient),
                Component: async () => (await videoPage()).VideoPage,
                handle: async () => (await videoPage()).handle,
              },
            },
            {
              path: "read",
              lazy: {
                loader: async () => (await contentLoaders()).contentListLoader(queryClient, "article"),
                Component: async () => (await readPage()).ReadPage,
              },
            },
            {
              path: "read/:id",
              lazy: {
                loader: async () => (await contentLoaders()).contentItemLoader(queryClient),
                Component: async () => (await articlePage()).ArticlePage,
                handle: async () => (await articlePage()).handle,
              },
            },
            {
              path: "events",
              lazy: {
                loader: async () => (await eventLoaders()).eventsPageLoader(queryClient),
                Component: async () => (await eventsPage()).EventsPage,
                handle: async () => (await eventsPage()).handle,
              },
            },
            {
              path: "events/new",
              lazy: {
                loader: async () => (await eventLoaders()).newEventPageLoader(queryClient),
                Component: async () => (await eventFormPage()).NewEventPage,
                handle: async () => (await eventFormPage()).newEventHandle,
              },
            },
            {
              path: "events/:id",
              lazy: {
                loader: async () => (await eventLoaders()).eventPageLoader(queryClient),
                Component: async () => (await eventPage()).EventPage,
                handle: async () => (await eventPage()).handle,
              },
            },
            {
              path: "events/:id/edit",
              lazy: {
                loader: async () => (await eventLoaders()).editEventPageLoader(queryClient),
                Component: async () => (await eventFormPage()).EditEventPage,
                handle: async () => (await eventFormPage()).editEventHandle,
              },
            },
            {
              path: "events/:eventId/meetings",
              lazy: {
                loader: async () => (await meetingLoaders()).meetingBoardPageLoader(queryClient),
                Component: async () => (await meetingBoardPage()).MeetingBoardPage,
                handle: async () => (await meetingBoardPage()).handle,
              },
            },
            {
              path: "meetings",
              lazy: {
                loader: async () => (await meetingLoaders()).meetingsPageLoader(queryClient),
                Component: async () => (await meetingsPage()).MeetingsPage,
              },
            },
            {
              path: "courses",
              lazy: {
                loader: async () => (await learningLoaders()).coursesPageLoader(queryClient),
                Component: async () => (await coursesPage()).CoursesPage,
                handle: async () => (await coursesPage()).handle,
              },
            },
            {
              path: "courses/:id",
              lazy: {
                loader: async () => (await learningLoaders()).coursePageLoader(queryClient),
                Component: async () => (await coursePage()).CoursePage,
                handle: async () => (await coursePage()).handle,
              },
            },
            {
              path: "courses/:id/lessons/:lessonId",
              lazy: {
                loader: async () => (await learningLoaders()).lessonPageLoader(queryClient),
                Component: async () => (await lessonPage()).LessonPage,
                handle: async () => (await lessonPage()).handle,
              },
            },
            {
              path: "progress",
              lazy: {
                loader: async () => (await learningLoaders()).progressPageLoader(queryClient),
                Component: async () => (await progressPage()).ProgressPage,
                handle: async () => (await progressPage()).handle,
              },
            },
            {
              path: "decisions",
              lazy: {
                loader: async () => (await decisionsLoaders()).decisionsPageLoader(queryClient),
                Component: async () => (await decisionsPage()).DecisionsPage,
              },
            },
            {
              path: "decisions/privacy",
              lazy: {
                loader: async () => (await decisionsLoaders()).privacyPageLoader(queryClient),
                Component: async () => (await privacyPage()).PrivacyPage,
              },
            },
            {
              path: "bookmarks",
              lazy: {
                loader: async () => (await bookmarkLoaders()).bookmarksPageLoader(queryClient),
                Component: async () => (await bookmarksPage()).BookmarksPage,
              },
            },
            {
              path: "notifications",
              lazy: {
                loader: async () =>
                  (
                    await import("@web/features/notifications/api/notification-loaders")
                  ).notificationsPageLoader(queryClient),
                Component: async () => (await notificationsPage()).NotificationsPage,
                handle: async () => (await notificationsPage()).handle,
              },
            },
            {
              path: "companies/:id/manage",
              lazy: {
                loader: async () => (await companyLoaders()).companyManagePageLoader(queryClient),
                Component: async () => (await companyManagePage()).CompanyManagePage,
                handle: async () => (await companyManagePage()).handle,
              },
            },
            {
              path: "account",
              lazy: {
                loader: async () => (await accountLoaders()).accountPageLoader(queryClient),
                Component: async () => (await accountPage()).AccountPage,
              },
            },
            // Writing courses (platform admins and company admins).
            {
              path: "courses/mine",
              lazy: {
                loader: async () => (await courseEditor()).myCoursesPageLoader(queryClient),
                Component: async () => (await myCoursesPage()).MyCoursesPage,
                handle: async () => (await myCoursesPage()).handle,
              },
            },
            {
              path: "courses/new",
              lazy: {
                loader: async () => (await courseEditor()).newCoursePageLoader(queryClient),
                Component: async () => (await courseEditorPage()).NewCoursePage,
                handle: async () => (await courseEditorPage()).newCourseHandle,
              },
            },
            {
              path: "courses/:id/edit",
              lazy: {
                loader: async () => (await courseEditor()).editCoursePageLoader(queryClient),
                Component: async () => (await courseEditorPage()).EditCoursePage,
                handle: async () => (await courseEditorPage()).editCourseHandle,
              },
            },
          ],
        },
        // The admin console (platform admins; anyone else sees the not-found page).
        {
          Component: RequirePlatformAdmin,
          children: [
            {
              path: "admin",
              lazy: async () => ({ Component: (await adminHomePage()).AdminHomePage }),
            },
            {
              path: "admin/users",
              lazy: {
                loader: async () => (await adminLoaders()).usersPageLoader(queryClient),
                Component: async () => (await usersPage()).UsersPage,
                handle: async () => (await usersPage()).handle,
              },
            },
            {
              path: "admin/users/:id",
              lazy: {
                loader: async () => (await adminLoaders()).userPageLoader(queryClient),
                Component: async () => (await userPage()).UserPage,
                handle: async () => (await userPage()).handle,
              },
            },
            {
              path: "admin/audit-log",
              lazy: {
                loader: async () => (await adminLoaders()).auditLogPageLoader(queryClient),
                Component: async () => (await auditLogPage()).AuditLogPage,
                handle: async () => (await auditLogPage()).handle,
              },
            },
            {
              path: "admin/reference-data",
              lazy: async () => ({ Component: (await referenceDataPage()).ReferenceDataPage }),
            },
            {
              path: "admin/companies",
              lazy: async () => ({ Component: (await adminCompaniesPage()).CompaniesPage }),
            },
            {
              path: "admin/health",
              lazy: {
                loader: async () => (await adminLoaders()).operationsPageLoader(queryClient),
                Component: async () => (await operationsPage()).OperationsPage,
                handle: async () => (await operationsPage()).handle,
              },
            },
            {
              path: "admin/customers",
              lazy: {
                loader: async () => (await adminLoaders()).customersPageLoader(queryClient),
                Component: async () => (await customersPage()).CustomersPage,
              },
            },
            {
              path: "admin/companies/:id/billing",
              lazy: {
                loader: async () => (await adminLoaders()).companyBillingPageLoader(queryClient),
                Component: async () => (await companyBillingPage()).CompanyBillingPage,
                handle: async () => (await companyBillingPage()).handle,
              },
            },
          ],
        },
        {
          path: "*",
          lazy: async () => ({ Component: (await notFoundPage()).NotFoundPage }),
        },
      ],
    },
  ];
}

/**
 * Navigations are not transitions: the new address shows at once, with the spinner of whatever it
 * still waits for, instead of the old page lingering while the new one's data loads.
 */
export const USE_TRANSITIONS = false;

/**
 * The app's router, whose loaders fill the app's query client. Made as the script starts, so that
 * the first page's code and data start downloading before React renders anything.
 */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}

export function AppRouter({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return <RouterProvider router={router} useTransitions={USE_TRANSITIONS} />;
}
