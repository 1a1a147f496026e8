import { describe, expect, it } from "vitest";
import { BASICS_ID, LESSON_IDS, NEXT_STEPS_ID, testCourse } from "./editor-fixtures";
import { lessonPlaceText, moveLesson, moveLessonTo, moveSection, orderOf, withOrder } from "./outline-model";

const [FIRST, SECOND, THIRD] = LESSON_IDS as [string, string, string];
const order = orderOf(testCourse());

describe("the outline's order", () => {
  it("moves a section's first lesson up to the end of the section before", () => {
    expect(moveLesson(order, THIRD, "up")).toEqual([
      { id: BASICS_ID, lessonIds: [FIRST, SECOND, THIRD] },
      { id: NEXT_STEPS_ID, lessonIds: [] },
    ]);
  });

  it("moves the course's last lesson down into an empty section after it", () => {
    const withEmpty = [...order, { id: "empty", lessonIds: [] }];
    expect(moveLesson(withEmpty, THIRD, "down")).toEqual([
      { id: BASICS_ID, lessonIds: [FIRST, SECOND] },
      { id: NEXT_STEPS_ID, lessonIds: [] },
      { id: "empty", lessonIds: [THIRD] },
    ]);
  });

  it("goes no further than the course's first lesson or its first section", () => {
    expect(moveLesson(order, FIRST, "up")).toBeNull();
    expect(moveLesson(order, THIRD, "down")).toBeNull();
    expect(moveSection(order, BASICS_ID, "up")).toBeNull();
  });

  it("numbers the lessons again through the whole course", () => {
    const moved = withOrder(testCourse(), moveLessonTo(order, FIRST, NEXT_STEPS_ID, null));
    expect(
      moved.sections.map((section) => section.lessons.map((lesson) => [lesson.number, lesson.id])),
    ).toEqual([
      [[1, SECOND]],
      [
        [2, THIRD],
        [3, FIRST],
      ],
    ]);
    expect(moved.sections[1]?.lessons[1]?.sectionId).toBe(NEXT_STEPS_ID);
  });

  it("says where a lesson went, by the number it had", () => {
    const moved = moveLessonTo(order, THIRD, BASICS_ID, 0);
    expect(lessonPlaceText(testCourse(), moved, THIRD, "moved to")).toBe(
      "Lesson 3, “Rolling out”, moved to position 1 of 3 in section Basics.",
    );
  });
});
