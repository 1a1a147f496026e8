// A vendor's company admin writes a course: a draft for their company with an article of theirs
// from the library and a quiz, put in order from the keyboard, then published for members.
import { randomUUID } from "node:crypto";
import type { SignUpInput } from "@common/auth";
import type { Locator, Page } from "@playwright/test";
import { expect, PASSWORD, test } from "./support/fixtures";

type VendorSignUp = Extract<SignUpInput, { accountType: "vendor" }>;

/** A new vendor on Growth, whose plan includes publishing courses (Starter's does not). */
function newVendor(suffix: string): VendorSignUp {
  return {
    accountType: "vendor",
    plan: "Growth",
    companyName: `Course Author Co ${suffix}`,
    name: "Cora Author",
    email: `cora-${suffix}@example.com`,
    password: PASSWORD,
    jobTitle: "Head of Customer Education",
    industry: "Computer Software",
    revenueBand: "$10-$50 million",
  };
}

/** The lessons' titles as the outline lists them, section by section. */
async function outlineTitles(page: Page): Promise<string[][]> {
  const sections = page.getByRole("region", { name: /^Section \d+:/ });
  const titles: string[][] = [];
  for (const section of await sections.all()) {
    const lessons = section.getByRole("listitem");
    titles.push(
      await lessons.evaluateAll((items) =>
        items.map((item) => item.querySelector("p")?.textContent?.replace(/^\d+\./, "") ?? ""),
      ),
    );
  }
  return titles;
}

async function pressOn(locator: Locator, key: string) {
  await locator.focus();
  await locator.page().keyboard.press(key);
}

