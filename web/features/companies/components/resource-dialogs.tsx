import type { Company } from "@common/companies";
import { RESOURCE_KINDS, type Resource, ResourceKindSchema } from "@common/resources";
import { zodResolver } from "@hookform/resolvers/zod";
import UploadFile from "@mui/icons-material/UploadFile";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Typography from "@mui/material/Typography";
import { FormTextField } from "@web/lib/components/form-text-field";
import { DialogForm, ResponsiveDialog } from "@web/lib/components/responsive-dialog";
import { formatFileSize } from "@web/lib/format";
import { acceptedTypes, uploadHint, uploadProblem } from "@web/lib/uploads";
import { useNotify } from "@web/lib/use-notify";
import { useId, useRef } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { useCreateResource, useUpdateResource } from "../api/resources";
import { changedFields } from "./changed-fields";
import { optionalTextField, toNull } from "./company-form-schema";
import { RESOURCE_KIND_LABELS } from "./resource-item";

const TitleSchema = z.string().trim().min(1).max(200);
const DescriptionSchema = optionalTextField(2000);
const UrlSchema = z.url({ protocol: /^https?$/ }).max(2000);

const NewResourceFormSchema = z
  .object({
    kind: ResourceKindSchema,
    title: TitleSchema,
    description: DescriptionSchema,
    url: z.string().trim(),
    file: z.instanceof(File).nullable(),
  })
  .superRefine((form, context) => {
    if (form.kind === "link" && !UrlSchema.safeParse(form.url).success)
      context.addIssue({
        code: "custom",
        path: ["url"],
        message: "Enter an address that starts with https:// or http://",
      });
    if (form.kind !== "link") {
      const problem = form.file ? uploadProblem(form.kind, form.file) : `Choose the ${form.kind} to upload.`;
      if (problem) context.addIssue({ code: "custom", path: ["file"], message: problem });
    }
  });
type NewResourceFormValues = z.infer<typeof NewResourceFormSchema>;

const TITLE_ERROR = "Enter a title (at most 200 characters).";
const DESCRIPTION_ERROR = "The description may be at most 2000 characters.";

