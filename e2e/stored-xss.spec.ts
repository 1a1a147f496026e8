// Hostile text stored by members (a post, a comment, a profile, a company page, events and an
// article) is shown to another member on every page that shows it, in a real browser under Summit's
// Content-Security-Policy: nothing in it runs, no unsafe address reaches a link or an image, and the
// policy itself allows no inline script.
import { randomUUID } from "node:crypto";
import type { APIRequestContext, APIResponse, Locator, Page, Response } from "@playwright/test";
import { expect, newLeader, PASSWORD, signUpAndConfirm, test } from "./support/fixtures";
import { E2E_BASE_URL } from "./support/server";

declare global {
  interface Window {
    /** Every payload pushes its name here if it ever runs. */
    __xss: string[];
    /** securitypolicyviolation events of the page. */
    __cspViolations: string[];
  }
}

// Letters only: Discover's full-text search matches it as one word.
const marker = `xss${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;

const run = (label: string) => `window.__xss.push('${label}')`;
const SCRIPT = `<script>${run("script")}</script>`;
const IMG = `<img src=x onerror="${run("onerror")}">`;
const SVG = `<svg onload="${run("svg")}">`;
const IFRAME = `"><iframe src="javascript:${run("iframe")}">`;
const DETAILS = `<details open ontoggle="${run("toggle")}">`;
const RAW_LINK = `<a href="javascript:${run("raw")}">raw</a>`;
const HTML_PAYLOADS = [SCRIPT, IMG, SVG, IFRAME, DETAILS, RAW_LINK];
const SVG_ONLOAD_BASE64 = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" onload="${run("data-svg")}"/>`,
).toString("base64");
const AUTOLINK = `javascript:${run("autolink")}`;

/** Markdown whose links and images all aim at script, with the raw HTML payloads between them. */
function hostileMarkdown(label: string): string {
  return [
    `${label} ${marker} opens here.`,
    SCRIPT,
    `${IMG} ${SVG}`,
    IFRAME,
    `${DETAILS}<summary>More</summary>Hidden text.</details>`,
    `A raw link: ${RAW_LINK}`,
    [
      `Links: [click](javascript:${run("md-link")})`,
      "[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
      `![img](javascript:${run("md-img")})`,
      `<${AUTOLINK}>`,
      "[ref][1]",
    ].join(" "),
    // Spellings a careless protocol check lets through; the browser reads each as javascript: or data:.
    [
      `Tricks: [upper](JaVaScRiPt:${run("case")})`,
      `[entity](&#106;avascript:${run("entity")})`,
      `[colon](javascript&colon;${run("colon")})`,
      `[tab](java&#9;script:${run("tab")})`,
      `[angle](<javascript:${run("angle")}>)`,
      `[space]( javascript:${run("space")})`,
      "[vbscript](vbscript:msgbox(1))",
      `[svg data](data:image/svg+xml;base64,${SVG_ONLOAD_BASE64})`,
      `![data image](data:image/svg+xml;base64,${SVG_ONLOAD_BASE64})`,
      `[![nested](javascript:${run("nested-img")})](javascript:${run("nested-link")})`,
    ].join(" "),
    `A harmless link for contrast: [summit docs](https://example.com/${marker}).`,
    `${label} ${marker} closes here.`,
    `[1]: javascript:${run("ref")}`,
  ].join("\n\n");
}

/** The links hostileMarkdown renders (their addresses emptied); each is hovered and clicked. */
const MARKDOWN_LINKS = [
  "click",
  "data",
  AUTOLINK,
  "ref",
  "upper",
  "entity",
  "colon",
  "tab",
  "angle",
  "space",
  "vbscript",
  "svg data",
  "nested (image)",
];

/** Plain-text fields: every HTML payload in one, where the field is long enough. */
const plain = (label: string) => `${label} ${marker} ${HTML_PAYLOADS.join(" ")}`;

