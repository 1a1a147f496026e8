// What the learning generator writes courses, sections, library items and quizzes from: each
// course teaches one intent type in its hub, at a level, under a title of the shapes training
// catalogues use ("Foundations of Cloud Security", "Cloud Security in practice").
import type { HubId } from "@common/hubs";
import type { IntentType } from "@common/intent-types";

/** The intent types by how many courses teach them (the first about 4 times the last), with their hub. */
export const TOPICS: readonly { intentType: IntentType; hub: HubId }[] = [
  { intentType: "AI & Machine Learning", hub: "ai" },
  { intentType: "Cloud Security", hub: "ciso" },
  { intentType: "Data Platforms", hub: "cdo" },
  { intentType: "Cloud Infrastructure", hub: "cio" },
  { intentType: "Identity & Access", hub: "ciso" },
  { intentType: "Analytics & BI", hub: "cdo" },
  { intentType: "Application Security", hub: "ciso" },
  { intentType: "ERP & Finance Systems", hub: "cfo" },
  { intentType: "Customer Experience", hub: "cco" },
  { intentType: "Network Security", hub: "ciso" },
  { intentType: "Observability", hub: "devops" },
  { intentType: "Collaboration & Hybrid Work", hub: "hybrid-workplace" },
  { intentType: "DevOps & Platform Engineering", hub: "devops" },
  { intentType: "Data Governance", hub: "cdo" },
  { intentType: "IT Service Management", hub: "cio" },
  { intentType: "HR Technology", hub: "chro" },
  { intentType: "Contact Centre", hub: "contact-centre" },
  { intentType: "Financial Planning", hub: "cfo" },
  { intentType: "Supply Chain Planning", hub: "csco" },
  { intentType: "Procurement", hub: "csco" },
  { intentType: "Field Service Management", hub: "field-service" },
];

/** Course titles per level; %s is the topic. */
export const COURSE_TITLES = {
  introductory: [
    "Foundations of %s",
    "%s for leaders",
    "Getting started with %s",
    "%s: the essentials",
    "An executive's introduction to %s",
    "%s in one afternoon",
  ],
  intermediate: [
    "%s in practice",
    "Building a %s roadmap",
    "Making the business case for %s",
    "Choosing a partner for %s",
    "Running a %s programme",
    "%s: from pilot to production",
  ],
  advanced: [
    "Advanced %s",
    "%s at scale",
    "%s for regulated industries",
    "Measuring the value of %s",
    "%s: architecture decisions for the board",
  ],
} as const;

export const COURSE_PROMISES = [
  "what to ask vendors before a shortlist",
  "how peers set budgets and measure results",
  "the risks boards ask about, and the answers that satisfy them",
  "a plan for the first ninety days",
  "how to bring finance and operations along",
  "the decisions that are hard to undo",
];

/** Section titles in the order a course usually takes them. */
export const SECTION_TITLES = [
  "Getting started",
  "The landscape",
  "Why it matters now",
  "Making the case",
  "Building the team",
  "Choosing a vendor",
  "Contracts and pricing",
  "Planning the roll-out",
  "Security and compliance",
  "Integration",
  "Change management",
  "Measuring success",
  "Governance and risk",
  "Working with the board",
  "Case studies",
  "Common mistakes",
  "Scaling up",
  "Keeping it running",
  "Looking ahead",
  "Putting it into practice",
];

/** Library items: article and video titles; the intent type follows. */
export const ARTICLE_OPENINGS = [
  "A buyer's guide to",
  "Five mistakes to avoid in",
  "What boards ask about",
  "Budgeting for",
  "The business case for",
  "Lessons from a year of",
  "How to evaluate vendors for",
  "Measuring the value of",
  "Risk questions for",
  "A roadmap for",
  "Checklist:",
  "Glossary of",
];
export const VIDEO_OPENINGS = [
  "Peer panel:",
  "Fireside chat:",
  "Ten minutes on",
  "Case study:",
  "Ask the analyst:",
  "Keynote:",
  "Workshop:",
  "Explainer:",
];
/** Appended to library titles so that a topic's items read differently: "..., part 3". */
export const ITEM_ANGLES = ["", " in 2027", " at scale", " for the mid-market", " in regulated industries"];

/** Quiz questions; %s is the topic. */
export const QUIZ_PROMPTS = [
  "Which of these is the first thing to settle before buying %s?",
  "What do boards most often ask about %s?",
  "Which measure shows that %s is paying off?",
  "Who should own the %s roadmap?",
  "Which risk of %s is hardest to undo later?",
  "What belongs in a %s contract?",
  "When is it too early to scale %s?",
  "Which of these is a warning sign in a %s pilot?",
];
export const QUIZ_OPTIONS = [
  "The budget holder's priorities",
  "A measurable outcome agreed up front",
  "The vendor's reference customers",
  "Exit terms and data portability",
  "The security team's review",
  "A named executive sponsor",
  "The integration plan",
  "Training for the teams affected",
  "A pilot with a fixed end date",
  "The total cost over three years",
];