test("a company admin writes a course from their article and a quiz, orders it from the keyboard and publishes it @phone", async ({
  page,
  signUpViaApi,
  expectNoAxeViolations,
}) => {
  // A whole course is written here, with two axe runs: more than one page's worth of time.
  test.setTimeout(180_000);
  const suffix = randomUUID().slice(0, 8);
  const vendor = newVendor(suffix);
  await signUpViaApi(vendor);
  const profile = await (await page.request.get("/api/profile")).json();
  const articleTitle = `Rolling out passkeys ${suffix}`;
  const published = await page.request.post("/api/content", {
    data: {
      kind: "article",
      companyId: profile.company.id,
      title: articleTitle,
      summary: "The order that worked.",
      body: "## First\n\nEnrol the help desk before anyone else.",
      hubs: ["ciso"],
      intentTypes: ["Identity & Access"],
    },
  });
  expect(published.status(), await published.text()).toBe(201);

  // From the library, where those who publish find their courses.
  await page.goto("/read");
  await page.getByRole("link", { name: "My courses" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My courses" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No courses yet" })).toBeVisible();
  await page.getByRole("link", { name: "New course" }).first().click();

  const courseTitle = `Passkeys for the whole company ${suffix}`;
  await expect(page.getByText(`Published by ${vendor.companyName}`)).toBeVisible();
  await page.getByRole("textbox", { name: "Title" }).fill(courseTitle);
  await page.getByRole("textbox", { name: "Summary" }).fill("From the help desk to every laptop.");
  await page.getByRole("combobox", { name: "Intent types" }).click();
  await page.getByRole("option", { name: "Identity & Access" }).click();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Save draft" }).click();

  await expect(page).toHaveURL(/\/courses\/[0-9a-f-]{36}\/edit$/);
  const courseId = new URL(page.url()).pathname.split("/")[2];
  await expect(page.getByRole("heading", { level: 1, name: `Edit ${courseTitle}` })).toBeVisible();
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();

  // A lesson from the library: the company's own article.
  await page.getByRole("button", { name: "Add lesson to Lessons" }).click();
  let dialog = page.getByRole("dialog", { name: "Add a lesson to Lessons" });
  await dialog.getByRole("combobox", { name: "Find a video or article" }).fill(suffix);
  await page.getByRole("option", { name: new RegExp(articleTitle) }).click();
  await dialog.getByRole("button", { name: "Add lesson" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${articleTitle} is added to Lessons.`)).toBeVisible();

  // A quiz, after it.
  await page.getByRole("button", { name: "Add lesson to Lessons" }).click();
  dialog = page.getByRole("dialog", { name: "Add a lesson to Lessons" });
  await dialog.getByRole("tab", { name: "Quiz" }).click();
  await dialog.getByRole("textbox", { name: "Quiz title" }).fill("Check yourself");
  const question = dialog.getByRole("group", { name: "Question 1" });
  await question.getByRole("textbox", { name: "Question 1" }).fill("Who is enrolled first?");
  await question.getByRole("textbox", { name: "Option 1" }).fill("The help desk");
  await question.getByRole("textbox", { name: "Option 2" }).fill("The board");
  await dialog.getByRole("button", { name: "Add quiz" }).click();
  await expect(question.getByText("Mark the right option.")).toBeVisible();
  await question.getByRole("radio", { name: "Option 1 of question 1 is right" }).check();
  await dialog.getByRole("button", { name: "Add quiz" }).click();
  await expect(dialog).toBeHidden();
  expect(await outlineTitles(page)).toEqual([[articleTitle, "Check yourself"]]);

  // The quiz first, from the keyboard: its Move up button.
  const outlineSaved = () =>
    page.waitForResponse(
      (response) => response.url().endsWith("/outline") && response.request().method() === "PUT",
    );
  let saved = outlineSaved();
  await pressOn(page.getByRole("button", { name: "Move Check yourself up" }), "Enter");
  expect((await saved).ok()).toBe(true);
  expect(await outlineTitles(page)).toEqual([["Check yourself", articleTitle]]);
  await expect(page.getByRole("button", { name: "Move Check yourself down" })).toBeFocused();
  await expect(
    page.getByText("Lesson 2, “Check yourself”, moved to position 1 of 2 in section Lessons."),
  ).toBeAttached();

  // And back, by picking it up with the keyboard and moving it with the arrow keys.
  saved = outlineSaved();
  // Each step waits for what a screen reader hears after it.
  await pressOn(page.getByRole("button", { name: "Drag Check yourself" }), "Space");
  await expect(
    page.getByText(/^Picked up\. Lesson 1, “Check yourself”, is at position 1 of 2/),
  ).toBeAttached();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByText(/“Check yourself”, is over position 2 of 2 in section Lessons/)).toBeAttached();
  await page.keyboard.press("Space");
  await expect(
    page.getByText("Lesson 1, “Check yourself”, moved to position 2 of 2 in section Lessons."),
  ).toBeAttached();
  expect((await saved).ok()).toBe(true);
  expect(await outlineTitles(page)).toEqual([[articleTitle, "Check yourself"]]);
  await expect(page.getByRole("button", { name: "Drag Check yourself" })).toBeFocused();

  // A section of its own for the quiz: Move down takes a section's last lesson into the next one.
  await page.getByRole("button", { name: "Add section" }).click();
  dialog = page.getByRole("dialog", { name: "Add a section" });
  await dialog.getByRole("textbox", { name: "Section title" }).fill("Wrap-up");
  await dialog.getByRole("button", { name: "Add section" }).click();
  await expect(page.getByRole("region", { name: "Section 2: Wrap-up" })).toBeVisible();
  // The dialog gone, the focus is back where it was opened from.
  await expect(page.getByRole("button", { name: "Add section" })).toBeFocused();
  saved = outlineSaved();
  await pressOn(page.getByRole("button", { name: "Move Check yourself down" }), "Enter");
  expect((await saved).ok()).toBe(true);
  expect(await outlineTitles(page)).toEqual([[articleTitle], ["Check yourself"]]);

  // Axe, at this width and at a phone's.
  await expectNoAxeViolations(page);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoAxeViolations(page);
  if (size) await page.setViewportSize(size);

  // Published after saying who will see it; the editor then links to the course's page.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  dialog = page.getByRole("dialog", { name: `Publish ${courseTitle}?` });
  await expect(dialog.getByText(/Members will see the course in the catalogue/)).toBeVisible();
  await dialog.getByRole("button", { name: "Publish course" }).click();
  await expect(page.getByText(`${courseTitle} is published.`)).toBeVisible();
  await expect(page.getByText("Published", { exact: true })).toBeVisible();
  const course = await (await page.request.get(`/api/courses/${courseId}`)).json();
  expect(course.status).toBe("published");
  expect(
    course.sections.map((section: { title: string; lessons: { title: string }[] }) => [
      section.title,
      section.lessons.map((lesson) => lesson.title),
    ]),
  ).toEqual([
    ["Lessons", [articleTitle]],
    ["Wrap-up", ["Check yourself"]],
  ]);

  await page.getByRole("link", { name: "View course" }).click();
  await expect(page).toHaveURL(`/courses/${courseId}`);
});