function FilePicker({
  kind,
  file,
  error,
  onChoose,
}: {
  kind: "document" | "video";
  file: File | null;
  error?: string;
  onChoose: (file: File | null) => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const label = kind === "document" ? "Choose document" : "Choose video";
  return (
    <Box sx={{ my: 2 }}>
      <Button variant="outlined" startIcon={<UploadFile />} onClick={() => fileInput.current?.click()}>
        {label}
      </Button>
      <input
        ref={fileInput}
        type="file"
        hidden
        aria-label={label}
        accept={acceptedTypes(kind)}
        onChange={(event) => {
          onChoose(event.target.files?.[0] ?? null);
          event.target.value = "";
        }}
      />
      {file && (
        <Typography sx={{ mt: 1, overflowWrap: "anywhere" }}>
          {file.name} · {formatFileSize(file.size)}
        </Typography>
      )}
      <FormHelperText error={Boolean(error)}>{error ?? uploadHint(kind)}</FormHelperText>
    </Box>
  );
}

/** Adds a link, or uploads a document or video and adds it. */
export function AddResourceDialog({ company, onClose }: { company: Company; onClose: () => void }) {
  const titleId = useId();
  const kindLabelId = useId();
  const createResource = useCreateResource(company.id);
  const notify = useNotify();
  const { control, handleSubmit, setValue } = useForm<NewResourceFormValues>({
    resolver: zodResolver(NewResourceFormSchema),
    defaultValues: { kind: "link", title: "", description: "", url: "", file: null },
  });
  const kind = useWatch({ control, name: "kind" });

  const submit = handleSubmit(({ kind: chosen, title, description: text, url, file }) => {
    const description = toNull(text);
    const resource =
      chosen === "link"
        ? { kind: chosen, title, description, url }
        : file
          ? { kind: chosen, title, description, file }
          : null;
    if (!resource) return;
    createResource.mutate(resource, {
      onSuccess: (created) => {
        notify.snackbar(`${created.title} has been added.`);
        onClose();
      },
    });
  });

  const pending = createResource.isPending;
  return (
    <ResponsiveDialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId}>
      <DialogForm onSubmit={submit}>
        <DialogTitle id={titleId}>Add a resource</DialogTitle>
        <DialogContent>
          <Controller
            control={control}
            name="kind"
            render={({ field }) => (
              <>
                <FormLabel id={kindLabelId}>Kind</FormLabel>
                <RadioGroup row aria-labelledby={kindLabelId} {...field}>
                  {RESOURCE_KINDS.map((option) => (
                    <FormControlLabel
                      key={option}
                      value={option}
                      control={<Radio />}
                      label={RESOURCE_KIND_LABELS[option]}
                    />
                  ))}
                </RadioGroup>
              </>
            )}
          />
          <FormTextField control={control} name="title" label="Title" errorText={TITLE_ERROR} />
          <FormTextField
            control={control}
            name="description"
            label="Description"
            multiline
            minRows={2}
            errorText={DESCRIPTION_ERROR}
          />
          {kind === "link" ? (
            <FormTextField control={control} name="url" label="Address" type="url" placeholder="https://" />
          ) : (
            <Controller
              control={control}
              name="file"
              render={({ field, fieldState }) => (
                <FilePicker
                  kind={kind}
                  file={field.value}
                  error={fieldState.error?.message}
                  onChoose={(file) => setValue("file", file, { shouldValidate: true })}
                />
              )}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {kind === "link" ? "Add link" : "Upload and add"}
          </Button>
        </DialogActions>
      </DialogForm>
    </ResponsiveDialog>
  );
}

const EditResourceFormSchema = z.object({
  title: TitleSchema,
  description: DescriptionSchema,
  url: z.string().trim(),
});
type EditResourceFormValues = z.infer<typeof EditResourceFormSchema>;

/** Changes a resource's title and description, and a link's address; a file stays the file it is. */
export function EditResourceDialog({
  company,
  resource,
  onClose,
}: {
  company: Company;
  resource: Resource;
  onClose: () => void;
}) {
  const titleId = useId();
  const updateResource = useUpdateResource(company.id);
  const notify = useNotify();
  const isLink = resource.kind === "link";
  const schema = isLink ? EditResourceFormSchema.extend({ url: UrlSchema }) : EditResourceFormSchema;
  const { control, handleSubmit } = useForm<EditResourceFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      title: resource.title,
      description: resource.description ?? "",
      url: resource.url ?? "",
    },
  });

  const submit = handleSubmit(({ url, title, description }) => {
    const fields = { title, description: toNull(description) };
    const changes = changedFields(isLink ? { ...fields, url } : fields, {
      title: resource.title,
      description: resource.description,
      ...(isLink ? { url: resource.url ?? "" } : {}),
    });
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    updateResource.mutate(
      { resourceId: resource.id, changes },
      {
        onSuccess: (saved) => {
          notify.snackbar(`${saved.title} has been saved.`);
          onClose();
        },
      },
    );
  });

  return (
    <ResponsiveDialog open onClose={updateResource.isPending ? undefined : onClose} aria-labelledby={titleId}>
      <DialogForm onSubmit={submit}>
        <DialogTitle id={titleId}>Edit {resource.title}</DialogTitle>
        <DialogContent>
          <FormTextField control={control} name="title" label="Title" errorText={TITLE_ERROR} />
          <FormTextField
            control={control}
            name="description"
            label="Description"
            multiline
            minRows={2}
            errorText={DESCRIPTION_ERROR}
          />
          {isLink ? (
            <FormTextField
              control={control}
              name="url"
              label="Address"
              type="url"
              errorText="Enter an address that starts with https:// or http://"
            />
          ) : (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              File: {resource.fileName ?? "no longer available"}. To replace the file, add it as a new
              resource and delete this one.
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={updateResource.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={updateResource.isPending}>
            Save resource
          </Button>
        </DialogActions>
      </DialogForm>
    </ResponsiveDialog>
  );
}
