// Writing a quiz: its title and pass mark, and its questions, each with a prompt, single or
// multiple choice, two to eight options and the right ones marked. Laid out as a dialog's content
// and actions (inside the dialog's form).

import type { QuizInput } from "@common/learning";
import { QUIZ_MAX_OPTIONS, QUIZ_MAX_QUESTIONS } from "@common/learning";
import { zodResolver } from "@hookform/resolvers/zod";
import Add from "@mui/icons-material/Add";
import Close from "@mui/icons-material/Close";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import Paper from "@mui/material/Paper";
import Radio from "@mui/material/Radio";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { errorMessage } from "@web/lib/api-client";
import { FormTextField } from "@web/lib/components/form-text-field";
import { DialogForm } from "@web/lib/components/responsive-dialog";
import { VisuallyHidden } from "@web/lib/components/visually-hidden";
import { useEffect, useId, useRef } from "react";
import { type Control, Controller, useFieldArray, useForm, useFormState, useWatch } from "react-hook-form";
import {
  emptyQuestion,
  type QuizFormInput,
  QuizFormSchema,
  type QuizFormValues,
  quizInputOf,
} from "./quiz-form-schema";

interface QuizFormProps {
  initial: QuizFormInput;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal of the last attempt to save, shown above the form. */
  error: unknown;
  onSave: (saved: { title: string; quiz: QuizInput }) => void;
  onCancel: () => void;
}

