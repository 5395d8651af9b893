import { readFileSync } from 'node:fs';
import { fixture } from '../../test/paths';
import { BillImportError } from './types';
import { parseUnitedStatesDataJson } from './unitedstates-json';

describe('parseUnitedStatesDataJson', () => {
  const bill = parseUnitedStatesDataJson(readFileSync(fixture('unitedstates', 'hr5555-118.data.json'), 'utf8'));

  it('repairs mojibake in titles and summaries', () => {
    expect(bill.title).toBe('Farmers’ Market Access Act of 2024');
    expect(bill.shortTitle).toBe('Farmers’ Market Access Act of 2024');
    expect(bill.summary).toBe(
      'Farmers’ Market Access Act of 2024\n\nThis bill lets families use food benefits at farmers markets and pays for card readers. It also funds outreach.\n\nThe bill ends in 2030.',
    );
  });

  it('reads string congress, lowercase type, mixed action timestamps and the top term', () => {
    expect(bill).toMatchObject({
      billId: '118-hr-5555',
      congress: 118,
      billType: 'HR',
      billNumber: '5555',
      originChamber: 'House',
      introducedDate: '2024-02-06',
      updateDate: '2024-07-01T09:15:00.000Z',
      latestActionDate: '2024-06-12',
      latestActionText: 'On motion to suspend the rules and pass the bill Agreed to by voice vote.',
      policyArea: 'Agriculture and Food',
      textAvailable: false,
      constitutionalAuthority: null,
      source: 'unitedstates-data-json',
    });
    // The top term is the policy area, not a subject.
    expect(bill.subjects).toEqual(['Food assistance and relief', 'Government operations and politics', 'Markets and marketing']);
  });

  it('builds the sponsor from title and name; data.json carries no party', () => {
    expect(bill.sponsors).toEqual([{ name: 'Rep. Sample, "Dee" Jordan', party: null, state: 'IA' }]);
  });

  it('normalizes a policy area written in another case and falls back to the official title', () => {
    const other = parseUnitedStatesDataJson(readFileSync(fixture('unitedstates', 'hr60-118.data.json'), 'utf8'));
    expect(other.policyArea).toBe('Government Operations and Politics');
    expect(other.subjects).toEqual([]);
    expect(other.title).toBe('To require agencies to post their budgets online.');
    expect(other.shortTitle).toBeNull();
    expect(other.summary).toBeNull();
  });

  it('prefers a whole-bill short title over a portion title', () => {
    const bill2 = parseUnitedStatesDataJson({
      bill_id: 'hr7-118', bill_type: 'hr', number: '7', congress: '118', official_title: 'To do things.',
      short_title: 'Portion Act',
      titles: [
        { type: 'short', as: 'introduced', is_for_portion: true, title: 'Portion Act' },
        { type: 'short', as: 'passed house', is_for_portion: false, title: 'Whole Act' },
      ],
    });
    expect(bill2.shortTitle).toBe('Whole Act');
    expect(bill2.title).toBe('Whole Act');
  });

  it('rejects malformed or foreign JSON with a reason', () => {
    expect(() => parseUnitedStatesDataJson('{"bill_id": ')).toThrow(BillImportError);
    expect(() => parseUnitedStatesDataJson('{"hello": 1}')).toThrow(/not a unitedstates\/congress data.json/);
    expect(() => parseUnitedStatesDataJson({ bill_id: 'x', bill_type: 'hr', congress: '118' })).toThrow(/bill number/);
  });
});
