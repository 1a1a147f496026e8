import {
  CONTENT_BODY_MAX,
  CONTENT_SUMMARY_MAX,
  CONTENT_TITLE_MAX,
  type ContentDetail,
  type ContentKind,
  ContentVisibilitySchema,
  type UpdateContentInput,
} from "@common/content";
import { HUB_IDS, HubIdSchema } from "@common/hubs";
import { INTENT_TYPES, IntentTypeSchema } from "@common/intent-types";
import { zodResolver } from "@hookform/resolvers/zod";
import Autocomplete from "@mui/material/Autocomplete";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import MenuItem from "@mui/material/MenuItem";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { CoverField } from "@web/lib/components/cover-field";
import { FormTextField } from "@web/lib/components/form-text-field";
import { DialogForm, ResponsiveDialog } from "@web/lib/components/responsive-dialog";
import { formatNumber } from "@web/lib/format";
import { useProfile } from "@web/lib/profile";
import { uploadProblem } from "@web/lib/uploads";
import { useNotify } from "@web/lib/use-notify";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { z } from "zod";
import { usePublishContent, useUpdateContent } from "../api/content";
import { type Publisher, usePublishers } from "../api/publishers";
import { readVideoDuration } from "../api/video-duration";
import { hubName } from "./content-format";
import { type ChosenVideo, VideoFileField } from "./video-file-field";

/** The publisher select's value for Summit itself. */
const AS_SUMMIT = "summit";

const ContentFormSchema = z.object({
  publisher: z.string(),
  title: z.string().trim().min(1).max(CONTENT_TITLE_MAX),
  summary: z.string().trim().max(CONTENT_SUMMARY_MAX),
  body: z.string().max(CONTENT_BODY_MAX),
  hubs: z.array(HubIdSchema).min(1),
  intentTypes: z.array(IntentTypeSchema).min(1),
  visibility: ContentVisibilitySchema,
});
type ContentFormValues = z.infer<typeof ContentFormSchema>;

const KIND_WORDS: Record<ContentKind, { noun: string; body: string; path: string }> = {
  video: { noun: "video", body: "Description", path: "/watch" },
  article: { noun: "article", body: "Article", path: "/read" },
};

/** The cover as the form holds it: the saved one, a new upload, or removed. */
interface Cover {
  url: string | null;
  uploadId?: string | null;
}

interface ContentDialogProps {
  kind: ContentKind;
  /** The item to edit; without one, the dialog publishes a new item. */
  item?: ContentDetail;
  onClose: () => void;
}

