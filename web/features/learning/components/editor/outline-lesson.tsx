// One lesson of the outline: its kind, title and minutes, a handle to drag it, Move up and Move
// down, and for a quiz Edit; Remove for all.

import { formatMinutes, type LessonKind, type LessonSummary } from "@common/learning";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { SvgIconComponent } from "@mui/icons-material";
import ArrowDownward from "@mui/icons-material/ArrowDownward";
import ArrowUpward from "@mui/icons-material/ArrowUpward";
import ArticleOutlined from "@mui/icons-material/ArticleOutlined";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import DragIndicator from "@mui/icons-material/DragIndicator";
import EditOutlined from "@mui/icons-material/EditOutlined";
import OndemandVideoOutlined from "@mui/icons-material/OndemandVideoOutlined";
import QuizOutlined from "@mui/icons-material/QuizOutlined";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Direction } from "./outline-model";

export const LESSON_KIND_LABELS: Record<LessonKind, string> = {
  video: "Video",
  article: "Article",
  quiz: "Quiz",
};

const KIND_ICONS: Record<LessonKind, SvgIconComponent> = {
  video: OndemandVideoOutlined,
  article: ArticleOutlined,
  quiz: QuizOutlined,
};

/** The sortable id of a lesson, apart from the sections' ids. */
export const lessonDragId = (lessonId: string) => `lesson:${lessonId}`;

interface OutlineLessonProps {
  lesson: LessonSummary;
  /** Which moves are possible: not up from the course's first lesson, not down from its last. */
  canMove: Record<Direction, boolean>;
  /** Whether a section is being dragged: lessons are then not where things drop. */
  sectionDragging: boolean;
  onMove: (direction: Direction) => void;
  onEdit: () => void;
  onRemove: () => void;
}

export function OutlineLesson({
  lesson,
  canMove,
  sectionDragging,
  onMove,
  onEdit,
  onRemove,
}: OutlineLessonProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: lessonDragId(lesson.id),
      data: { type: "lesson", lessonId: lesson.id },
      disabled: { draggable: false, droppable: sectionDragging },
    });
  const Icon = KIND_ICONS[lesson.kind];
  const kind = LESSON_KIND_LABELS[lesson.kind];
  // Names that stay the same as the lesson moves, so that focus and speech can follow it.
  const name = lesson.title;
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-lesson-id={lesson.id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        listStyle: "none",
        display: "flex",
        flexWrap: { xs: "wrap", sm: "nowrap" },
        alignItems: "center",
        columnGap: 1,
        py: 0.5,
        px: 1,
        border: 1,
        borderColor: "divider",
        borderRadius: 1,
        bgcolor: "background.paper",
        position: "relative",
        zIndex: isDragging ? 2 : undefined,
        boxShadow: isDragging ? 4 : undefined,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", flex: "1 1 200px", minWidth: 0 }}>
        <IconButton
          ref={setActivatorNodeRef}
          size="small"
          data-drag={lesson.id}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${name}`}
          sx={{ cursor: isDragging ? "grabbing" : "grab", touchAction: "none" }}
        >
          <DragIndicator fontSize="small" />
        </IconButton>
        <Icon sx={{ color: "text.secondary" }} aria-hidden="true" />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ overflowWrap: "anywhere" }}>
            <Box component="span" sx={{ color: "text.secondary", mr: 0.5 }}>
              {lesson.number}.
            </Box>
            {lesson.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {kind} · {formatMinutes(lesson.minutes)}
          </Typography>
        </Box>
      </Stack>
      <Stack direction="row" spacing={0.5} sx={{ ml: "auto", flexShrink: 0 }}>
        <IconButton
          size="small"
          aria-label={`Move ${name} up`}
          data-move={`${lesson.id}:up`}
          disabled={!canMove.up}
          onClick={() => onMove("up")}
        >
          <ArrowUpward fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={`Move ${name} down`}
          data-move={`${lesson.id}:down`}
          disabled={!canMove.down}
          onClick={() => onMove("down")}
        >
          <ArrowDownward fontSize="small" />
        </IconButton>
        {lesson.kind === "quiz" && (
          <IconButton size="small" aria-label={`Edit quiz ${lesson.title}`} onClick={onEdit}>
            <EditOutlined fontSize="small" />
          </IconButton>
        )}
        <IconButton size="small" aria-label={`Remove ${name}`} onClick={onRemove}>
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Stack>
    </Box>
  );
}
