import { readFileSync } from 'node:fs';
import { parseBillStatusXml } from './billstatus-xml';
import { fixture } from '../../test/paths';
import { BillImportError } from './types';

const read = (name: string) => readFileSync(fixture('billstatus', name), 'utf8');

describe('parseBillStatusXml, schema 3.0.0 as regenerated in 2025 (<cdata> wrappers)', () => {
  const bill = parseBillStatusXml(read('BILLSTATUS-119hr4321-v3-cdata.xml'));

  it('reads identity, dates and the latest action', () => {
    expect(bill).toMatchObject({
      billId: '119-hr-4321',
      congress: 119,
      billType: 'HR',
      billNumber: '4321',
      originChamber: 'House',
      introducedDate: '2025-03-11',
      updateDate: '2025-06-02T14:05:09.000Z',
      latestActionDate: '2025-05-20',
      latestActionText: 'Reported by the Committee on Transportation and Infrastructure.',
      legislationUrl: 'https://www.congress.gov/bill/119th-congress/house-bill/4321',
      source: 'govinfo-billstatus/3.0.0',
    });
  });

  it('takes the display title and the whole-bill short title, not a portion title', () => {
    expect(bill.title).toBe('Community Flood Warning Act of 2025');
    expect(bill.shortTitle).toBe('Community Flood Warning Act of 2025');
  });

  it('picks the latest summary version and strips its entity-escaped HTML', () => {
    expect(bill.summary).toBe(
      'Community Flood Warning Act of 2025\n\nThis bill directs the National Weather Service to give counties flood alerts & river forecasts at no cost.\n\nIt also requires a yearly report to Congress.',
    );
  });

  it('reads policy area, subjects, sponsor, text availability and the constitutional authority', () => {
    expect(bill.policyArea).toBe('Emergency Management');
    expect(bill.subjects).toEqual(['Floods and storm protection', 'Emergency communications systems']);
    expect(bill.sponsors).toEqual([{ name: 'Rep. Sample, Jordan', party: 'D', state: 'NM' }]);
    expect(bill.textAvailable).toBe(true);
    expect(bill.billText).toBeNull();
    expect(bill.constitutionalAuthority).toBe(
      'By Ms. SAMPLE: H.R. 4321. Congress has the power to enact this legislation pursuant to the following: Article I, Section 8, Clause 1',
    );
  });
});

describe('parseBillStatusXml, older 3.0.0 serialization (real CDATA, <html><body> summary)', () => {
  const bill = parseBillStatusXml(read('BILLSTATUS-118s777-v3-real-cdata.xml'));

  it('normalizes the policy area case and dedupes subjects', () => {
    expect(bill.policyArea).toBe('Health');
    expect(bill.subjects).toEqual(['Rural conditions and development', 'Health care coverage and access']);
  });

  it('strips the HTML document around the summary', () => {
    expect(bill.summary).toBe('Rural Clinic Staffing Act\n\nThis bill funds grants for clinics in towns under 5,000 people & sets rules for the grants.');
  });

  it('builds the Congress.gov URL even without <legislationUrl> and reads the direct CA child', () => {
    expect(bill.legislationUrl).toBe('https://www.congress.gov/bill/118th-congress/senate-bill/777');
    expect(bill.constitutionalAuthority).toBe(
      'By Mr. FIXTURE: S. 777. Congress has the power to enact this legislation pursuant to the following: Article I, Section 8',
    );
    expect(bill.sponsors).toEqual([{ name: 'Sen. Fixture, Morgan', party: 'R', state: 'WY' }]);
    expect(bill.textAvailable).toBe(false);
  });
});

describe('parseBillStatusXml, schema 1.0.0 (billNumber/billType, billSummaries, version last)', () => {
  it('reads the renamed elements and drops the "not amended" note from the latest summary', () => {
    const bill = parseBillStatusXml(read('BILLSTATUS-116hr2468-v1.xml'));
    expect(bill).toMatchObject({
      billId: '116-hr-2468',
      billType: 'HR',
      title: 'Safe Bridges Inspection Act',
      shortTitle: 'Safe Bridges Inspection Act',
      policyArea: 'Transportation and Public Works',
      subjects: ['Bridges', 'Highways and highway safety'],
      summary: 'Safe Bridges Inspection Act\n\nThis bill requires states to inspect older bridges every year.',
      latestActionDate: '2019-11-13',
      latestActionText: 'Received in the Senate.',
      textAvailable: true,
      constitutionalAuthority: null,
      source: 'govinfo-billstatus/1.0.0',
    });
    expect(bill.sponsors).toEqual([{ name: 'Rep. Testa, Robin "Bobby"', party: 'I', state: 'ME' }]);
  });

  it('gives null for an empty <policyArea /> and an empty <billSummaries />', () => {
    const bill = parseBillStatusXml(read('BILLSTATUS-116s1357-v1-no-policy-area.xml'));
    expect(bill.policyArea).toBeNull();
    expect(bill.summary).toBeNull();
    expect(bill.subjects).toEqual([]);
    expect(bill.textAvailable).toBe(false);
    expect(bill.shortTitle).toBeNull();
  });
});

describe('parseBillStatusXml, legacy (no version, primarySubject, otherSubjects)', () => {
  const bill = parseBillStatusXml(read('BILLSTATUS-114sres99-legacy.xml'));

  it('uses the primary subject as policy area, mapped to the SPEC name', () => {
    expect(bill.source).toBe('govinfo-billstatus/legacy');
    expect(bill.policyArea).toBe('Civil Rights and Liberties');
    expect(bill.subjects).toEqual(['Commemorative events and holidays', 'Voting rights']);
  });

  it('decodes entities in CDATA, survives unclosed <p> and falls back to the last action', () => {
    expect(bill.summary).toBe('Recognizes the anniversary of a voting rights march — and honors its marchers.\n\nEncourages observances in schools.');
    expect(bill.latestActionDate).toBe('2015-03-04');
    expect(bill.latestActionText).toBe('Resolution agreed to in Senate without amendment by Unanimous Consent.');
    expect(bill.originChamber).toBe('Senate');
    expect(bill.legislationUrl).toBe('https://www.congress.gov/bill/114th-congress/senate-resolution/99');
  });
});

describe('parseBillStatusXml refuses what is not a bill', () => {
  const expectSkip = (xml: string, reason: RegExp) => {
    let error: unknown;
    try {
      parseBillStatusXml(xml);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(BillImportError);
    expect((error as Error).message).toMatch(reason);
  };

  it('skips reserved placeholder numbers', () => {
    expectSkip(read('BILLSTATUS-117hr3-reserved.xml'), /reserved bill number placeholder/);
  });

  it('reports malformed XML, foreign roots, unknown types and empty input', () => {
    expectSkip(readFileSync(fixture('broken', 'truncated.xml'), 'utf8'), /^malformed XML/);
    expectSkip(readFileSync(fixture('broken', 'rss-feed.xml'), 'utf8'), /not a BILLSTATUS document \(root element <rss>\)/);
    expectSkip(readFileSync(fixture('broken', 'unknown-type.xml'), 'utf8'), /unknown bill type \("XR"\)/);
    expectSkip('', /empty document/);
    expectSkip('<billStatus><version>3.0.0</version></billStatus>', /no <bill> element/);
  });
});
