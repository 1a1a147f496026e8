// A company's products (spec section 7: /factor/companies/{id}/products), each with the person at
// the company who answers for it.
import { z } from "zod";
import { PersonSchema, WebsiteSchema } from "./companies";
import { pageQuery, pageSchema } from "./pagination";

export const PRODUCT_PAGE_SIZE = 50;

export const ProductParamsSchema = z.object({
  id: z.uuid("id must be a company id"),
  productId: z.uuid("productId must be a product id"),
});

/** User ids are better-auth's opaque strings, not UUIDs. */
const UserIdSchema = z
  .string({ error: "must be a user id" })
  .trim()
  .min(1, "must be a user id")
  .max(100, "must be a user id");

export const ProductOwnerParamsSchema = z.object({
  id: z.uuid("id must be a company id"),
  userId: UserIdSchema,
});

export const ProductSchema = z
  .object({
    id: z.string(),
    companyId: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    website: z.string().nullable(),
    imageUrl: z.string().nullable(),
    imageThumbnailUrl: z.string().nullable(),
    /** The person who answers for the product; null once they are gone. */
    owner: PersonSchema.nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "Product" });
export type Product = z.infer<typeof ProductSchema>;

export const ProductsQuerySchema = pageQuery(PRODUCT_PAGE_SIZE);
export const ProductPageSchema = pageSchema(ProductSchema).meta({ id: "ProductPage" });
export type ProductPage = z.infer<typeof ProductPageSchema>;

const ProductFieldsSchema = z.object({
  name: z
    .string({ error: "name must be text" })
    .trim()
    .min(1, "name is required")
    .max(160, "name must be at most 160 characters"),
  description: z
    .string({ error: "description must be text" })
    .trim()
    .max(5000, "description must be at most 5000 characters")
    .transform((value) => (value === "" ? null : value))
    .nullable(),
  website: WebsiteSchema.nullable(),
  /** An image uploaded through /api/factor/upload/image by the caller; null removes the image. */
  imageUploadId: z.uuid("imageUploadId must be an upload id").nullable(),
});

export const CreateProductSchema = ProductFieldsSchema.partial()
  .required({ name: true })
  .strict()
  .meta({ id: "CreateProduct" });
export type CreateProductInput = z.infer<typeof CreateProductSchema>;

export const UpdateProductSchema = ProductFieldsSchema.extend({
  /** Hands the product to another person of the company; null leaves it without an owner. */
  ownerId: UserIdSchema.nullable(),
})
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, "Give at least one field to change")
  .meta({ id: "UpdateProduct" });
export type UpdateProductInput = z.infer<typeof UpdateProductSchema>;
