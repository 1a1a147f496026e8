import { randomUUID } from "node:crypto";
import type { CourseDetail } from "@common/learning";
import { type APIRequestContext, type Page, request as playwrightRequest } from "@playwright/test";
import { expect, newLeader, test } from "./support/fixtures";
import { E2E_BASE_URL } from "./support/server";

// Demo data (server/seed/demo.ts): the platform admin, who writes Summit's own courses.
const OPERATOR = "olivia.grant@demo.summit.test";
const DEMO_PASSWORD = "summit-demo-password";
const PHONE = { width: 360, height: 780 };

/** A platform admin's API session, as the course editor would use it. */
async function operatorSession(clientAddress: string): Promise<APIRequestContext> {
  const operator = await playwrightRequest.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { "x-forwarded-for": clientAddress },
  });
  const signedIn = await operator.post("/api/auth/sign-in/email", {
    data: { email: OPERATOR, password: DEMO_PASSWORD },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  return operator;
}

async function post<T>(request: APIRequestContext, path: string, data: unknown, method = "post"): Promise<T> {
  const response = await request.fetch(path, { method, data });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * A published Summit course of two lessons: an article long enough to scroll through, then a quiz
 * with one single-choice and one multiple-choice question, all to be answered right.
 */
async function publishCourse(operator: APIRequestContext, title: string) {
  const paragraphs = Array.from(
    { length: 40 },
    (_, index) =>
      `Paragraph ${index + 1}: every request is verified, wherever it comes from and whoever sends it, so that a stolen password opens nothing on its own.`,
  );
  const article = await post<{ id: string }>(operator, "/api/content", {
    kind: "article",
    title: `Why zero trust ${title.slice(-6)}`,
    summary: "The perimeter is gone.",
    body: `## The perimeter is gone\n\n${paragraphs.join("\n\n")}`,
    hubs: ["cio"],
    intentTypes: ["Identity & Access"],
    visibility: "members",
  });
  const course = await post<CourseDetail>(operator, "/api/courses", {
    title,
    summary: "An article and a quiz on moving to zero trust.",
    level: "introductory",
    hubs: ["cio"],
    intentTypes: ["Identity & Access"],
  });
  const sectionId = course.sections[0]?.id;
  await post(operator, `/api/courses/${course.id}/lessons`, { sectionId, contentId: article.id });
  await post(operator, `/api/courses/${course.id}/lessons`, {
    sectionId,
    title: "Check your understanding",
    quiz: {
      passMark: 100,
      questions: [
        {
          prompt: "What does zero trust verify?",
          multiple: false,
          options: [{ text: "Every request" }, { text: "Only the first request" }],
          correct: [0],
        },
        {
          prompt: "Which are phishing-resistant?",
          multiple: true,
          options: [{ text: "Passkeys" }, { text: "Security keys" }, { text: "SMS codes" }],
          correct: [0, 1],
        },
      ],
    },
  });
  await post(operator, `/api/courses/${course.id}/publication`, {}, "put");
  return { courseId: course.id };
}

/** axe on the page as it is, then at phone width, then back. */
async function expectAccessible(page: Page, expectNoAxeViolations: (page: Page) => Promise<void>) {
  await expectNoAxeViolations(page);
  const desktop = page.viewportSize();
  await page.setViewportSize(PHONE);
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  await expectNoAxeViolations(page);
  if (desktop) await page.setViewportSize(desktop);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
}

test("a leader enrols, reads, passes the quiz, sees /progress move without a reload and gets a certificate anyone can verify", async ({
  page,
  browser,
  signUpViaApi,
  clientAddress,
  expectNoAxeViolations,
}) => {
  // Ten pages each checked with axe twice, on a server shared with the other tests.
  test.setTimeout(240_000);
  const suffix = randomUUID().slice(0, 6);
  const title = `Zero trust in practice ${suffix}`;
  const operator = await operatorSession(clientAddress);
  const { courseId } = await publishCourse(operator, title);
  await operator.dispose();

  const leader = newLeader({ name: `Erin Learner ${suffix}` });
  await signUpViaApi(leader);
  await page.goto("/courses");
  await expect(page.getByRole("heading", { level: 1, name: "Courses" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search courses" }).fill(title);
  const card = page.getByRole("link", { name: new RegExp(title) });
  await expect(card).toContainText("Summit · Introductory · 2 lessons");
  await expectAccessible(page, expectNoAxeViolations);

  await card.click();
  await expect(page).toHaveURL(`/courses/${courseId}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.getByRole("button", { name: "Enrol" }).click();
  await expect(page.getByText(`You are enrolled in ${title}.`)).toBeVisible();
  await expect(page.getByText("0 of 2 lessons")).toBeVisible();
  await expectAccessible(page, expectNoAxeViolations);
  // From here on the app is never reloaded: a reload would forget this mark.
  await page.evaluate(() => {
    (window as unknown as { learningMark: string }).learningMark = "not reloaded";
  });

  await page.getByRole("button", { name: "Progress", exact: true }).click();
  const inProgress = page.getByRole("list", { name: "Courses in progress" });
  await expect(inProgress.getByText("0 of 2 lessons")).toBeVisible();
  await inProgress.getByRole("link", { name: /^Continue: lesson 1 of 2 — Why zero trust/ }).click();

  await expect(page.getByText("Lesson 1 of 2 · Article")).toBeVisible();
  await expect(page.getByRole("article")).toContainText("Paragraph 40");
  await expectAccessible(page, expectNoAxeViolations);
  const saved = page.waitForResponse(
    (response) => response.url().endsWith("/progress") && response.request().method() === "PUT",
  );
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(((await (await saved).json()) as { completedAt: string | null }).completedAt).not.toBeNull();
  await expect(page.getByText("You have read this article.")).toBeVisible();
  await expect(page.getByText("1 of 2 lessons")).toBeVisible();

  await page.getByRole("button", { name: "Progress", exact: true }).click();
  await expect(inProgress.getByText("1 of 2 lessons")).toBeVisible();
  await expect(
    inProgress.getByRole("link", { name: /^Continue: lesson 2 of 2 — Check your understanding$/ }),
  ).toBeVisible();
  await expectAccessible(page, expectNoAxeViolations);
  await inProgress.getByRole("link", { name: /^Continue: lesson 2 of 2/ }).click();

  const quiz = page.getByRole("form", { name: "Quiz" });
  await quiz.getByRole("radio", { name: "Every request" }).check();
  await quiz.getByRole("checkbox", { name: "Passkeys" }).check();
  await quiz.getByRole("checkbox", { name: "Security keys" }).check();
  await expectAccessible(page, expectNoAxeViolations);
  await quiz.getByRole("button", { name: "Submit answers" }).click();
  await expect(
    quiz.getByText("You passed with 100% (the pass mark is 100%). 2 of 2 questions right."),
  ).toBeVisible();
  await expect(page.getByText("2 of 2 lessons")).toBeVisible();

  await page.getByRole("button", { name: "Progress", exact: true }).click();
  const completed = page.getByRole("list", { name: "Completed courses" });
  await expect(completed.getByText(/^Completed on /)).toBeVisible();
  await expect(page.getByRole("heading", { name: "No course in progress" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { learningMark?: string }).learningMark)).toBe(
    "not reloaded",
  );

  await completed.getByRole("link", { name: `View certificate: ${title}` }).click();
  await expect(page).toHaveURL(/\/certificates\/[0-9a-f-]{36}$/);
  const verified = new RegExp(
    `^Verified: issued by Summit to Erin Learner ${suffix} on \\w+ \\d{1,2}, \\d{4}\\.$`,
  );
  await expect(page.getByText(verified)).toBeVisible();
  await expect(page.getByRole("switch", { name: "Anyone with the link can verify it" })).toBeChecked();
  await expectAccessible(page, expectNoAxeViolations);
  const certificatePath = new URL(page.url()).pathname;

  const visitor = await browser.newContext({ baseURL: E2E_BASE_URL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(certificatePath);
  await expect(
    visitorPage.getByRole("heading", { level: 1, name: "Certificate of completion" }),
  ).toBeVisible();
  await expect(visitorPage.getByText(verified)).toBeVisible();
  await expect(visitorPage.getByText(title)).toBeVisible();
  await expect(visitorPage.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(visitorPage.getByRole("switch")).toHaveCount(0);
  const pdf = await visitorPage.request.get(`/api${certificatePath}/pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await expectNoAxeViolations(visitorPage);
  await visitorPage.setViewportSize(PHONE);
  await expectNoAxeViolations(visitorPage);
  // On paper: the certificate alone, without the bar, the footer or the page's buttons.
  await visitorPage.emulateMedia({ media: "print" });
  await expect(
    visitorPage.getByRole("heading", { level: 1, name: "Certificate of completion" }),
  ).toBeVisible();
  await expect(visitorPage.getByRole("banner")).toBeHidden();
  await expect(visitorPage.getByRole("contentinfo")).toBeHidden();
  await expect(visitorPage.getByRole("button", { name: "Print" })).toBeHidden();
  await visitor.close();
});
