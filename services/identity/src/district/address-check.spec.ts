import { ADDRESS_CHECK_MESSAGES } from '@civic/contracts';
import { addressProblem } from './address-check';
import { stateForZip } from './zip-prefix';

const row = (zcta: string, state: string, district: string) => ({ zcta, state, district, share: 1 });

describe('addressProblem', () => {
  it('accepts a ZIP in the state entered, and one the table has no area for but whose prefix is assigned', () => {
    expect(addressProblem('05401', 'VT', [row('05401', 'VT', 'VT-AL')], stateForZip('05401'))).toBeNull();
    expect(addressProblem('05401-1234', 'vt', [row('05401', 'VT', 'VT-AL')], stateForZip('05401'))).toBeNull();
    expect(addressProblem('10008', 'NY', [], stateForZip('10008'))).toBeNull();
  });

  it('refuses a state the ZIP is not in, on the state field, naming both', () => {
    expect(addressProblem('05401', 'CA', [row('05401', 'VT', 'VT-AL')], stateForZip('05401'))).toEqual({
      field: 'state',
      message: ADDRESS_CHECK_MESSAGES.stateMismatch('05401', ['VT'], 'CA'),
    });
    expect(addressProblem('10008', 'NJ', [], stateForZip('10008'))?.message).toBe('ZIP code 10008 is in NY, not NJ. Please check your state and ZIP code.');
  });

  it('accepts either state of a ZIP that crosses a state line', () => {
    const rows = [row('42223', 'KY', 'KY-01'), row('42223', 'TN', 'TN-07')];
    expect(addressProblem('42223', 'TN', rows, 'KY')).toBeNull();
    expect(addressProblem('42223', 'OH', rows, 'KY')?.message).toBe('ZIP code 42223 is in KY or TN, not OH. Please check your state and ZIP code.');
  });

  it('refuses a ZIP that does not exist, on the ZIP field', () => {
    expect(addressProblem('00000', 'CA', [], stateForZip('00000'))).toEqual({ field: 'zipCode', message: 'ZIP code 00000 does not exist. Please check your ZIP code.' });
  });
});
