// Adding a lesson at the end of a section: a video or article found in the library, or a quiz
// written here.

import type { ContentItem } from "@common/content";
import type { CourseDetail } from "@common/learning";
import ArticleOutlined from "@mui/icons-material/ArticleOutlined";
import OndemandVideoOutlined from "@mui/icons-material/OndemandVideoOutlined";
import Alert from "@mui/material/Alert";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import { errorMessage } from "@web/lib/api-client";
import { DialogForm, ResponsiveDialog } from "@web/lib/components/responsive-dialog";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { useNotify } from "@web/lib/use-notify";
import { type FormEvent, useId, useState } from "react";
import { useAddLesson, useLessonLibrarySearch } from "../../api/course-editor";
import { QuizForm } from "./quiz-form";
import { emptyQuiz } from "./quiz-form-schema";

type Source = "library" | "quiz";

interface AddLessonDialogProps {
  course: CourseDetail;
  sectionId: string;
  onClose: () => void;
}

export function AddLessonDialog({ course, sectionId, onClose }: AddLessonDialogProps) {
  const titleId = useId();
  const tabsId = useId();
  const notify = useNotify();
  const add = useAddLesson(course.id);
  const [source, setSource] = useState<Source>("library");
  const section = course.sections.find((candidate) => candidate.id === sectionId);
  const added = (title: string) => {
    notify.snackbar(`${title} is added to ${section?.title ?? "the section"}.`);
    onClose();
  };
  const choose = (next: Source) => {
    add.reset();
    setSource(next);
  };
  return (
    <ResponsiveDialog
      open
      onClose={add.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth={source === "quiz" ? "md" : "sm"}
    >
      <DialogTitle id={titleId}>Add a lesson to {section?.title}</DialogTitle>
      <Tabs
        value={source}
        onChange={(_event, next: Source) => choose(next)}
        aria-label="Kind of lesson"
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: "divider" }}
      >
        <Tab
          value="library"
          label="Video or article"
          id={`${tabsId}-library`}
          aria-controls={`${tabsId}-panel`}
        />
        <Tab value="quiz" label="Quiz" id={`${tabsId}-quiz`} aria-controls={`${tabsId}-panel`} />
      </Tabs>
      <Box
        role="tabpanel"
        id={`${tabsId}-panel`}
        aria-labelledby={`${tabsId}-${source}`}
        sx={{ display: "flex", flexDirection: "column", flex: "1 1 auto", minHeight: 0 }}
      >
        {source === "library" ? (
          <LibraryLessonForm
            course={course}
            pending={add.isPending}
            error={add.error}
            onAdd={(item) =>
              add.mutate({ sectionId, contentId: item.id }, { onSuccess: () => added(item.title) })
            }
            onCancel={onClose}
          />
        ) : (
          <QuizForm
            initial={emptyQuiz()}
            submitLabel="Add quiz"
            pending={add.isPending}
            error={add.error}
            onSave={({ title, quiz }) =>
              add.mutate({ sectionId, title, quiz }, { onSuccess: () => added(title) })
            }
            onCancel={onClose}
          />
        )}
      </Box>
    </ResponsiveDialog>
  );
}

interface LibraryLessonFormProps {
  course: CourseDetail;
  pending: boolean;
  error: unknown;
  onAdd: (item: ContentItem) => void;
  onCancel: () => void;
}

/**
 * A video or article found by its words. A company's course takes its own company's items and
 * Summit's; Summit's courses take any. Items already in the course are shown but cannot be chosen.
 */
function LibraryLessonForm({ course, pending, error, onAdd, onCancel }: LibraryLessonFormProps) {
  const [input, setInput] = useState("");
  const [chosen, setChosen] = useState<ContentItem | null>(null);
  const [missing, setMissing] = useState(false);
  const term = useDebouncedValue(input === chosen?.title ? "" : input.trim());
  const search = useLessonLibrarySearch(term);
  const inCourse = new Set(
    course.sections.flatMap((section) => section.lessons.flatMap((lesson) => lesson.contentId ?? [])),
  );
  const usable = (search.data ?? []).filter(
    (item) => !course.company || !item.company || item.company.id === course.company.id,
  );
  const options = chosen && !usable.some((item) => item.id === chosen.id) ? [chosen, ...usable] : usable;
  const whose = course.company ? `${course.company.name}'s and Summit's` : "the library's";

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) {
      setMissing(true);
      return;
    }
    onAdd(chosen);
  }

  return (
    <DialogForm onSubmit={submit}>
      <DialogContent>
        {Boolean(error) && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {errorMessage(error)}
          </Alert>
        )}
        <Autocomplete
          options={options}
          value={chosen}
          onChange={(_event, item) => {
            setChosen(item);
            setMissing(false);
          }}
          inputValue={input}
          onInputChange={(_event, text) => setInput(text)}
          getOptionLabel={(item) => item.title}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          getOptionDisabled={(item) => inCourse.has(item.id)}
          filterOptions={(all) => all}
          loading={search.isFetching}
          loadingText="Searching the library…"
          noOptionsText={
            search.isError
              ? `The library could not be searched: ${errorMessage(search.error)}`
              : term
                ? "No video or article matches. Try other words."
                : "No videos or articles yet: publish them on Watch and Read first."
          }
          renderOption={({ key, ...props }, item) => (
            <li key={key} {...props}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                {item.kind === "video" ? (
                  <OndemandVideoOutlined aria-hidden="true" />
                ) : (
                  <ArticleOutlined aria-hidden="true" />
                )}
              </ListItemIcon>
              <ListItemText
                primary={item.title}
                secondary={`${item.kind === "video" ? "Video" : "Article"} · ${item.company?.name ?? "Summit"}${
                  inCourse.has(item.id) ? " · already a lesson of this course" : ""
                }`}
              />
            </li>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Find a video or article"
              margin="normal"
              autoFocus
              error={missing}
              helperText={
                missing ? "Choose a video or article from the list." : `Search ${whose} videos and articles.`
              }
            />
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={pending}>
          Add lesson
        </Button>
      </DialogActions>
    </DialogForm>
  );
}
