// The company forms' schemas: the contract's field rules (common/companies.ts) applied to form
// fields, where "" means "none". A form keeps its values' types; toNull makes the API's null.

import { type Company, CompanyFieldsSchema, WebsiteSchema } from "@common/companies";
import { type RevenueBand, RevenueBandSchema } from "@common/revenue-bands";
import { z } from "zod";
import { changedFields } from "./changed-fields";

/** An empty field means "none", which the API writes as null. */
export function toNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

export const WEBSITE_ERROR = "Enter a web address that starts with https:// or http://";

/** An http(s) address, or nothing. */
export const WebsiteFieldSchema = z
  .string()
  .trim()
  .refine((value) => value === "" || WebsiteSchema.safeParse(value).success, WEBSITE_ERROR);

/** Text of at most `max` characters, possibly empty. */
export const optionalTextField = (max: number) => z.string().trim().max(max);

export const CompanyProfileFormSchema = CompanyFieldsSchema.pick({
  name: true,
  isPage: true,
  headquarter: true,
  industry: true,
  specialities: true,
  interests: true,
}).extend({
  size: z.string(),
  description: optionalTextField(5000),
  website: WebsiteFieldSchema,
  revenueBand: z.union([z.literal(""), RevenueBandSchema]),
});
export type CompanyProfileFormValues = z.infer<typeof CompanyProfileFormSchema>;

export function companyFormValues(company: Company): CompanyProfileFormValues {
  const revenueBand = RevenueBandSchema.safeParse(company.revenueBand);
  return {
    name: company.name,
    isPage: company.isPage,
    headquarter: company.headquarter ?? "",
    industry: company.industry,
    size: company.size ?? "",
    revenueBand: revenueBand.success ? revenueBand.data : "",
    description: company.description ?? "",
    website: company.website ?? "",
    specialities: company.specialities,
    interests: company.interests,
  };
}

interface CompanyProfileFields {
  name: string;
  isPage: boolean;
  headquarter: string | null;
  industry: string | null;
  size: string | null;
  revenueBand: RevenueBand | null;
  description: string | null;
  website: string | null;
  specialities: string[];
  interests: string[];
}

/** Only what differs from the company as it is: an update sends only the fields to change. */
export function changedCompanyFields(
  company: Company,
  form: CompanyProfileFormValues,
): Partial<CompanyProfileFields> {
  const next: CompanyProfileFields = {
    name: form.name.trim(),
    isPage: form.isPage,
    headquarter: toNull(form.headquarter ?? ""),
    industry: form.industry,
    size: toNull(form.size),
    revenueBand: form.revenueBand === "" ? null : form.revenueBand,
    description: toNull(form.description),
    website: toNull(form.website),
    specialities: form.specialities,
    interests: form.interests,
  };
  const current: CompanyProfileFields = {
    name: company.name,
    isPage: company.isPage,
    headquarter: company.headquarter,
    industry: company.industry,
    size: company.size,
    revenueBand: RevenueBandSchema.safeParse(company.revenueBand).data ?? null,
    description: company.description,
    website: company.website,
    specialities: company.specialities,
    interests: company.interests,
  };
  return changedFields(next, current);
}

export const CreateCompanyFormSchema = z.object({
  name: CompanyFieldsSchema.shape.name,
  headquarter: optionalTextField(120),
  website: WebsiteFieldSchema,
  isPage: z.boolean(),
});
export type CreateCompanyFormValues = z.infer<typeof CreateCompanyFormSchema>;
