import { POLICY_AREAS, isPolicyArea, normalizePolicyArea } from './policy-areas';

describe('normalizePolicyArea', () => {
  it('has the 28 SPEC areas and maps each onto itself', () => {
    expect(POLICY_AREAS).toHaveLength(28);
    for (const area of POLICY_AREAS) expect(normalizePolicyArea(area)).toBe(area);
  });

  it('fixes case and spacing differences between sources', () => {
    expect(normalizePolicyArea('Government operations and politics')).toBe('Government Operations and Politics');
    expect(normalizePolicyArea('ARMED FORCES AND NATIONAL SECURITY')).toBe('Armed Forces and National Security');
    expect(normalizePolicyArea(' science,  technology, communications ')).toBe('Science, Technology, Communications');
    expect(normalizePolicyArea('Agriculture & Food')).toBe('Agriculture and Food');
  });

  it('maps CRS names the SPEC spells differently', () => {
    expect(normalizePolicyArea('Civil Rights and Liberties, Minority Issues')).toBe('Civil Rights and Liberties');
    expect(normalizePolicyArea('Civil rights and liberties, minority issues')).toBe('Civil Rights and Liberties');
    expect(normalizePolicyArea('Congress')).toBe('Government Operations and Politics');
  });

  it('gives null for missing, empty or unknown areas', () => {
    expect(normalizePolicyArea(undefined)).toBeNull();
    expect(normalizePolicyArea('')).toBeNull();
    expect(normalizePolicyArea('Native Americans')).toBeNull();
    expect(normalizePolicyArea('Private Legislation')).toBeNull();
  });

  it('isPolicyArea accepts only exact SPEC names', () => {
    expect(isPolicyArea('Health')).toBe(true);
    expect(isPolicyArea('health')).toBe(false);
    expect(isPolicyArea(null)).toBe(false);
  });
});
