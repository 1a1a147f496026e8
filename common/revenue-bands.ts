import { z } from "zod";

/** Company revenue bands from spec section 3, smallest first. */
export const REVENUE_BANDS = [
  "$0-$1 million",
  "$1-$10 million",
  "$10-$50 million",
  "$50-$200 million",
  "$200-$500 million",
  "$500m-$1 billion",
  "$1 billion +",
] as const;

export type RevenueBand = (typeof REVENUE_BANDS)[number];
export const RevenueBandSchema = z.enum(REVENUE_BANDS);
