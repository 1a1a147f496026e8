// A course's details: who publishes it (when it is new), title, summary, level, communities, intent
// types and cover. A new course is saved as a draft and the editor opens on it.

import { findHub, HUB_IDS, HubIdSchema } from "@common/hubs";
import { INTENT_TYPES, IntentTypeSchema } from "@common/intent-types";
import {
  COURSE_LEVEL_LABELS,
  COURSE_LEVELS,
  COURSE_SUMMARY_MAX,
  COURSE_TITLE_MAX,
  type CourseDetail,
  CourseLevelSchema,
  type UpdateCourseInput,
} from "@common/learning";
import type { Profile } from "@common/profile";
import { zodResolver } from "@hookform/resolvers/zod";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { CoverField } from "@web/lib/components/cover-field";
import { FormTextField } from "@web/lib/components/form-text-field";
import { useNotify } from "@web/lib/use-notify";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Link as RouterLink, useNavigate } from "react-router";
import { z } from "zod";
import { type CourseAuthor, courseAuthors, useCreateCourse, useUpdateCourse } from "../../api/course-editor";

/** The author select's value for Summit itself. */
const AS_SUMMIT = "summit";

const CourseDetailsSchema = z.object({
  author: z.string().min(1, "Choose who publishes the course."),
  title: z.string().trim().min(1).max(COURSE_TITLE_MAX),
  summary: z.string().trim().max(COURSE_SUMMARY_MAX),
  level: CourseLevelSchema,
  hubs: z.array(HubIdSchema).min(1),
  intentTypes: z.array(IntentTypeSchema).min(1),
});
type CourseDetailsValues = z.infer<typeof CourseDetailsSchema>;
type CourseFields = Omit<CourseDetailsValues, "author">;

/** The cover as the form holds it: the saved one, a new upload, or removed (uploadId null). */
interface Cover {
  url: string | null;
  uploadId?: string | null;
}

function authorValue(author: CourseAuthor | undefined): string {
  return author ? (author.companyId ?? AS_SUMMIT) : "";
}

function hubName(hubId: string): string {
  return findHub(hubId)?.name ?? hubId;
}

interface CourseDetailsFormProps {
  profile: Profile;
  /** The course to change; without one, the form starts a new draft. */
  course?: CourseDetail;
}

export function CourseDetailsForm({ profile, course }: CourseDetailsFormProps) {
  const navigate = useNavigate();
  const notify = useNotify();
  const create = useCreateCourse();
  const update = useUpdateCourse(course?.id ?? "");
  // Summit first for platform admins, as the content publish dialog offers it.
  const authors = [...courseAuthors(profile)].reverse();
  const [cover, setCover] = useState<Cover>({ url: course?.coverUrl ?? null });
  const { control, handleSubmit, reset } = useForm<CourseDetailsValues>({
    resolver: zodResolver(CourseDetailsSchema),
    defaultValues: {
      author: course
        ? authorValue({ companyId: course.company?.id ?? null, name: "" })
        : authorValue(authors[0]),
      title: course?.title ?? "",
      summary: course?.summary ?? "",
      level: course?.level ?? "introductory",
      hubs: course?.hubs ?? [profile.hub],
      intentTypes: course?.intentTypes ?? [],
    },
  });

  const submit = handleSubmit(({ author, ...fields }) => {
    if (!course) {
      create.mutate(
        {
          ...fields,
          companyId: author === AS_SUMMIT ? null : author,
          ...(cover.uploadId ? { coverUploadId: cover.uploadId } : {}),
        },
        {
          onSuccess: (created) => {
            notify.snackbar(`${created.title} is saved as a draft. Add its lessons next.`);
            navigate(`/courses/${created.id}/edit`);
          },
        },
      );
      return;
    }
    const changes: UpdateCourseInput = {
      ...changedFields(fields, course),
      ...(cover.uploadId !== undefined ? { coverUploadId: cover.uploadId } : {}),
    };
    if (Object.keys(changes).length === 0) {
      notify.snackbar("Nothing has changed.", "info");
      return;
    }
    update.mutate(changes, {
      onSuccess: (saved) => {
        notify.snackbar("The course details are saved.");
        setCover({ url: saved.coverUrl });
        reset({
          author: authorValue({ companyId: saved.company?.id ?? null, name: "" }),
          ...fieldsOf(saved),
        });
      },
    });
  });

  const pending = create.isPending || update.isPending;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={course ? "Course details" : undefined}>
      {!course && authors.length > 1 && (
        <FormTextField
          control={control}
          name="author"
          label="Publish as"
          select
          helperText="Who the course is published by. It cannot change later."
        >
          {authors.map((author) => (
            <MenuItem key={authorValue(author)} value={authorValue(author)}>
              {author.name}
            </MenuItem>
          ))}
        </FormTextField>
      )}
      {!course && authors.length === 1 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Published by {authors[0]?.name}
        </Typography>
      )}
      <FormTextField
        control={control}
        name="title"
        label="Title"
        autoFocus={!course}
        errorText={`Enter a title (at most ${COURSE_TITLE_MAX} characters).`}
      />
      <FormTextField
        control={control}
        name="summary"
        label="Summary"
        multiline
        minRows={2}
        helperText="What members learn, in one or two sentences; shown on the course's card."
        errorText={`The summary may be at most ${COURSE_SUMMARY_MAX} characters.`}
      />
      <FormTextField control={control} name="level" label="Level" select>
        {COURSE_LEVELS.map((level) => (
          <MenuItem key={level} value={level}>
            {COURSE_LEVEL_LABELS[level]}
          </MenuItem>
        ))}
      </FormTextField>
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
                inputRef={field.ref}
                label="Communities"
                margin="normal"
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error ? "Choose at least one community." : "The hubs whose members it is for."
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
                inputRef={field.ref}
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
      <CoverField
        imageUrl={cover.url}
        onUploaded={(upload) => setCover({ url: upload.thumbnailUrl ?? upload.url, uploadId: upload.id })}
        onRemove={() => setCover({ url: null, uploadId: null })}
        note="Shown on the course's card and at the top of its page."
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end", mt: 2 }}>
        {!course && (
          <Button component={RouterLink} to="/courses/mine" disabled={pending}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant="contained" loading={pending}>
          {course ? "Save details" : "Save draft"}
        </Button>
      </Stack>
    </Box>
  );
}

function fieldsOf(course: CourseDetail): CourseFields {
  return {
    title: course.title,
    summary: course.summary,
    level: course.level,
    hubs: course.hubs,
    intentTypes: course.intentTypes,
  };
}

/** The fields that differ from the saved course: a change sends only what changed. */
function changedFields(next: CourseFields, course: CourseDetail): Partial<CourseFields> {
  const saved = fieldsOf(course);
  const changes: Partial<CourseFields> = {};
  for (const key of Object.keys(next) as (keyof CourseFields)[]) {
    if (JSON.stringify(next[key]) !== JSON.stringify(saved[key]))
      Object.assign(changes, { [key]: next[key] });
  }
  return changes;
}