const SUMMARY = plain("Summary");
const SESSION_DESCRIPTION = plain("Session");
const AUTHOR_NAME = `Mallory ${marker} ${IMG} ${SVG}`;
const AUTHOR_JOB_TITLE = `CTO ${SCRIPT} ${IFRAME}`;
const COMPANY_NAME = `Company ${marker} ${SVG}`;
/** Passes the http(s) check of link fields, and still tries to break out of an attribute. */
const HOSTILE_HTTPS = `https://example.com/${marker}?q="><img src=x onerror=${run("https")}>`;
/** What a link field must refuse: script, under the spellings a browser still runs. */
const SCRIPT_URLS = [
  `javascript:${run("url")}`,
  `JavaScript:${run("url")}`,
  ` javascript:${run("url")}`,
  `java\tscript:${run("url")}`,
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
];

/** The first sight of a page's content: the machine running the tests may be busy. */
const LOADED = { timeout: 30_000 };

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number, hours = 0) =>
  new Date(Date.now() + days * DAY + hours * 3_600_000).toISOString();

/** Writes as a browser page would send them: JSON, from Summit's own origin. */
function write(request: APIRequestContext, method: "POST" | "PUT" | "PATCH", path: string, data?: unknown) {
  return request.fetch(path, { method, data, headers: { origin: E2E_BASE_URL } });
}

async function expectStatus(response: APIResponse, status: number, what: string) {
  expect(response.status(), `${what}: ${await response.text()}`).toBe(status);
}

async function created(response: APIResponse, what: string): Promise<{ id: string }> {
  await expectStatus(response, 201, what);
  return (await response.json()) as { id: string };
}

/** A vendor: their sign-up makes them the owner of a new company, whose id this returns. */
async function signUpVendor(request: APIRequestContext): Promise<string> {
  await signUpAndConfirm(request, {
    accountType: "vendor",
    plan: "Growth",
    companyName: `Hostile Co ${randomUUID().slice(0, 8)}`,
    name: "Mallory Author",
    email: `mallory-${randomUUID().slice(0, 8)}@example.com`,
    password: PASSWORD,
    jobTitle: "VP Sales",
    industry: "Computer Software",
    revenueBand: "$50-$200 million",
  });
  const profile = (await (await request.get("/api/profile")).json()) as { company: { id: string } | null };
  if (!profile.company) throw new Error("the vendor's sign-up made no company");
  return profile.company.id;
}

/** What the browser reported while the member read the pages. */
interface Watch {
  dialogs: string[];
  popups: string[];
}

/**
 * Signs a new member in to read, as any member of the CIO community would, and starts recording
 * what runs: payloads, dialogs, policy violations and the tabs links open.
 */
async function startReading(page: Page): Promise<Watch> {
  await signUpAndConfirm(page.request, newLeader({ role: "CIO", name: "Rita Reader" }));
  await page.addInitScript(() => {
    window.__xss = [];
    window.__cspViolations = [];
    window.addEventListener(
      "securitypolicyviolation",
      (event) => {
        window.__cspViolations.push(
          `${event.violatedDirective} blocked ${event.blockedURI}: ${event.sample}`,
        );
      },
      true,
    );
  });
  const seen: Watch = { dialogs: [], popups: [] };
  page.on("dialog", (dialog) => {
    seen.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  // Member links open in a new tab: note where each went and close it, so no other app loads.
  page.context().on("page", (popup) => {
    seen.popups.push(popup.url());
    void popup.close();
  });
  return seen;
}

/** Opens a page and checks the policy its document came with. */
async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  if (!response) throw new Error(`no document for ${path}`);
  expectSafeDocument(response, path);
}

/**
 * The page is Summit's HTML document, not an API answer or a stored file, and its policy runs no
 * script but the app's own files: no inline script, no eval.
 */
function expectSafeDocument(response: Response, path: string) {
  const headers = response.headers();
  expect(response.status(), path).toBe(200);
  expect(new URL(response.url()).pathname, path).not.toMatch(/^\/api(\/|$)/);
  expect(headers["content-type"], path).toMatch(/^text\/html\b/);
  const policy = headers["content-security-policy"];
  expect(policy, `${path}: Content-Security-Policy`).toBeTruthy();
  const directives = new Map(
    (policy ?? "")
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name = "", ...values]) => [name.toLowerCase(), values.map((value) => value.toLowerCase())]),
  );
  const scriptSources = directives.get("script-src") ?? directives.get("default-src");
  expect(scriptSources, `${path}: script-src or default-src`).toBeDefined();
  for (const name of ["script-src", "default-src", "script-src-elem", "script-src-attr"]) {
    const sources = directives.get(name);
    if (!sources) continue;
    expect(sources, `${path}: ${name}`).not.toContain("'unsafe-inline'");
    expect(sources, `${path}: ${name}`).not.toContain("'unsafe-eval'");
    expect(sources, `${path}: ${name}`).not.toContain("*");
    expect(sources, `${path}: ${name}`).not.toContain("data:");
  }
  expect(directives.get("object-src"), `${path}: object-src`).toEqual(["'none'"]);
}

