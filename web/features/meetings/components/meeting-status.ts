import type { MeetingStatus } from "@common/meetings";

export const MEETING_STATUS_LABELS: Record<MeetingStatus, string> = {
  requested: "Requested",
  accepted: "Accepted",
  declined: "Declined",
  cancelled: "Cancelled",
  completed: "Completed",
  no_show: "No-show",
  rescheduled: "Rescheduled",
};

export const MEETING_STATUS_COLORS: Record<
  MeetingStatus,
  "default" | "primary" | "success" | "warning" | "error"
> = {
  requested: "primary",
  accepted: "success",
  declined: "default",
  cancelled: "default",
  completed: "success",
  no_show: "warning",
  rescheduled: "default",
};
