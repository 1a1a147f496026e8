// What a company can do, grouped by type (spec section 7: /factor/companies/{id}/capabilities): the
// types are a fixed list, the names within a type are the company's own.
import { z } from "zod";

/** The capability types in the order a company profile shows them. */
export const CAPABILITY_TYPES = [
  { id: "use-case", label: "Use cases" },
  { id: "integration", label: "Integrations" },
  { id: "deployment", label: "Deployment options" },
  { id: "certification", label: "Certifications" },
  { id: "service", label: "Services" },
  { id: "region", label: "Regions" },
] as const;

export type CapabilityType = (typeof CAPABILITY_TYPES)[number]["id"];
export const CAPABILITY_TYPE_IDS = CAPABILITY_TYPES.map((type) => type.id) as [
  CapabilityType,
  ...CapabilityType[],
];
export const CapabilityTypeSchema = z.enum(CAPABILITY_TYPE_IDS, {
  error: `type must be one of ${CAPABILITY_TYPE_IDS.join(", ")}`,
});

export function isCapabilityType(value: string): value is CapabilityType {
  return (CAPABILITY_TYPE_IDS as string[]).includes(value);
}

export function capabilityTypeLabel(type: CapabilityType): string {
  return CAPABILITY_TYPES.find((entry) => entry.id === type)?.label ?? type;
}

export const CapabilityTypeParamsSchema = z.object({
  id: z.uuid("id must be a company id"),
  type: CapabilityTypeSchema,
});

export const CapabilityParamsSchema = z.object({
  id: z.uuid("id must be a company id"),
  capabilityId: z.uuid("capabilityId must be a capability id"),
});

export const CapabilitySchema = z
  .object({ id: z.string(), type: CapabilityTypeSchema, name: z.string() })
  .meta({ id: "Capability" });
export type Capability = z.infer<typeof CapabilitySchema>;

export const CapabilityListSchema = z
  .object({ items: z.array(CapabilitySchema) })
  .meta({ id: "CapabilityList" });
export type CapabilityList = z.infer<typeof CapabilityListSchema>;

export const CapabilitiesQuerySchema = z.object({ type: CapabilityTypeSchema.optional() });

export const CAPABILITY_NAME_MAX = 120;
export const CAPABILITY_NAMES_PER_REQUEST = 50;

export const AddCapabilitiesSchema = z
  .object({
    names: z
      .array(
        z
          .string({ error: "names must be a list of names" })
          .trim()
          .min(1, "a name may not be empty")
          .max(CAPABILITY_NAME_MAX, `a name must be at most ${CAPABILITY_NAME_MAX} characters`),
        { error: "names must be a list of names" },
      )
      .min(1, "names: give at least one")
      .max(CAPABILITY_NAMES_PER_REQUEST, `names: at most ${CAPABILITY_NAMES_PER_REQUEST} at once`)
      // The same name twice in any case is one capability; the first spelling is kept.
      .transform((names) => {
        const seen = new Set<string>();
        return names.filter((name) => !seen.has(name.toLowerCase()) && seen.add(name.toLowerCase()));
      }),
  })
  .strict()
  .meta({ id: "AddCapabilities" });
export type AddCapabilitiesInput = z.infer<typeof AddCapabilitiesSchema>;
