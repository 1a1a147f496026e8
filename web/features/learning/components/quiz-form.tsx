// A quiz lesson: one radio group per single-choice question and checkboxes where several options
// are right; submitting grades it on the server, which says which questions were right (never which
// options) and whether the score reaches the pass mark. Passing completes the lesson.

import type { LessonDetail, QuizAttemptResult } from "@common/learning";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { errorMessage } from "@web/lib/api-client";
import { type FormEvent, type Ref, useRef, useState } from "react";
import { useSubmitQuiz } from "../api/lessons";
import { QuizQuestion } from "./quiz-question";

type Quiz = NonNullable<LessonDetail["quiz"]>;
type Answers = Record<string, string[]>;

export function QuizForm({ lesson, quiz }: { lesson: LessonDetail; quiz: Quiz }) {
  const [answers, setAnswers] = useState<Answers>({});
  const [unanswered, setUnanswered] = useState<Set<string>>(new Set());
  const [result, setResult] = useState<QuizAttemptResult | null>(null);
  const submit = useSubmitQuiz(lesson.course.id, lesson.id);
  const resultRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const enrolled = Boolean(lesson.enrolment);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const missing = quiz.questions.filter((question) => !answers[question.id]?.length);
    setUnanswered(new Set(missing.map((question) => question.id)));
    if (missing[0]) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="question-${missing[0].id}"]`)?.focus();
      return;
    }
    submit.mutate(
      {
        answers: quiz.questions.map((question) => ({
          questionId: question.id,
          optionIds: answers[question.id] ?? [],
        })),
      },
      {
        onSuccess: ({ result }) => {
          setResult(result);
          // The result appears below the questions: take the member there.
          requestAnimationFrame(() => resultRef.current?.focus());
        },
      },
    );
  }

  function retry() {
    setResult(null);
    setAnswers({});
    submit.reset();
  }

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="quiz-heading">
      <Typography id="quiz-heading" variant="h2" gutterBottom>
        Quiz
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {`Answer every question. You pass with ${quiz.passMark}% of the answers right.`}
        {quiz.bestAttempt &&
          ` Your best score so far: ${quiz.bestAttempt.score}%${quiz.bestAttempt.passed ? ", a pass" : ""}.`}
      </Typography>
      <Stack spacing={3}>
        {quiz.questions.map((question, index) => (
          <QuizQuestion
            key={question.id}
            question={question}
            number={index + 1}
            value={answers[question.id] ?? []}
            onChange={(optionIds) => {
              setAnswers((current) => ({ ...current, [question.id]: optionIds }));
              setUnanswered((current) => {
                const next = new Set(current);
                next.delete(question.id);
                return next;
              });
            }}
            missing={unanswered.has(question.id)}
            correct={result?.questions.find((mark) => mark.questionId === question.id)?.correct}
            locked={result !== null || !enrolled}
          />
        ))}
        {result ? (
          <QuizResult ref={resultRef} result={result} passMark={quiz.passMark} onRetry={retry} />
        ) : enrolled ? (
          <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
            {unanswered.size > 0 && (
              <Alert severity="error">
                {`Answer every question: ${unanswered.size} ${unanswered.size === 1 ? "is" : "are"} still open.`}
              </Alert>
            )}
            {submit.isError && <Alert severity="error">{errorMessage(submit.error)}</Alert>}
            <Button type="submit" variant="contained" loading={submit.isPending}>
              Submit answers
            </Button>
          </Stack>
        ) : (
          <Typography color="text.secondary">Enrol in the course to answer the quiz.</Typography>
        )}
      </Stack>
    </Box>
  );
}

function QuizResult({
  ref,
  result,
  passMark,
  onRetry,
}: {
  ref: Ref<HTMLDivElement>;
  result: QuizAttemptResult;
  passMark: number;
  onRetry: () => void;
}) {
  const right = result.questions.filter((question) => question.correct).length;
  const tally = `${right} of ${result.questions.length} questions right.`;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      severity={result.passed ? "success" : "warning"}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {result.passed ? "Answer again" : "Try again"}
        </Button>
      }
    >
      {result.passed
        ? `You passed with ${result.score}% (the pass mark is ${passMark}%). ${tally}`
        : `You scored ${result.score}%: ${passMark}% is needed to pass. ${tally} Try again when you are ready.`}
    </Alert>
  );
}
