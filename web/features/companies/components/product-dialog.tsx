import { type Company, PersonSchema } from "@common/companies";
import { CreateProductSchema, type Product } from "@common/products";
import { zodResolver } from "@hookform/resolvers/zod";
import Inventory2Outlined from "@mui/icons-material/Inventory2Outlined";
import Avatar from "@mui/material/Avatar";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { FormTextField } from "@web/lib/components/form-text-field";
import { ImageField } from "@web/lib/components/image-field";
import { DialogForm, ResponsiveDialog } from "@web/lib/components/responsive-dialog";
import { useProfile } from "@web/lib/profile";
import { useNotify } from "@web/lib/use-notify";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { useCreateProduct, useUpdateProduct } from "../api/products";
import { changedFields } from "./changed-fields";
import { optionalTextField, toNull, WEBSITE_ERROR, WebsiteFieldSchema } from "./company-form-schema";
import { PersonPicker } from "./person-picker";

const ProductFormSchema = z.object({
  name: CreateProductSchema.shape.name,
  description: optionalTextField(5000),
  website: WebsiteFieldSchema,
  owner: PersonSchema.nullable().refine((owner) => Boolean(owner)),
});
type ProductFormValues = z.infer<typeof ProductFormSchema>;

/** The image as the form holds it: the saved one, a new upload, or removed. */
interface ProductImage {
  url: string | null;
  uploadId?: string | null;
}

interface ProductDialogProps {
  company: Company;
  /** The product to edit; without one, the dialog adds a product. */
  product?: Product;
  onClose: () => void;
}

/** Adds or edits a product: name, description, website, image and the person who answers for it. */
export function ProductDialog({ company, product, onClose }: ProductDialogProps) {
  const titleId = useId();
  const profile = useProfile();
  const createProduct = useCreateProduct(company.id);
  const updateProduct = useUpdateProduct(company.id);
  const notify = useNotify();
  const [image, setImage] = useState<ProductImage>({
    url: product?.imageThumbnailUrl ?? product?.imageUrl ?? null,
  });
  const me = profile.data;
  const { control, handleSubmit } = useForm<ProductFormValues>({
    resolver: zodResolver(ProductFormSchema),
    defaultValues: {
      name: product?.name ?? "",
      description: product?.description ?? "",
      website: product?.website ?? "",
      // A new product is the adding member's until they choose someone else.
      owner: product
        ? product.owner
        : me
          ? { id: me.id, name: me.name, jobTitle: me.jobTitle, photoUrl: me.photoUrl }
          : null,
    },
  });

  const submit = handleSubmit(({ owner, name, description, website }) => {
    const fields = { name, description: toNull(description), website: toNull(website) };
    const imageUploadId = image.uploadId;
    if (!product) {
      if (!owner) return;
      createProduct.mutate(
        { ...fields, ownerId: owner.id, ...(imageUploadId ? { imageUploadId } : {}) },
        {
          onSuccess: (created) => {
            notify.snackbar(`${created.name} has been added.`);
            onClose();
          },
        },
      );
      return;
    }
    const changes = {
      ...changedFields(fields, {
        name: product.name,
        description: product.description,
        website: product.website,
      }),
      ...(owner && owner.id !== product.owner?.id ? { ownerId: owner.id } : {}),
      ...(imageUploadId !== undefined ? { imageUploadId } : {}),
    };
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    updateProduct.mutate(
      { productId: product.id, changes },
      {
        onSuccess: (saved) => {
          notify.snackbar(`${saved.name} has been saved.`);
          onClose();
        },
      },
    );
  });

  const pending = createProduct.isPending || updateProduct.isPending;
  return (
    <ResponsiveDialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId}>
      <DialogForm onSubmit={submit}>
        <DialogTitle id={titleId}>{product ? `Edit ${product.name}` : "Add a product"}</DialogTitle>
        <DialogContent>
          <FormTextField
            control={control}
            name="name"
            label="Product name"
            autoFocus
            errorText="Enter the product's name (at most 160 characters)."
          />
          <FormTextField
            control={control}
            name="description"
            label="Description"
            multiline
            minRows={3}
            errorText="The description may be at most 5000 characters."
          />
          <FormTextField
            control={control}
            name="website"
            label="Website"
            type="url"
            placeholder="https://"
            errorText={WEBSITE_ERROR}
          />
          <Controller
            control={control}
            name="owner"
            render={({ field, fieldState }) => (
              <PersonPicker
                companyId={company.id}
                label="Product owner"
                value={field.value}
                onChange={field.onChange}
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error
                    ? "Choose who answers for the product."
                    : "The person at the company who answers questions about the product."
                }
              />
            )}
          />
          <ImageField
            label={image.url ? "Change image" : "Upload image"}
            removeLabel="Remove image"
            hasImage={Boolean(image.url)}
            preview={
              <Avatar
                variant="rounded"
                src={image.url ?? undefined}
                alt=""
                sx={{ width: 64, height: 64, bgcolor: "grey.200" }}
              >
                <Inventory2Outlined sx={{ color: "text.secondary" }} aria-hidden="true" />
              </Avatar>
            }
            onUploaded={(upload) => setImage({ url: upload.thumbnailUrl ?? upload.url, uploadId: upload.id })}
            onRemove={() => setImage({ url: null, uploadId: null })}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {product ? "Save product" : "Add product"}
          </Button>
        </DialogActions>
      </DialogForm>
    </ResponsiveDialog>
  );
}