export function QuizForm({ initial, submitLabel, pending, error, onSave, onCancel }: QuizFormProps) {
  const { control, handleSubmit, setValue, getValues, trigger } = useForm<
    QuizFormInput,
    unknown,
    QuizFormValues
  >({
    resolver: zodResolver(QuizFormSchema),
    defaultValues: initial,
  });
  const questions = useFieldArray({ control, name: "questions" });
  return (
    <DialogForm onSubmit={handleSubmit((values) => onSave(quizInputOf(values)))}>
      <DialogContent>
        {Boolean(error) && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {errorMessage(error)}
          </Alert>
        )}
        <Stack direction={{ xs: "column", sm: "row" }} spacing={{ sm: 2 }}>
          <FormTextField control={control} name="title" label="Quiz title" autoFocus sx={{ flex: 3 }} />
          <FormTextField
            control={control}
            name="passMark"
            label="Pass mark"
            type="number"
            helperText="Share of questions to answer right."
            sx={{ flex: 1, minWidth: 140 }}
            slotProps={{
              htmlInput: { min: 1, max: 100, step: 1 },
              input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            }}
          />
        </Stack>
        <Stack spacing={2} sx={{ mt: 2 }}>
          {questions.fields.map((question, index) => (
            <QuestionEditor
              key={question.id}
              control={control}
              index={index}
              canRemove={questions.fields.length > 1}
              revalidate={() => trigger(`questions.${index}`)}
              onRemove={() => questions.remove(index)}
              onRightChosen={(chosen) => {
                const options = getValues(`questions.${index}.options`);
                for (const optionIndex of options.keys()) {
                  setValue(`questions.${index}.options.${optionIndex}.right`, optionIndex === chosen, {
                    shouldDirty: true,
                  });
                }
              }}
            />
          ))}
        </Stack>
        <QuestionsError control={control} />
        <Button
          startIcon={<Add />}
          sx={{ mt: 2 }}
          disabled={questions.fields.length >= QUIZ_MAX_QUESTIONS}
          onClick={() => questions.append(emptyQuestion())}
        >
          Add question
        </Button>
        {questions.fields.length >= QUIZ_MAX_QUESTIONS && (
          <FormHelperText>A quiz has at most {QUIZ_MAX_QUESTIONS} questions.</FormHelperText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={pending}>
          {submitLabel}
        </Button>
      </DialogActions>
    </DialogForm>
  );
}

function QuestionsError({ control }: { control: Control<QuizFormInput, unknown, QuizFormValues> }) {
  const { errors } = useFormState({ control, name: "questions" });
  const message = errors.questions?.root?.message ?? errors.questions?.message;
  return message ? <FormHelperText error>{message}</FormHelperText> : null;
}

interface QuestionEditorProps {
  control: Control<QuizFormInput, unknown, QuizFormValues>;
  index: number;
  canRemove: boolean;
  /** Checks the question again, once the form was submitted, as its options change. */
  revalidate: () => void;
  onRemove: () => void;
  /** A single-choice question's right option was chosen: the others are no longer right. */
  onRightChosen: (optionIndex: number) => void;
}

function QuestionEditor({
  control,
  index,
  canRemove,
  revalidate,
  onRemove,
  onRightChosen,
}: QuestionEditorProps) {
  const headingId = useId();
  const optionsLabelId = useId();
  const errorId = useId();
  const radioName = useId();
  const number = index + 1;
  const options = useFieldArray({ control, name: `questions.${index}.options` });
  const multiple = useWatch({ control, name: `questions.${index}.multiple` });
  const { errors, isSubmitted } = useFormState({ control, name: `questions.${index}` });
  // The options' message is about the question as a whole, which no one field's change rechecks.
  const answers = JSON.stringify([multiple, useWatch({ control, name: `questions.${index}.options` })]);
  const revalidateLatest = useRef(revalidate);
  revalidateLatest.current = revalidate;
  useEffect(() => {
    if (isSubmitted && answers) revalidateLatest.current();
  }, [isSubmitted, answers]);
  const problem = (errors.questions?.[index] as { answers?: { message?: string } } | undefined)?.answers
    ?.message;
  return (
    <Paper variant="outlined" role="group" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between" }}>
        <Typography id={headingId} variant="h3" component="h3" sx={{ fontSize: "1rem", fontWeight: 600 }}>
          Question {number}
        </Typography>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlined />}
          disabled={!canRemove}
          onClick={onRemove}
        >
          Remove<VisuallyHidden> question {number}</VisuallyHidden>
        </Button>
      </Stack>
      <FormTextField
        control={control}
        name={`questions.${index}.prompt`}
        label={`Question ${number}`}
        multiline
        minRows={1}
      />
      <Controller
        control={control}
        name={`questions.${index}.multiple`}
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
              />
            }
            label="More than one right answer"
          />
        )}
      />
      <Typography id={optionsLabelId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Options: mark {multiple ? "every right one" : "the right one"}.
      </Typography>
      <Box role="group" aria-labelledby={optionsLabelId} aria-describedby={problem ? errorId : undefined}>
        {options.fields.map((option, optionIndex) => {
          const optionNumber = optionIndex + 1;
          const rightLabel = `Option ${optionNumber} of question ${number} is right`;
          return (
            <Stack key={option.id} direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
              <Controller
                control={control}
                name={`questions.${index}.options.${optionIndex}.right`}
                render={({ field }) =>
                  multiple ? (
                    <Checkbox
                      checked={Boolean(field.value)}
                      onChange={(event) => field.onChange(event.target.checked)}
                      slotProps={{ input: { "aria-label": rightLabel } }}
                      sx={{ mt: 2 }}
                    />
                  ) : (
                    <Radio
                      checked={Boolean(field.value)}
                      name={radioName}
                      value={String(optionIndex)}
                      onChange={() => onRightChosen(optionIndex)}
                      slotProps={{ input: { "aria-label": rightLabel } }}
                      sx={{ mt: 2 }}
                    />
                  )
                }
              />
              <FormTextField
                control={control}
                name={`questions.${index}.options.${optionIndex}.text`}
                label={`Option ${optionNumber}`}
                size="small"
              />
              <IconButton
                aria-label={`Remove option ${optionNumber} of question ${number}`}
                disabled={options.fields.length <= 1}
                onClick={() => options.remove(optionIndex)}
                sx={{ mt: 2 }}
              >
                <Close />
              </IconButton>
            </Stack>
          );
        })}
      </Box>
      {problem && (
        <FormHelperText id={errorId} error>
          {problem}
        </FormHelperText>
      )}
      <Button
        size="small"
        startIcon={<Add />}
        disabled={options.fields.length >= QUIZ_MAX_OPTIONS}
        onClick={() => options.append({ text: "", right: false })}
        sx={{ mt: 1 }}
      >
        Add option<VisuallyHidden> to question {number}</VisuallyHidden>
      </Button>
      {options.fields.length >= QUIZ_MAX_OPTIONS && (
        <FormHelperText>A question has at most {QUIZ_MAX_OPTIONS} options.</FormHelperText>
      )}
    </Paper>
  );
}
