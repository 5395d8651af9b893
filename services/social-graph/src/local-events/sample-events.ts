/** A local event to create (SPEC §3 event, without the parts the database sets). */
export interface SampleEvent {
  location: string;
  eventName: string;
  eventDescription: string;
  eventDate: Date;
  maxAttendance: number;
}

const DAY = 24 * 3600 * 1000;

/** Days from now (negative: past) and the shape of each sample; the first ones are upcoming. */
const TEMPLATES = [
  { inDays: 4, name: 'Town Hall on Local Infrastructure', place: 'Public Library, Community Room', about: 'Meet neighbors and ask questions about roads, water and broadband plans in the district.', max: 80 },
  { inDays: -9, name: 'Voter Registration Drive', place: 'Main Street Farmers Market', about: 'Volunteers help neighbors register to vote and check their registration.', max: 30 },
  { inDays: 11, name: 'Bill Reading Circle', place: 'Community Center, Room B', about: 'Read one bill together, section by section, and talk through what it would change.', max: 20 },
  { inDays: -23, name: 'Candidate Forum', place: 'High School Auditorium', about: 'Candidates answer questions submitted by residents. Every candidate gets the same time.', max: 200 },
  { inDays: 25, name: 'Civic Cleanup Day', place: 'Riverside Park, North Entrance', about: 'Clean up the park together, then stay for a short talk on local environmental rules.', max: 50 },
  { inDays: 39, name: 'School Board Budget Q&A', place: 'District Office, Board Room', about: 'The board explains next year\'s budget and takes questions from parents and residents.', max: 60 },
] as const;

/**
 * The sample events a district starts with (DESIGN: sample events on first start for every
 * district with users): `count` of the templates, at 6:30 pm UTC-5 on days around `now`.
 */
export function sampleEvents(district: string, count: number, now = new Date()): SampleEvent[] {
  const evening = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 23, 30);
  return TEMPLATES.slice(0, count).map((t) => ({
    location: `${t.place}, ${district}`,
    eventName: t.name,
    eventDescription: t.about,
    eventDate: new Date(evening + t.inDays * DAY),
    maxAttendance: t.max,
  }));
}