/** Hovers each link and clicks it; a link whose address was emptied may only open Summit again. */
async function clickLinks(scope: Locator, names: readonly string[]) {
  for (const name of names) {
    const links = scope.getByRole("link", { name, exact: true });
    await expect(links.first(), `link "${name}"`).toBeVisible();
    for (const link of await links.all()) {
      await link.hover();
      await link.click({ noWaitAfter: true });
    }
  }
}

/** Lets the browser finish loading what the page asked for, so a late onerror or onload would have fired. */
async function settle(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))),
  );
}

/** Nothing ran, nothing was blocked, and the DOM holds nothing that could run later. */
async function expectInert(page: Page, seen: Watch, where: string) {
  await settle(page);
  const dom = await page.evaluate(() => {
    // Browsers drop tabs and newlines anywhere in an address and spaces around it.
    const scheme = (value: string) => {
      let start = 0;
      // Leading C0 controls and spaces, as the URL parser drops them.
      while (start < value.length && value.charCodeAt(start) <= 0x20) start += 1;
      return value
        .slice(start)
        .replace(/[\t\n\r]/g, "")
        .toLowerCase();
    };
    const unsafe = (value: string) => /^(javascript|data|vbscript):/.test(scheme(value));
    const describe = (element: Element) => element.outerHTML.slice(0, 160);
    const elements = [...document.querySelectorAll("*")];
    const handlers = elements
      .filter((element) => element.getAttributeNames().some((name) => name.toLowerCase().startsWith("on")))
      .map(describe);
    const urlAttributes = ["href", "src", "xlink:href", "action", "formaction", "data", "poster", "srcset"];
    const unsafeUrls = elements
      .filter(
        (element) =>
          element.hasAttribute("srcdoc") ||
          urlAttributes.some((name) => {
            const value = element.getAttribute(name);
            return value?.split(",").some((part) => unsafe(part));
          }),
      )
      .map(describe);
    const foreignScripts = [...document.querySelectorAll("script")]
      .filter((script) => {
        const src = script.getAttribute("src");
        if (!src || script.textContent?.trim()) return true;
        const url = new URL(src, location.href);
        return url.origin !== location.origin || !url.pathname.startsWith("/assets/");
      })
      .map(describe);
    const frames = [
      ...document.querySelectorAll("iframe, frame, object, embed, base, meta[http-equiv='refresh' i]"),
    ].map(describe);
    return {
      ran: window.__xss,
      violations: window.__cspViolations,
      handlers,
      unsafeUrls,
      foreignScripts,
      frames,
      bundle: document.querySelectorAll("script[src^='/assets/']").length,
    };
  });
  expect(dom.ran, `${where}: payloads that ran`).toEqual([]);
  expect(seen.dialogs, `${where}: dialogs`).toEqual([]);
  expect(dom.violations, `${where}: CSP violations`).toEqual([]);
  expect(dom.handlers, `${where}: elements with on* attributes`).toEqual([]);
  expect(dom.unsafeUrls, `${where}: javascript: or data: addresses`).toEqual([]);
  expect(dom.foreignScripts, `${where}: scripts other than the app's bundle`).toEqual([]);
  expect(dom.frames, `${where}: frames, plugins, base or refresh`).toEqual([]);
  expect(dom.bundle, `${where}: the app's bundle`).toBeGreaterThan(0);
  // A link whose address was emptied opens the page again; anything else (about:blank, where a
  // javascript: address would run) is not Summit's.
  const elsewhere = seen.popups.filter((url) => !url.startsWith(`${E2E_BASE_URL}/`));
  expect(elsewhere, `${where}: tabs opened by clicking member links`).toEqual([]);
}

