// The vendor's view of /decisions lives in the address, so that a link (a surge notification's
// ?matchPoint=&account=) opens it as it was: match point, filters, sort and the account whose "why"
// is open (?account=, with ?intentType= when the view spans all match points).
import { IntentTypeSchema } from "@common/intent-types";
import { useSearchParams } from "react-router";
import {
  INSIGHT_FILTER_NAMES,
  type InsightView,
  insightView,
  type WhyTarget,
  whyTarget,
} from "../api/account-insights";

type ParamName = keyof InsightView | "account" | "intentType";

export function useInsightParams(matchPoints: readonly string[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = insightView(searchParams, matchPoints);
  const askedMatchPoint = searchParams.get("matchPoint");

  function change(values: Partial<Record<ParamName, string | undefined>>) {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        for (const [name, value] of Object.entries(values)) {
          if (value) params.set(name, value);
          else params.delete(name);
        }
        return params;
      },
      { replace: true },
    );
  }

  return {
    view,
    /** A match point the address asks for that the company does not have (any more). */
    unknownMatchPoint:
      askedMatchPoint &&
      askedMatchPoint !== view.matchPoint &&
      IntentTypeSchema.safeParse(askedMatchPoint).success
        ? askedMatchPoint
        : null,
    filtered: INSIGHT_FILTER_NAMES.some((name) => view[name] !== undefined),
    why: whyTarget(searchParams, view, matchPoints),
    change,
    clearFilters: () => change(Object.fromEntries(INSIGHT_FILTER_NAMES.map((name) => [name, undefined]))),
    openWhy: ({ companyId, intentType }: WhyTarget) =>
      change({ account: companyId, intentType: intentType === view.matchPoint ? undefined : intentType }),
    closeWhy: () => change({ account: undefined, intentType: undefined }),
  };
}
