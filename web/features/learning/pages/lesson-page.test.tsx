import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it, vi } from "vitest";
import {
  ARTICLE_CONTENT_ID,
  COURSE_ID,
  enrolment,
  lessonArticle,
  lessonDetail,
  lessonId,
  lessonVideo,
  testQuiz,
  VIDEO_CONTENT_ID,
} from "../testing/learning-fixtures";

const lessonPath = (number: number) => `/courses/${COURSE_ID}/lessons/${lessonId(number)}`;
const lessonApi = (number: number) => `GET /api/courses/${COURSE_ID}/lessons/${lessonId(number)}`;
const ATTEMPTS = `POST /api/courses/${COURSE_ID}/lessons/${lessonId(3)}/attempts`;
const ARTICLE = `GET /api/content/${ARTICLE_CONTENT_ID}`;
const PROGRESS = `PUT /api/content/${ARTICLE_CONTENT_ID}/progress`;

/** Puts the article's end above the bottom of the window, as scrolling to it does. */
function scrollToArticleEnd() {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    const height = this.tagName === "ARTICLE" ? 2000 : 0;
    const top = -1200;
    return {
      top,
      height,
      bottom: top + height,
      left: 0,
      right: 0,
      width: 0,
      x: 0,
      y: top,
      toJSON: () => ({}),
    };
  });
  fireEvent.scroll(window);
}