/** What the author stored, for the readers to find. */
interface Stored {
  companyId: string;
  postId: string;
  inPersonId: string;
  onlineId: string;
  articleId: string;
}

const COMPANY = {
  name: COMPANY_NAME,
  isPage: true,
  headquarter: `HQ ${marker} ${IFRAME}`,
  description: `About ${marker}. ${HTML_PAYLOADS.join("\n")}\n${hostileMarkdown("Described")}`,
  website: HOSTILE_HTTPS,
};

const EVENT = {
  title: `Event ${marker} ${SCRIPT} ${IMG} ${SVG}`,
  description: hostileMarkdown("Event"),
  format: "in_person",
  venue: `Venue ${marker} ${SCRIPT} ${IFRAME}`,
  location: `Location ${IMG} ${SVG}`,
  timeZone: "Europe/London",
  startsAt: inDays(20),
  endsAt: inDays(20, 4),
  hubs: ["cio"],
  capacity: 50,
};
const ONLINE_TITLE = `Online ${marker} ${IMG}`;
const ARTICLE_TITLE = `Article ${marker} ${IMG} ${SVG}`;

/** The author writes in every place members write text that others see. */
async function storeHostileContent(request: APIRequestContext): Promise<Stored> {
  const companyId = await signUpVendor(request);
  await expectStatus(
    await write(request, "PATCH", "/api/profile", { name: AUTHOR_NAME, jobTitle: AUTHOR_JOB_TITLE }),
    200,
    "profile",
  );
  await expectStatus(await write(request, "PUT", `/api/companies/${companyId}`, COMPANY), 200, "company");

  const post = await created(
    await write(request, "POST", "/api/posts", { body: hostileMarkdown("Post"), hub: "cio" }),
    "post",
  );
  await created(
    await write(request, "POST", `/api/posts/${post.id}/comments`, { body: hostileMarkdown("Comment") }),
    "comment",
  );

  const inPerson = await created(
    await write(request, "POST", "/api/events", { ...EVENT, hostCompanyId: companyId }),
    "in-person event",
  );
  await created(
    await write(request, "POST", `/api/events/${inPerson.id}/sessions`, {
      title: `Session ${marker} ${SVG}`,
      description: SESSION_DESCRIPTION,
      location: `Room ${DETAILS}`,
      startsAt: EVENT.startsAt,
      endsAt: inDays(20, 1),
      speakers: [{ name: `Speaker ${IMG}`, jobTitle: SCRIPT, companyName: IFRAME }],
    }),
    "session",
  );
  const online = await created(
    await write(request, "POST", "/api/events", {
      ...EVENT,
      title: ONLINE_TITLE,
      format: "virtual",
      venue: null,
      location: null,
      onlineUrl: HOSTILE_HTTPS,
      hostCompanyId: companyId,
    }),
    "virtual event",
  );

  const article = await created(
    await write(request, "POST", "/api/content", {
      kind: "article",
      companyId,
      title: ARTICLE_TITLE,
      summary: SUMMARY,
      body: hostileMarkdown("Article"),
      hubs: ["cio"],
      intentTypes: ["Identity & Access"],
      visibility: "members",
    }),
    "article",
  );
  return { companyId, postId: post.id, inPersonId: inPerson.id, onlineId: online.id, articleId: article.id };
}

