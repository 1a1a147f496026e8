// Demo events: one Summit hosts, two that demo companies host with sponsors and an agenda, and one
// that has taken place; times are relative to the moment of seeding, so some are always upcoming.

import type { AppContext } from "@server/app-context";
import { users } from "@server/platform/database/schema/auth";
import { companies } from "@server/platform/database/schema/companies";
import {
  eventRegistrations,
  eventSessionSpeakers,
  eventSessions,
  eventSponsors,
  events,
} from "@server/platform/database/schema/events";
import { eq, inArray } from "drizzle-orm";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

interface DemoSession {
  title: string;
  /** Hours after the event starts. */
  at: number;
  hours: number;
  location?: string;
  intentTypes: string[];
  speakers: { name: string; jobTitle: string; companyName: string }[];
}

interface DemoEvent {
  title: string;
  description: string;
  host: string | null;
  sponsors: string[];
  format: "in_person" | "virtual";
  venue?: string;
  location?: string;
  onlineUrl?: string;
  timeZone: string;
  /** Days from now. */
  inDays: number;
  hours: number;
  hubs: string[];
  capacity: number | null;
  sessions: DemoSession[];
  registrants: string[];
}

const DEMO_EVENTS: DemoEvent[] = [
  {
    title: "Summit CIO Forum: AI in the operating model",
    description:
      "Summit's quarterly forum for CIOs. **Peer-led**, off the record, and no vendor pitches.\n\n- How teams fund AI beyond pilots\n- What changes in the IT operating model",
    host: null,
    sponsors: [],
    format: "virtual",
    onlineUrl: "https://meet.example.com/summit-cio-forum",
    timeZone: "Europe/London",
    inDays: 14,
    hours: 2,
    hubs: ["cio", "ai"],
    capacity: null,
    sessions: [
      {
        title: "Funding AI beyond the pilot",
        at: 0,
        hours: 1,
        intentTypes: ["AI & Machine Learning"],
        speakers: [{ name: "Ana Ruiz", jobTitle: "Chief Information Officer", companyName: "Demo bank" }],
      },
    ],
    registrants: ["ana.ruiz", "priya.nair"],
  },
  {
    title: "Zero Trust Breakfast: identity after passwords",
    description:
      "Breakfast with fellow security leaders on passkeys, device trust and what auditors now ask.",
    host: "Bastion Security",
    sponsors: ["Northwind Analytics"],
    format: "in_person",
    venue: "The Shard, Level 31",
    location: "London",
    timeZone: "Europe/London",
    inDays: 21,
    hours: 3,
    hubs: ["ciso"],
    capacity: 30,
    sessions: [
      {
        title: "Passkeys in practice",
        at: 0.5,
        hours: 1,
        location: "Main room",
        intentTypes: ["Identity & Access"],
        speakers: [
          { name: "Hannah Weiss", jobTitle: "Chief Revenue Officer", companyName: "Bastion Security" },
        ],
      },
      {
        title: "Roundtable: what auditors ask now",
        at: 1.75,
        hours: 1,
        location: "Main room",
        intentTypes: ["Network Security", "Cloud Security"],
        speakers: [{ name: "Tomas Berg", jobTitle: "CISO", companyName: "Demo insurer" }],
      },
    ],
    registrants: ["tomas.berg"],
  },
  {
    title: "Data Platforms Day",
    description: "An afternoon on data governance and the platforms behind analytics at scale.",
    host: "Northwind Analytics",
    sponsors: ["Ledgerly"],
    format: "in_person",
    venue: "Convene, 117 West 46th Street",
    location: "New York",
    timeZone: "America/New_York",
    inDays: 35,
    hours: 4,
    hubs: ["cdo", "cfo"],
    capacity: 80,
    sessions: [
      {
        title: "Governance that analysts do not route around",
        at: 0,
        hours: 1,
        intentTypes: ["Data Governance"],
        speakers: [{ name: "Grace Lin", jobTitle: "VP Sales", companyName: "Northwind Analytics" }],
      },
      {
        title: "Closing the books faster with better data",
        at: 2,
        hours: 1,
        intentTypes: ["ERP & Finance Systems", "Data Platforms"],
        speakers: [{ name: "Omar Farouk", jobTitle: "Founder & CEO", companyName: "Ledgerly" }],
      },
    ],
    registrants: ["priya.nair", "marcus.hale"],
  },
  {
    title: "Security Leaders Supper",
    description: "An evening with the region's security leaders.",
    host: "Bastion Security",
    sponsors: [],
    format: "in_person",
    venue: "Ten Trinity Square",
    location: "London",
    timeZone: "Europe/London",
    inDays: -20,
    hours: 3,
    hubs: ["ciso"],
    capacity: 20,
    sessions: [],
    registrants: ["tomas.berg"],
  },
];

export async function seedDemoEvents(context: AppContext, emailOf: (local: string) => string): Promise<void> {
  const { db } = context;
  const names = DEMO_EVENTS.flatMap((event) => [event.host, ...event.sponsors]).filter(
    (name): name is string => name !== null,
  );
  const companyRows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.name, [...new Set(names)]));
  const companyId = (name: string) => {
    const row = companyRows.find((company) => company.name === name);
    if (!row) throw new Error(`demo company ${name} is missing`);
    return row.id;
  };
  const userId = async (local: string) => {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, emailOf(local)))
      .limit(1);
    if (!row) throw new Error(`demo member ${local} is missing`);
    return row.id;
  };
  // Whole hours, so that the times read well.
  const base = Math.floor(Date.now() / HOUR) * HOUR;

  for (const demo of DEMO_EVENTS) {
    const startsAt = new Date(base + demo.inDays * DAY);
    const [event] = await db
      .insert(events)
      .values({
        title: demo.title,
        description: demo.description,
        format: demo.format,
        venue: demo.venue ?? null,
        location: demo.location ?? null,
        onlineUrl: demo.onlineUrl ?? null,
        timeZone: demo.timeZone,
        startsAt,
        endsAt: new Date(startsAt.getTime() + demo.hours * HOUR),
        hubs: demo.hubs,
        capacity: demo.capacity,
        hostCompanyId: demo.host ? companyId(demo.host) : null,
      })
      .returning({ id: events.id });
    if (!event) throw new Error("demo event was not inserted");
    for (const sponsor of demo.sponsors) {
      await db.insert(eventSponsors).values({ eventId: event.id, companyId: companyId(sponsor) });
    }
    for (const session of demo.sessions) {
      const sessionStart = new Date(startsAt.getTime() + session.at * HOUR);
      const [row] = await db
        .insert(eventSessions)
        .values({
          eventId: event.id,
          title: session.title,
          location: session.location ?? null,
          startsAt: sessionStart,
          endsAt: new Date(sessionStart.getTime() + session.hours * HOUR),
          intentTypes: session.intentTypes,
        })
        .returning({ id: eventSessions.id });
      if (!row) throw new Error("demo session was not inserted");
      await db
        .insert(eventSessionSpeakers)
        .values(session.speakers.map((speaker, position) => ({ sessionId: row.id, position, ...speaker })));
    }
    for (const local of demo.registrants) {
      await db
        .insert(eventRegistrations)
        .values({ eventId: event.id, userId: await userId(local), status: "registered" });
    }
  }
}
