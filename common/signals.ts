// Interest signals behind decision insights (DESIGN.md section 7): the kinds, their weights and the
// daily cap per person and intent type.
export const SIGNAL_WEIGHTS = {
  contentView: 1,
  videoWatched: 2,
  lessonView: 1,
  lessonCompleted: 2,
  bookmark: 3,
  companyPageView: 3,
  eventSessionAttended: 5,
  meetingAccepted: 8,
  decisionCycleDeclared: 10,
} as const;

export type SignalKind = keyof typeof SIGNAL_WEIGHTS;

/** One person adds at most this many points a day per intent type. */
export const SIGNAL_DAILY_CAP = 6;
