// Every route's example for the permission matrix, by area.
import { accountsExamples } from "./accounts";
import { adminExamples } from "./admin";
import { adminCompaniesExamples } from "./admin-companies";
import { authExamples } from "./auth";
import { billingExamples } from "./billing";
import { communityExamples } from "./community";
import { companiesExamples } from "./companies";
import { eventsExamples } from "./events";
import { insightsExamples } from "./insights";
import { learningExamples } from "./learning";
import { suspensionsExamples } from "./suspensions";
import type { RouteExamples } from "./types";

export const routeExamples: RouteExamples = {
  ...authExamples,
  ...accountsExamples,
  ...companiesExamples,
  ...billingExamples,
  ...communityExamples,
  ...learningExamples,
  ...eventsExamples,
  ...insightsExamples,
  ...suspensionsExamples,
  ...adminExamples,
  ...adminCompaniesExamples,
};