let stored: Stored;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  // An address of its own, as each test has (see the fixtures), in a range the fixtures do not use.
  const address = `10.78.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
  const request = await playwright.request.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { "x-forwarded-for": address },
  });
  try {
    stored = await storeHostileContent(request);
  } finally {
    await request.dispose();
  }
});

// Pages load slowly on a busy machine, and each member link opens a tab when clicked.
test.describe.configure({ timeout: 180_000 });

test("link fields refuse script addresses, and list fields refuse text of the member's own", async ({
  page,
}) => {
  const companyId = await signUpVendor(page.request);
  // Link fields take http(s) only: script addresses are refused, which is the right answer.
  for (const website of SCRIPT_URLS) {
    await expectStatus(
      await write(page.request, "PUT", `/api/companies/${companyId}`, { website }),
      400,
      `company website ${JSON.stringify(website)}`,
    );
  }
  for (const onlineUrl of SCRIPT_URLS) {
    await expectStatus(
      await write(page.request, "POST", "/api/events", {
        ...EVENT,
        format: "virtual",
        onlineUrl,
        hostCompanyId: companyId,
      }),
      400,
      `event onlineUrl ${JSON.stringify(onlineUrl)}`,
    );
  }
  // Industry, size, specialities and interests are chosen from Summit's lists.
  for (const [field, value] of [
    ["industry", `Industry ${IMG}`],
    ["size", SVG],
    ["specialities", [SCRIPT]],
    ["interests", [DETAILS]],
  ] as const) {
    await expectStatus(
      await write(page.request, "PUT", `/api/companies/${companyId}`, { [field]: value }),
      400,
      `company ${field}`,
    );
  }
});

test("a post in the feed", async ({ page }) => {
  const seen = await startReading(page);
  await visit(page, "/feed");
  const card = page.getByRole("article").filter({ hasText: `Post ${marker} opens here.` });
  await expect(card).toContainText(`Post ${marker} closes here.`, LOADED);
  await expect(card).toContainText(AUTHOR_NAME);
  await expect(card).toContainText(AUTHOR_JOB_TITLE);
  await expect(card.getByRole("link", { name: "summit docs" })).toHaveAttribute(
    "href",
    `https://example.com/${marker}`,
  );
  await clickLinks(card, MARKDOWN_LINKS);
  await expectInert(page, seen, "feed");
});

test("a post's page with its comment", async ({ page }) => {
  const seen = await startReading(page);
  await visit(page, `/posts/${stored.postId}`);
  const main = page.getByRole("main");
  const post = main.getByRole("article");
  await expect(post).toContainText(`Post ${marker} closes here.`, LOADED);
  const comment = main.getByRole("listitem").filter({ hasText: `Comment ${marker} opens here.` });
  await expect(comment).toContainText(`Comment ${marker} closes here.`, LOADED);
  await expect(comment).toContainText(AUTHOR_NAME);
  await expect(comment).toContainText(AUTHOR_JOB_TITLE);
  await clickLinks(post, MARKDOWN_LINKS);
  await clickLinks(comment, MARKDOWN_LINKS);
  await expectInert(page, seen, "post page");
});

test("a company page and its people", async ({ page }) => {
  const seen = await startReading(page);
  await visit(page, `/companies/${stored.companyId}`);
  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(COMPANY_NAME, LOADED);
  await expect(main).toContainText(`About ${marker}.`);
  await expect(main).toContainText(`Described ${marker} closes here.`);
  await expect(main).toContainText(COMPANY.headquarter);
  // The website is shown by its host; it leads elsewhere, so it is only hovered.
  const websites = main.getByRole("link", { name: "example.com" });
  await expect(websites.first()).toHaveAttribute("href", HOSTILE_HTTPS);
  for (const website of await websites.all()) await website.hover();
  await expectInert(page, seen, "company overview");

  await visit(page, `/companies/${stored.companyId}?tab=people`);
  const person = main.getByRole("listitem").filter({ hasText: AUTHOR_NAME });
  await expect(person).toContainText(AUTHOR_JOB_TITLE, LOADED);
  await expectInert(page, seen, "company people");
});