describe("a lesson's page", () => {
  it("shows an article lesson with the way back to its course, and invites a visitor of it to enrol", async () => {
    renderApp({
      path: lessonPath(1),
      signedIn: true,
      api: { [lessonApi(1)]: { body: lessonDetail(1) }, [ARTICLE]: { body: lessonArticle() } },
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Why zero trust" })).toBeInTheDocument();
    const breadcrumb = within(screen.getByRole("navigation", { name: "Breadcrumb" }));
    expect(breadcrumb.getByRole("link", { name: "Zero trust in practice" })).toHaveAttribute(
      "href",
      `/courses/${COURSE_ID}`,
    );
    expect(screen.getByText("Lesson 1 of 3 · Article · 12 min")).toBeInTheDocument();
    expect(screen.getByText(/Enrol to track your progress/)).toBeInTheDocument();
    expect(await screen.findByRole("article", { name: "Why zero trust" })).toHaveTextContent(
      "Every request is verified",
    );
    const steps = within(screen.getByRole("navigation", { name: "Lessons" }));
    expect(steps.getByRole("link", { name: "Next lesson" })).toHaveAttribute("href", lessonPath(2));
    expect(steps.queryByRole("link", { name: "Previous lesson" })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Why zero trust · Zero trust in practice · Summit"));
  });

  it("completes an article lesson when the member reads to its end, and shows the course's progress move", async () => {
    let completed = false;
    const { server } = renderApp({
      path: lessonPath(1),
      signedIn: true,
      api: {
        [lessonApi(1)]: () => ({
          body: lessonDetail(1, {
            completed,
            enrolment: enrolment({ completedLessons: completed ? 1 : 0 }),
          }),
        }),
        [ARTICLE]: { body: lessonArticle() },
        [PROGRESS]: ({ body }) => {
          const input = body as { position: number; completed?: boolean };
          completed = Boolean(input.completed);
          return {
            body: { position: input.position, completedAt: completed ? "2026-03-04T10:00:00.000Z" : null },
          };
        },
        "GET /api/content": { body: { items: [], nextCursor: null } },
      },
    });
    await screen.findByRole("article", { name: "Why zero trust" });
    expect(screen.getByText("0 of 3 lessons")).toBeInTheDocument();

    scrollToArticleEnd();

    expect(await screen.findByText("You have read this article.")).toBeInTheDocument();
    expect(await screen.findByText("1 of 3 lessons")).toBeInTheDocument();
    expect(screen.getByText("Completed")).toBeInTheDocument();
    expect(server.calls(PROGRESS).map((call) => call.body)).toEqual([{ position: 1, completed: true }]);
    expect(server.calls(lessonApi(1))).toHaveLength(2);
  });

  it("completes a video lesson once the member has watched 90% of it", async () => {
    let completed = false;
    const progress = `PUT /api/content/${VIDEO_CONTENT_ID}/progress`;
    const { server } = renderApp({
      path: lessonPath(2),
      signedIn: true,
      api: {
        [lessonApi(2)]: () => ({
          body: lessonDetail(2, { completed, enrolment: enrolment({ completedLessons: completed ? 2 : 1 }) }),
        }),
        [`GET /api/content/${VIDEO_CONTENT_ID}`]: { body: lessonVideo() },
        [progress]: ({ body }) => {
          const input = body as { position: number; completed?: boolean };
          completed = Boolean(input.completed);
          return {
            body: { position: input.position, completedAt: completed ? "2026-03-04T10:00:00.000Z" : null },
          };
        },
        "GET /api/content": { body: { items: [], nextCursor: null } },
      },
    });
    const video = await screen.findByLabelText("Passkeys in practice", { selector: "video" });
    expect(screen.getByText("1 of 3 lessons")).toBeInTheDocument();

    fireEvent.loadedMetadata(video);
    // The video is 4,200 seconds long: 3,779 is just short of 90%, 3,780 is 90%.
    (video as HTMLVideoElement).currentTime = 3779;
    fireEvent.pause(video);
    await waitFor(() => expect(server.calls(progress)).toHaveLength(1));
    expect(screen.getByText("1 of 3 lessons")).toBeInTheDocument();
    (video as HTMLVideoElement).currentTime = 3780;
    fireEvent.pause(video);

    expect(await screen.findByText("2 of 3 lessons")).toBeInTheDocument();
    expect(screen.getByText("You have watched this video.")).toBeInTheDocument();
    expect(server.calls(progress).map((call) => call.body)).toEqual([
      { position: 3779 },
      { position: 3780, completed: true },
    ]);
  });

  it("grades a quiz: which questions were right, the score against the pass mark, and a retry", async () => {
    const { user, server } = renderApp({
      path: lessonPath(3),
      signedIn: true,
      api: {
        [lessonApi(3)]: { body: lessonDetail(3, { enrolment: enrolment({ completedLessons: 2 }) }) },
        [ATTEMPTS]: {
          body: {
            result: {
              score: 50,
              passed: true,
              questions: [
                { questionId: "q1", correct: true },
                { questionId: "q2", correct: false },
              ],
              submittedAt: "2026-03-04T10:00:00.000Z",
            },
            enrolment: enrolment({ completedLessons: 3 }),
          },
        },
      },
    });
    const quiz = await screen.findByRole("form", { name: "Quiz" });
    expect(within(quiz).getByText(/You pass with 50% of the answers right/)).toBeInTheDocument();

    await user.click(within(quiz).getByRole("button", { name: "Submit answers" }));
    expect(within(quiz).getByText("Answer every question: 2 are still open.")).toBeInTheDocument();
    expect(server.calls(ATTEMPTS)).toHaveLength(0);

    const first = within(quiz).getByRole("group", { name: "1. What does zero trust verify?" });
    await user.click(within(first).getByRole("radio", { name: "Every request" }));
    const second = within(quiz).getByRole("group", { name: "2. Which are phishing-resistant?" });
    await user.click(within(second).getByRole("checkbox", { name: "Passkeys" }));
    await user.click(within(second).getByRole("checkbox", { name: "SMS codes" }));
    await user.click(within(quiz).getByRole("button", { name: "Submit answers" }));

    expect(
      await within(quiz).findByText("You passed with 50% (the pass mark is 50%). 1 of 2 questions right."),
    ).toBeInTheDocument();
    expect(within(first).getByText("Right")).toBeInTheDocument();
    expect(within(second).getByText("Wrong")).toBeInTheDocument();
    expect(server.calls(ATTEMPTS)[0]?.body).toEqual({
      answers: [
        { questionId: "q1", optionIds: ["q1-a"] },
        { questionId: "q2", optionIds: ["q2-a", "q2-c"] },
      ],
    });

    await user.click(within(quiz).getByRole("button", { name: "Answer again" }));
    expect(within(first).getByRole("radio", { name: "Every request" })).not.toBeChecked();
    expect(within(quiz).getByRole("button", { name: "Submit answers" })).toBeInTheDocument();
  });

  it("says a failed attempt's score and the mark needed", async () => {
    const { user } = renderApp({
      path: lessonPath(3),
      signedIn: true,
      api: {
        [lessonApi(3)]: {
          body: lessonDetail(3, { enrolment: enrolment(), quiz: { ...testQuiz, passMark: 100 } }),
        },
        [ATTEMPTS]: {
          body: {
            result: {
              score: 50,
              passed: false,
              questions: [
                { questionId: "q1", correct: true },
                { questionId: "q2", correct: false },
              ],
              submittedAt: "2026-03-04T10:00:00.000Z",
            },
            enrolment: enrolment(),
          },
        },
      },
    });
    const quiz = await screen.findByRole("form", { name: "Quiz" });
    await user.click(within(quiz).getByRole("radio", { name: "Only the first request" }));
    await user.click(within(quiz).getByRole("checkbox", { name: "Security keys" }));
    await user.click(within(quiz).getByRole("button", { name: "Submit answers" }));
    expect(
      await within(quiz).findByText(/You scored 50%: 100% is needed to pass\. 1 of 2 questions right\./),
    ).toBeInTheDocument();
    expect(within(quiz).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("lets only enrolled members answer a quiz", async () => {
    renderApp({ path: lessonPath(3), signedIn: true, api: { [lessonApi(3)]: { body: lessonDetail(3) } } });
    const quiz = await screen.findByRole("form", { name: "Quiz" });
    expect(within(quiz).getByText("Enrol in the course to answer the quiz.")).toBeInTheDocument();
    expect(within(quiz).queryByRole("button", { name: "Submit answers" })).not.toBeInTheDocument();
    expect(screen.getByText("Enrol to track your progress and to answer this quiz.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Enrol" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("navigation", { name: "Lessons" })).getByRole("link", {
        name: "Back to the course",
      }),
    ).toHaveAttribute("href", `/courses/${COURSE_ID}`);
  });

  it("says the lesson is not here for an unknown id", async () => {
    renderApp({
      path: lessonPath(2),
      signedIn: true,
      api: { [lessonApi(2)]: { status: 404, body: { reason: "NotFound", messages: ["Lesson not found."] } } },
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "This lesson is not available" }),
    ).toBeInTheDocument();
  });

  it("says so when a lesson's article has left the library", async () => {
    renderApp({
      path: lessonPath(1),
      signedIn: true,
      api: {
        [lessonApi(1)]: { body: lessonDetail(1) },
        [ARTICLE]: { status: 404, body: { reason: "NotFound", messages: ["Content not found."] } },
      },
    });
    expect(await screen.findByText(/This lesson's article is no longer in the library/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("link", { name: "Next lesson" })).toBeInTheDocument());
  });
});
