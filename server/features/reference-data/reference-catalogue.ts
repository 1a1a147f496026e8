// The lists every installation starts with, seeded at boot (reference-data.service.ts). Industries
// come from common/industries.ts, the one list the sign-up form also uses; the others live in data/.

import { INDUSTRIES } from "@common/industries";
import { REFERENCE_NAME_MAX_LENGTH, type ReferenceKind } from "@common/reference-data";
import { z } from "zod";
import companySizes from "./data/company-sizes.json" with { type: "json" };
import companySpecialities from "./data/company-specialities.json" with { type: "json" };
import interests from "./data/interests.json" with { type: "json" };
import jobFunctions from "./data/job-functions.json" with { type: "json" };
import jobTitles from "./data/job-titles.json" with { type: "json" };

export interface CatalogueItem {
  name: string;
  position: number | null;
}

const NameSchema = z.string().trim().min(1).max(REFERENCE_NAME_MAX_LENGTH);
const NamesSchema = z.array(NameSchema);
const PositionedSchema = z.array(z.object({ name: NameSchema, position: z.number().int().min(0) }));

const unordered = (names: readonly string[]): CatalogueItem[] =>
  NamesSchema.parse(names).map((name) => ({ name, position: null }));

/**
 * Parsed once at import so that a broken data file stops the boot with a clear message instead of
 * seeding half a list; duplicate names (any case) would collide on the unique index.
 */
function buildCatalogue(): Record<ReferenceKind, CatalogueItem[]> {
  const catalogue: Record<ReferenceKind, CatalogueItem[]> = {
    "company-specialities": unordered(companySpecialities),
    interests: unordered(interests),
    industries: unordered(INDUSTRIES),
    "job-titles": unordered(jobTitles),
    "job-functions": unordered(jobFunctions),
    "company-sizes": PositionedSchema.parse(companySizes),
  };
  for (const [kind, items] of Object.entries(catalogue)) {
    const names = new Set(items.map((item) => item.name.toLowerCase()));
    if (names.size !== items.length) throw new Error(`The ${kind} reference list repeats a name.`);
  }
  return catalogue;
}

export const REFERENCE_CATALOGUE = buildCatalogue();