test("an event with its agenda", async ({ page }) => {
  const seen = await startReading(page);
  await visit(page, `/events/${stored.inPersonId}`);
  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(EVENT.title, LOADED);
  await expect(main).toContainText(`${EVENT.venue}, ${EVENT.location}`);
  const about = main.getByRole("region", { name: "About the event" });
  await expect(about).toContainText(`Event ${marker} closes here.`);
  const agenda = main.getByRole("region", { name: "Agenda" });
  await expect(agenda).toContainText(`Session ${marker} ${SVG}`);
  await expect(agenda).toContainText(SESSION_DESCRIPTION);
  await expect(agenda).toContainText(`Room ${DETAILS}`);
  await expect(agenda).toContainText(`Speaker: Speaker ${IMG}, ${SCRIPT}, ${IFRAME}`);
  await clickLinks(about, MARKDOWN_LINKS);
  await expectInert(page, seen, "in-person event");
});

test("a virtual event's link, as a registered member sees it", async ({ page }) => {
  const seen = await startReading(page);
  await expectStatus(
    await write(page.request, "PUT", `/api/events/${stored.onlineId}/registration`),
    200,
    "registration",
  );
  await visit(page, `/events/${stored.onlineId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ONLINE_TITLE, LOADED);
  const join = page.getByRole("main").getByRole("link", { name: `Join online: ${HOSTILE_HTTPS}` });
  await expect(join).toHaveAttribute("href", HOSTILE_HTTPS);
  // It leads elsewhere, so it is only hovered.
  await join.hover();
  await expectInert(page, seen, "virtual event");
});

test("an article", async ({ page }) => {
  const seen = await startReading(page);
  await visit(page, `/read/${stored.articleId}`);
  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ARTICLE_TITLE, LOADED);
  await expect(main).toContainText(SUMMARY);
  await expect(main).toContainText(`${COMPANY_NAME} · ${AUTHOR_NAME}, ${AUTHOR_JOB_TITLE}`);
  const body = main.getByRole("article");
  await expect(body).toContainText(`Article ${marker} opens here.`);
  await expect(body).toContainText(`Article ${marker} closes here.`);
  await clickLinks(body, MARKDOWN_LINKS);
  await expectInert(page, seen, "article");
});

test("Discover's results for a word of the payloads", async ({ page }) => {
  const seen = await startReading(page);
  await visit(page, `/discover?search=${marker}`);
  const main = page.getByRole("main");
  for (const [type, text] of [
    ["Companies", COMPANY_NAME],
    ["People", AUTHOR_NAME],
    ["Posts", `Post ${marker} opens here.`],
    ["Articles", ARTICLE_TITLE],
    ["Events", ONLINE_TITLE],
  ] as const) {
    const results = main.getByRole("list", { name: `${type} matching “${marker}”` }).getByRole("listitem");
    await expect(results.filter({ hasText: text }).first(), type).toBeVisible(LOADED);
    // Results lead to Summit's own pages; hovering shows their targets without leaving.
    for (const link of await results.getByRole("link").all()) await link.hover();
  }
  await expectInert(page, seen, "Discover");
});

test("API answers holding the payloads are not read as pages", async ({ page }) => {
  await startReading(page);
  for (const path of [
    `/api/posts/${stored.postId}`,
    `/api/content/${stored.articleId}`,
    `/api/events/${stored.inPersonId}`,
    `/api/companies/${stored.companyId}`,
  ]) {
    const response = await page.goto(path);
    expect(response?.headers()["content-type"], path).toMatch(/^application\/json\b/);
    expect(response?.headers()["x-content-type-options"], path).toBe("nosniff");
    expect(await page.evaluate(() => document.contentType), path).toBe("application/json");
    // The browser shows JSON as text: nothing but its own viewer's elements.
    const elements = await page.evaluate(() =>
      [...document.querySelectorAll("body *")].map((element) => element.localName),
    );
    expect(
      elements.filter((name) => !["pre", "div", "label", "input"].includes(name)),
      path,
    ).toEqual([]);
    expect(await page.evaluate(() => window.__xss), path).toEqual([]);
  }
});
