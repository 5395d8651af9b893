import { atLocalTime, timeZoneOfDistrict } from './time-zones';

/** A local event to create (SPEC §3 event, with its place and end, without what the database sets). */
export interface SampleEvent {
  venue: string;
  streetAddress: string;
  eventName: string;
  eventDescription: string;
  eventDate: Date;
  endDate: Date;
  timeZone: string;
  maxAttendance: number;
}

const DAY = 24 * 3600 * 1000;

/** The kinds of sample event: days from now (negative: past), local start, length and places. */
const TEMPLATES = [
  { inDays: 4, at: [18, 30], hours: 1.5, name: 'Town Hall on Local Infrastructure', venues: ['Public Library, Community Room', 'City Hall, Council Chambers', 'Civic Center, Hall A'], about: 'Meet neighbors and ask questions about roads, water and broadband plans in the district.', max: 80 },
  { inDays: -9, at: [10, 0], hours: 3, name: 'Voter Registration Drive', venues: ['Farmers Market Pavilion', 'Community College, Student Union', 'Main Street Plaza'], about: 'Volunteers help neighbors register to vote and check their registration.', max: 30 },
  { inDays: 11, at: [19, 0], hours: 1.5, name: 'Bill Reading Circle', venues: ['Community Center, Room B', 'Branch Library, Reading Room', 'Senior Center, Lounge'], about: 'Read one bill together, section by section, and talk through what it would change.', max: 20 },
  { inDays: -23, at: [18, 0], hours: 2, name: 'Candidate Forum', venues: ['High School Auditorium', 'Veterans Memorial Hall', 'Performing Arts Center'], about: 'Candidates answer questions submitted by residents. Every candidate gets the same time.', max: 200 },
  { inDays: 25, at: [9, 0], hours: 3, name: 'Civic Cleanup Day', venues: ['Riverside Park, North Entrance', 'Lakeside Park Pavilion', 'Memorial Park, Main Gate'], about: 'Clean up the park together, then stay for a short talk on local environmental rules.', max: 50 },
  { inDays: 39, at: [18, 30], hours: 2, name: 'School Board Budget Q&A', venues: ['School District Office, Board Room', 'Middle School Cafeteria', 'Elementary School Gym'], about: "The board explains next year's budget and takes questions from parents and residents.", max: 60 },
] as const;

const STREETS = ['Main Street', 'Oak Avenue', 'Maple Street', 'Washington Avenue', 'Park Road', 'Lincoln Street', 'Elm Street', 'Jefferson Avenue', 'Church Street', 'Market Street', 'Union Avenue', 'River Road'];

/** A small stable hash, so a district always gets the same places and dates, and neighbours differ. */
function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/**
 * The sample events a district starts with when it has no events (marked as samples): `count`
 * of them, each at a venue and street address in the district's main city (`city`, else the
 * district's name), at a local hour in the district's time zone, on days around `now` that
 * differ from district to district.
 */
export function sampleEvents(district: string, count: number, city: string | null, now = new Date()): SampleEvent[] {
  const timeZone = timeZoneOfDistrict(district);
  const state = district.slice(0, 2).toUpperCase();
  const town = city ? `${city}, ${state}` : `${district} district, ${state}`;
  const seed = hash(district);
  return Array.from({ length: count }, (_, i) => {
    const t = TEMPLATES[i % TEMPLATES.length]!;
    const round = Math.floor(i / TEMPLATES.length);
    const h = hash(`${district}:${i}`);
    const venue = t.venues[(seed + i + round) % t.venues.length]!;
    const street = STREETS[h % STREETS.length]!;
    const number = 100 + (h % 1900);
    // Shifted by up to 4 days per district (never across now: past stays past), later rounds a week on.
    const shift = (seed >>> (i % 8)) % 5;
    const days = t.inDays < 0 ? t.inDays - shift - round * 7 : t.inDays + shift + round * 7;
    const day = new Date(now.getTime() + days * DAY);
    const start = atLocalTime(timeZone, day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), t.at[0], t.at[1]);
    return {
      venue,
      streetAddress: `${number} ${street}, ${town}`,
      eventName: t.name,
      eventDescription: t.about,
      eventDate: start,
      endDate: new Date(start.getTime() + t.hours * 3600 * 1000),
      timeZone,
      maxAttendance: t.max,
    };
  });
}