/** Publishes a video or an article, or edits one: text, tags, visibility, cover and video file. */
export function ContentDialog({ kind, item, onClose }: ContentDialogProps) {
  const titleId = useId();
  const visibilityLabelId = useId();
  const words = KIND_WORDS[kind];
  const profile = useProfile();
  const publishers = usePublishers();
  const publish = usePublishContent();
  const update = useUpdateContent(item?.id ?? "");
  const notify = useNotify();
  const navigate = useNavigate();
  const [cover, setCover] = useState<Cover>({ url: item?.coverUrl ?? null });
  const [video, setVideo] = useState<ChosenVideo | null>(null);
  const [videoError, setVideoError] = useState<string>();

  const { control, handleSubmit } = useForm<ContentFormValues>({
    resolver: zodResolver(ContentFormSchema),
    defaultValues: {
      publisher: publisherValue(publishers[0]),
      title: item?.title ?? "",
      summary: item?.summary ?? "",
      body: item?.body ?? "",
      hubs: item?.hubs ?? (profile.data ? [profile.data.hub] : []),
      intentTypes: item?.intentTypes ?? [],
      visibility: item?.visibility ?? "members",
    },
  });

  function chooseVideo(file: File) {
    const problem = uploadProblem("video", file);
    setVideoError(problem);
    if (problem) return;
    setVideo({ file, durationSeconds: null });
    void readVideoDuration(file).then((durationSeconds) =>
      setVideo((current) => (current?.file === file ? { file, durationSeconds } : current)),
    );
  }

  const submit = handleSubmit(({ publisher, ...fields }) => {
    if (kind === "video" && !item && !video) {
      setVideoError("Choose the video to upload.");
      return;
    }
    const videoFields =
      video && video.durationSeconds !== null ? { durationSeconds: video.durationSeconds } : {};
    if (!item) {
      const companyId = publisher === AS_SUMMIT ? null : publisher;
      publish.mutate(
        {
          input: {
            kind,
            companyId,
            ...fields,
            ...(cover.uploadId ? { coverUploadId: cover.uploadId } : {}),
            ...videoFields,
          },
          videoFile: video?.file,
        },
        {
          onSuccess: (created) => {
            notify.snackbar(`${created.title} has been published.`);
            onClose();
            navigate(`${words.path}/${created.id}`);
          },
        },
      );
      return;
    }
    const changes: UpdateContentInput = {
      ...changedFields(fields, item),
      ...(cover.uploadId !== undefined ? { coverUploadId: cover.uploadId } : {}),
      ...videoFields,
    };
    if (Object.keys(changes).length === 0 && !video) {
      onClose();
      return;
    }
    update.mutate(
      { changes, videoFile: video?.file },
      {
        onSuccess: (saved) => {
          notify.snackbar(`${saved.title} has been saved.`);
          onClose();
        },
      },
    );
  });

  const pending = publish.isPending || update.isPending;
  const heading = item ? `Edit ${item.title}` : `Publish ${kind === "video" ? "a video" : "an article"}`;
  return (
    <ResponsiveDialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} maxWidth="md">
      <DialogForm onSubmit={submit}>
        <DialogTitle id={titleId}>{heading}</DialogTitle>
        <DialogContent>
          {!item && publishers.length > 1 && (
            <FormTextField control={control} name="publisher" label="Publish as" select>
              {publishers.map((option) => (
                <MenuItem key={publisherValue(option)} value={publisherValue(option)}>
                  {option.name}
                </MenuItem>
              ))}
            </FormTextField>
          )}
          {!item && publishers.length === 1 && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              Published by {publishers[0]?.name}
            </Typography>
          )}
          <FormTextField
            control={control}
            name="title"
            label="Title"
            autoFocus
            errorText={`Enter a title (at most ${CONTENT_TITLE_MAX} characters).`}
          />
          <FormTextField
            control={control}
            name="summary"
            label="Summary"
            multiline
            minRows={2}
            helperText="One or two sentences shown on cards."
            errorText={`The summary may be at most ${CONTENT_SUMMARY_MAX} characters.`}
          />
          {kind === "video" && (
            <VideoFileField
              chosen={video}
              current={
                item
                  ? item.video
                    ? "The current video stays unless you choose another."
                    : "The video file is no longer available: choose one."
                  : undefined
              }
              error={videoError}
              onChoose={chooseVideo}
            />
          )}
          <FormTextField
            control={control}
            name="body"
            label={words.body}
            multiline
            minRows={kind === "article" ? 10 : 4}
            maxRows={24}
            helperText="Markdown: ## headings, **bold**, _italic_, lists, links and tables."
            errorText={`The ${words.body.toLowerCase()} may be at most ${formatNumber(CONTENT_BODY_MAX)} characters.`}
          />
          <Controller
            control={control}
            name="hubs"
            render={({ field, fieldState }) => (
              <Autocomplete
                multiple
                options={HUB_IDS}
                getOptionLabel={hubName}
                value={field.value}
                onChange={(_event, hubs) => field.onChange(hubs)}
                onBlur={field.onBlur}
                filterSelectedOptions
                disableCloseOnSelect
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label="Communities"
                    margin="normal"
                    error={Boolean(fieldState.error)}
                    helperText={
                      fieldState.error
                        ? "Choose at least one community."
                        : "The hubs whose members it is for."
                    }
                  />
                )}
              />
            )}
          />
          <Controller
            control={control}
            name="intentTypes"
            render={({ field, fieldState }) => (
              <Autocomplete
                multiple
                options={INTENT_TYPES}
                value={field.value}
                onChange={(_event, intentTypes) => field.onChange(intentTypes)}
                onBlur={field.onBlur}
                filterSelectedOptions
                disableCloseOnSelect
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label="Intent types"
                    margin="normal"
                    error={Boolean(fieldState.error)}
                    helperText={
                      fieldState.error
                        ? "Choose at least one intent type."
                        : "The buying areas it is about; they steer decision insights."
                    }
                  />
                )}
              />
            )}
          />
          <Controller
            control={control}
            name="visibility"
            render={({ field }) => (
              <>
                <FormLabel id={visibilityLabelId} sx={{ display: "block", mt: 2 }}>
                  Who can see it
                </FormLabel>
                <RadioGroup aria-labelledby={visibilityLabelId} {...field}>
                  <FormControlLabel value="members" control={<Radio />} label="Members only" />
                  <FormControlLabel
                    value="public"
                    control={<Radio />}
                    label="Public: visitors can find it in Discover too"
                  />
                </RadioGroup>
              </>
            )}
          />
          <CoverField
            imageUrl={cover.url}
            onUploaded={(upload) => setCover({ url: upload.thumbnailUrl ?? upload.url, uploadId: upload.id })}
            onRemove={() => setCover({ url: null, uploadId: null })}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {item ? `Save ${words.noun}` : `Publish ${words.noun}`}
          </Button>
        </DialogActions>
      </DialogForm>
    </ResponsiveDialog>
  );
}

function publisherValue(publisher: Publisher | undefined): string {
  return publisher?.companyId ?? AS_SUMMIT;
}

/** The fields that differ from the saved item: edits send only what changed. */
function changedFields(
  next: Omit<ContentFormValues, "publisher">,
  item: ContentDetail,
): Partial<Omit<ContentFormValues, "publisher">> {
  const changes: Partial<Omit<ContentFormValues, "publisher">> = {};
  for (const key of Object.keys(next) as (keyof typeof next)[]) {
    if (JSON.stringify(next[key]) !== JSON.stringify(item[key])) Object.assign(changes, { [key]: next[key] });
  }
  return changes;
}
