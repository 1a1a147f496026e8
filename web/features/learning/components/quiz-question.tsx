import type { LessonDetail } from "@common/learning";
import CancelOutlined from "@mui/icons-material/CancelOutlined";
import CheckCircleOutlined from "@mui/icons-material/CheckCircleOutlined";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";

type Question = NonNullable<LessonDetail["quiz"]>["questions"][number];

interface QuizQuestionProps {
  question: Question;
  number: number;
  /** The chosen options' ids. */
  value: string[];
  onChange: (optionIds: string[]) => void;
  /** Submitted without an answer. */
  missing: boolean;
  /** Whether the last attempt got it right; undefined before one. */
  correct: boolean | undefined;
  locked: boolean;
}

/** One question as a fieldset, its prompt the legend; after an attempt, whether it was right. */
export function QuizQuestion({
  question,
  number,
  value,
  onChange,
  missing,
  correct,
  locked,
}: QuizQuestionProps) {
  const name = `question-${question.id}`;
  const helpId = `${name}-help`;
  return (
    <FormControl component="fieldset" error={missing} disabled={locked} aria-describedby={helpId}>
      <FormLabel component="legend" sx={{ color: "text.primary", fontWeight: 600, mb: 0.5 }}>
        {`${number}. ${question.prompt}`}
      </FormLabel>
      <FormHelperText id={helpId} sx={{ mx: 0 }}>
        {missing
          ? "Choose an answer."
          : question.multiple
            ? "Choose every right answer."
            : "Choose one answer."}
      </FormHelperText>
      {question.multiple ? (
        <FormGroup>
          {question.options.map((option) => (
            <FormControlLabel
              key={option.id}
              label={option.text}
              control={
                <Checkbox
                  name={name}
                  checked={value.includes(option.id)}
                  onChange={(event) =>
                    onChange(
                      event.target.checked
                        ? [...value, option.id]
                        : value.filter((chosen) => chosen !== option.id),
                    )
                  }
                />
              }
            />
          ))}
        </FormGroup>
      ) : (
        <RadioGroup name={name} value={value[0] ?? ""} onChange={(event) => onChange([event.target.value])}>
          {question.options.map((option) => (
            <FormControlLabel key={option.id} value={option.id} label={option.text} control={<Radio />} />
          ))}
        </RadioGroup>
      )}
      {correct !== undefined && <Mark correct={correct} />}
    </FormControl>
  );
}

function Mark({ correct }: { correct: boolean }) {
  const Icon = correct ? CheckCircleOutlined : CancelOutlined;
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: "center", color: correct ? "success.dark" : "error.dark" }}
    >
      <Icon fontSize="small" aria-hidden="true" />
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {correct ? "Right" : "Wrong"}
      </Typography>
    </Stack>
  );
}
