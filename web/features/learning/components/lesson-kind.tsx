import type { LessonKind } from "@common/learning";
import ArticleOutlined from "@mui/icons-material/ArticleOutlined";
import OndemandVideoOutlined from "@mui/icons-material/OndemandVideoOutlined";
import QuizOutlined from "@mui/icons-material/QuizOutlined";
import type { SvgIconProps } from "@mui/material/SvgIcon";

export const LESSON_KIND_LABELS: Record<LessonKind, string> = {
  video: "Video",
  article: "Article",
  quiz: "Quiz",
};

const ICONS = { video: OndemandVideoOutlined, article: ArticleOutlined, quiz: QuizOutlined };

/** The kind's picture; its name is always written beside it. */
export function LessonKindIcon({ kind, ...props }: { kind: LessonKind } & SvgIconProps) {
  const Icon = ICONS[kind];
  return <Icon aria-hidden="true" {...props} />;
}
