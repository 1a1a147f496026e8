// A quiz as its form holds it (each option knows whether it is right) and as the API takes it (the
// right options by index), with the checks an author needs to read: two options at least, and the
// right one marked.

import {
  COURSE_TITLE_MAX,
  type LessonDetail,
  QUIZ_MAX_OPTIONS,
  QUIZ_MAX_QUESTIONS,
  QUIZ_TEXT_MAX,
  type QuizInput,
} from "@common/learning";
import { z } from "zod";

export const DEFAULT_PASS_MARK = 70;

const QuizQuestionFormSchema = z
  .object({
    prompt: z
      .string()
      .trim()
      .min(1, "Enter the question.")
      .max(QUIZ_TEXT_MAX, `A question is at most ${QUIZ_TEXT_MAX} characters.`),
    multiple: z.boolean(),
    options: z
      .array(
        z.object({
          text: z
            .string()
            .trim()
            .min(1, "Enter the option's text, or remove the option.")
            .max(QUIZ_TEXT_MAX, `An option is at most ${QUIZ_TEXT_MAX} characters.`),
          right: z.boolean(),
        }),
      )
      .max(QUIZ_MAX_OPTIONS),
  })
  .superRefine((question, context) => {
    // One message for the options as a whole, under them: the first thing to fix.
    const right = question.options.filter((option) => option.right).length;
    const problem =
      question.options.length < 2
        ? "Give at least two options."
        : right === 0
          ? "Mark the right option."
          : !question.multiple && right > 1
            ? "Mark one right option, or allow more than one right answer."
            : null;
    if (problem) context.addIssue({ code: "custom", path: ["answers"], message: problem });
  });

export const QuizFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, "Enter the quiz's title.")
    .max(COURSE_TITLE_MAX, `A title is at most ${COURSE_TITLE_MAX} characters.`),
  passMark: z.coerce
    .number({ error: "Enter a pass mark from 1 to 100." })
    .int("Enter a whole percentage.")
    .min(1, "Enter a pass mark from 1 to 100.")
    .max(100, "Enter a pass mark from 1 to 100."),
  questions: z
    .array(QuizQuestionFormSchema)
    .min(1, "Add at least one question.")
    .max(QUIZ_MAX_QUESTIONS, `A quiz has at most ${QUIZ_MAX_QUESTIONS} questions.`),
});
export type QuizFormInput = z.input<typeof QuizFormSchema>;
export type QuizFormValues = z.output<typeof QuizFormSchema>;
export type QuizQuestionValues = QuizFormValues["questions"][number];

export function emptyQuestion(): QuizQuestionValues {
  return {
    prompt: "",
    multiple: false,
    options: [
      { text: "", right: false },
      { text: "", right: false },
    ],
  };
}

export function emptyQuiz(): QuizFormInput {
  return { title: "", passMark: DEFAULT_PASS_MARK, questions: [emptyQuestion()] };
}

/** What the API takes: options by their text, the right ones by index. */
export function quizInputOf(values: QuizFormValues): { title: string; quiz: QuizInput } {
  return {
    title: values.title,
    quiz: {
      passMark: values.passMark,
      questions: values.questions.map((question) => ({
        prompt: question.prompt,
        multiple: question.multiple,
        options: question.options.map((option) => ({ text: option.text })),
        correct: question.options.flatMap((option, index) => (option.right ? [index] : [])),
      })),
    },
  };
}

/** A saved quiz lesson back in the form: its answer key (editors get it) marks the right options. */
export function quizValuesOf(lesson: LessonDetail): QuizFormInput {
  const quiz = lesson.quiz;
  if (!quiz) return { ...emptyQuiz(), title: lesson.title };
  return {
    title: lesson.title,
    passMark: quiz.passMark,
    questions: quiz.questions.map((question, questionIndex) => {
      const right = new Set(quiz.answerKey?.[questionIndex] ?? []);
      return {
        prompt: question.prompt,
        multiple: question.multiple,
        options: question.options.map((option, index) => ({ text: option.text, right: right.has(index) })),
      };
    }),
  };
}
