// A company's resources (spec section 7: /resources?companyId): documents and videos it uploaded,
// and links to elsewhere.
import { z } from "zod";
import { PAGE_SIZE } from "./constants";
import { pageQuery, pageSchema } from "./pagination";

export const RESOURCE_KINDS = ["document", "video", "link"] as const;
export const ResourceKindSchema = z.enum(RESOURCE_KINDS, {
  error: `kind must be one of ${RESOURCE_KINDS.join(", ")}`,
});
export type ResourceKind = z.infer<typeof ResourceKindSchema>;

export const ResourceIdParamsSchema = z.object({ id: z.uuid("id must be a resource id") });

export const ResourceSchema = z
  .object({
    id: z.string(),
    companyId: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    kind: ResourceKindSchema,
    /** A link's address, or where an uploaded file is served (/api/files/...); null if the file is gone. */
    url: z.string().nullable(),
    /** For documents and videos: the uploaded file's name, type and size. */
    fileName: z.string().nullable(),
    contentType: z.string().nullable(),
    sizeBytes: z.number().int().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "Resource" });
export type Resource = z.infer<typeof ResourceSchema>;

export const ResourcesQuerySchema = pageQuery(PAGE_SIZE.resources).extend({
  companyId: z.uuid("companyId must be a company id"),
  kind: ResourceKindSchema.optional(),
});
export type ResourcesQuery = z.infer<typeof ResourcesQuerySchema>;

export const ResourcePageSchema = pageSchema(ResourceSchema).meta({ id: "ResourcePage" });
export type ResourcePage = z.infer<typeof ResourcePageSchema>;

const LinkUrlSchema = z
  .url({ protocol: /^https?$/, error: "url must be an http or https address" })
  .max(2000, "url must be at most 2000 characters");

const ResourceFieldsSchema = z.object({
  title: z
    .string({ error: "title must be text" })
    .trim()
    .min(1, "title is required")
    .max(200, "title must be at most 200 characters"),
  description: z
    .string({ error: "description must be text" })
    .trim()
    .max(2000, "description must be at most 2000 characters")
    .transform((value) => (value === "" ? null : value))
    .nullable(),
  url: LinkUrlSchema,
});

export const CreateResourceSchema = ResourceFieldsSchema.partial()
  .required({ title: true })
  .extend({
    companyId: z.uuid("companyId must be a company id"),
    kind: ResourceKindSchema,
    /** For documents and videos: a file of that kind uploaded by the caller. */
    uploadId: z.uuid("uploadId must be an upload id").optional(),
  })
  .strict()
  .superRefine((body, context) => {
    if (body.kind === "link") {
      if (!body.url) context.addIssue({ code: "custom", path: ["url"], message: "a link needs a url" });
      if (body.uploadId !== undefined)
        context.addIssue({ code: "custom", path: ["uploadId"], message: "a link has no upload" });
    } else {
      if (!body.uploadId)
        context.addIssue({ code: "custom", path: ["uploadId"], message: `a ${body.kind} needs an uploadId` });
      if (body.url !== undefined)
        context.addIssue({
          code: "custom",
          path: ["url"],
          message: `a ${body.kind} takes its url from its upload`,
        });
    }
  })
  .meta({ id: "CreateResource" });
export type CreateResourceInput = z.infer<typeof CreateResourceSchema>;

/** The url can change on links only; the service refuses it for uploads. */
export const UpdateResourceSchema = ResourceFieldsSchema.partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, "Give at least one field to change")
  .meta({ id: "UpdateResource" });
export type UpdateResourceInput = z.infer<typeof UpdateResourceSchema>;
