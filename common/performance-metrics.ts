// Vendor performance and the customer dashboard without zod: the figures, their labels and what
// they count, for the page and the server alike (docs/decisions/0021).

/** A range of days: the last 90 by default, at most two years. */
export const DEFAULT_RANGE_DAYS = 90;
export const MAX_RANGE_DAYS = 731;

/**
 * The daily figures, in the order the page shows them. Flows are summed over a period; engaged
 * accounts are counted once over a period however many days they were active; surging tracked
 * accounts is a level, so a period's figure is its last day's.
 */
export const PERFORMANCE_METRICS = [
  "profileViews",
  "productViews",
  "followersGained",
  "contentViews",
  "watchMinutes",
  "eventRegistrations",
  "sessionAttendance",
  "meetingsRequested",
  "meetingsAccepted",
  "meetingsCompleted",
  "meetingNoShows",
  "engagedAccounts",
  "surgingTrackedAccounts",
] as const;
export type PerformanceMetric = (typeof PERFORMANCE_METRICS)[number];

export const PERFORMANCE_METRIC_LABELS: Record<PerformanceMetric, string> = {
  profileViews: "Company page views",
  productViews: "Product page views",
  followersGained: "Followers gained",
  contentViews: "Content views",
  watchMinutes: "Minutes of video watched",
  eventRegistrations: "Event registrations",
  sessionAttendance: "Session attendance",
  meetingsRequested: "Meeting requests sent",
  meetingsAccepted: "Meetings accepted",
  meetingsCompleted: "Meetings completed",
  meetingNoShows: "Meeting no-shows",
  engagedAccounts: "Engaged accounts",
  surgingTrackedAccounts: "Surging tracked accounts",
};

/** What each figure counts, as the page explains it. */
export const PERFORMANCE_METRIC_HELP: Record<PerformanceMetric, string> = {
  profileViews: "Opens of your company page by anyone outside your company, visitors included.",
  productViews: "Opens of your product pages by anyone outside your company.",
  followersGained: "Members who started following your company.",
  contentViews: "Opens of the videos and articles your company published.",
  watchMinutes: "Minutes of your videos played, counted as members move forward through them.",
  eventRegistrations: "Registrations for the events you host or sponsor.",
  sessionAttendance: "Check-ins at the sessions of the events you host or sponsor.",
  meetingsRequested: "Meeting requests your people sent.",
  meetingsAccepted: "Meetings leaders accepted.",
  meetingsCompleted: "Meetings marked as held.",
  meetingNoShows: "Meetings marked as a no-show.",
  engagedAccounts:
    "Accounts whose leaders did any of the above, counted once per period; only leaders who share their interest count.",
  surgingTrackedAccounts: "Your tracked accounts surging on the match point, as of the period's last day.",
};

export const DISTRIBUTIONS = ["stage", "industry", "size", "revenueBand", "hub"] as const;
export type Distribution = (typeof DISTRIBUTIONS)[number];

/** Buckets with fewer engaged accounts than this are folded into "Other", so none singles one out. */
export const MIN_BUCKET_ACCOUNTS = 3;

export const MEETING_FUNNEL_STEPS = ["requested", "accepted", "declined", "completed", "noShow"] as const;
export type MeetingFunnelStep = (typeof MEETING_FUNNEL_STEPS)[number];
