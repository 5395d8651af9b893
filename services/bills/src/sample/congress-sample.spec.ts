import { POLICY_AREAS } from '../importers/policy-areas';
import { BILL_TYPES } from '../importers/types';
import { SAMPLE_BILLS, SAMPLE_SOURCE } from './index';

describe('built-in sample of real bills', () => {
  it('holds at least 30 bills of the 118th and 119th Congresses with unique ids', () => {
    expect(SAMPLE_BILLS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(SAMPLE_BILLS.map((b) => b.billId)).size).toBe(SAMPLE_BILLS.length);
    const congresses = new Set(SAMPLE_BILLS.map((b) => b.congress));
    expect([...congresses].sort()).toEqual([118, 119]);
  });

  it.each(SAMPLE_BILLS.map((b) => [b.billId, b] as const))('%s has every required field', (_id, bill) => {
    expect(bill.billId).toBe(`${bill.congress}-${bill.billType.toLowerCase()}-${bill.billNumber}`);
    expect(BILL_TYPES).toContain(bill.billType);
    expect(bill.billNumber).toMatch(/^[1-9]\d*$/);
    expect(bill.title.length).toBeGreaterThan(3);
    expect(bill.originChamber).toBe(bill.billType.startsWith('H') ? 'House' : 'Senate');
    expect(POLICY_AREAS).toContain(bill.policyArea);
    expect(bill.introducedDate).toMatch(/^20(23|24|25)-\d{2}-\d{2}$/);
    expect(bill.latestActionDate! >= bill.introducedDate!).toBe(true);
    expect(bill.latestActionText).toBeTruthy();
    expect(bill.sponsors).toHaveLength(1);
    expect(bill.sponsors[0].name).toMatch(/^(Rep|Sen)\. [^,]+, .+$/);
    expect(['R', 'D', 'I']).toContain(bill.sponsors[0].party);
    expect(bill.sponsors[0].state).toMatch(/^[A-Z]{2}$/);
    expect(bill.legislationUrl).toMatch(new RegExp(`^https://www\\.congress\\.gov/bill/${bill.congress}th-congress/[a-z-]+/${bill.billNumber}$`));
    expect(bill.source).toBe(SAMPLE_SOURCE);
    // Two to four plain sentences: enough for an extractive summarizer, no markup.
    const sentences = bill.summary!.split(/(?<=[.!?])\s+(?=[A-Z])/);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(4);
    expect(bill.summary).not.toMatch(/[<>]|&[a-z]+;/);
  });

  it('spreads over several policy areas and both chambers', () => {
    expect(new Set(SAMPLE_BILLS.map((b) => b.policyArea)).size).toBeGreaterThanOrEqual(12);
    expect(SAMPLE_BILLS.some((b) => b.originChamber === 'Senate')).toBe(true);
    expect(SAMPLE_BILLS.some((b) => b.originChamber === 'House')).toBe(true);
  });
});
