import { ADDRESS_CHECK_MESSAGES, type PublicUser } from '@civic/contracts';
import { signedInClient } from '@civic/testing';

/*
 * Addresses are checked against identity's shipped ZIP table before they are saved (issue #24):
 * a state the ZIP is not in, or a ZIP that does not exist, is a 400 with the message on that
 * field, and nothing is written (the stored address and district stay as they were).
 */
const burlington = { name: 'Val Vermont', address: '1 Church St', city: 'Burlington', state: 'VT', zipCode: '05401' };

describe('personal info (onboarding)', () => {
  it('refuses a state that does not match the ZIP, on the state field, and saves nothing', async () => {
    const { client } = await signedInClient();
    const res = await client.post('/api/user/personal-info', { ...burlington, state: 'CA' });
    expect(res.status).toBe(400);
    const message = ADDRESS_CHECK_MESSAGES.stateMismatch('05401', ['VT'], 'CA');
    expect(message).toBe('ZIP code 05401 is in VT, not CA. Please check your state and ZIP code.');
    expect(res.body).toMatchObject({ statusCode: 400, message, fieldErrors: { state: message } });
    expect((await client.get<PublicUser>('/api/user')).body).toMatchObject({ address: null, state: null, zipCode: null, congressionalDistrict: null });
  });

  it('refuses a ZIP that does not exist, on the ZIP field', async () => {
    const { client } = await signedInClient();
    const res = await client.post('/api/user/personal-info', { ...burlington, zipCode: '00000' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'ZIP code 00000 does not exist. Please check your ZIP code.', fieldErrors: { zipCode: 'ZIP code 00000 does not exist. Please check your ZIP code.' } });
    expect((await client.get<PublicUser>('/api/user')).body.zipCode).toBeNull();
  });

  it('saves a matching address with its district', async () => {
    const { client } = await signedInClient();
    const res = await client.post('/api/user/personal-info', { ...burlington, state: 'vt', zipCode: '05401-1234' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ state: 'VT', congressionalDistrict: 'VT-AL' });
  });
});

describe('profile (the body carries email)', () => {
  it('refuses a move to a mismatched or unknown ZIP and keeps the saved address and district', async () => {
    const { client, user } = await signedInClient();
    expect((await client.post('/api/user/personal-info', burlington)).status).toBe(200);
    const profile = { name: 'Val Vermont', email: user.email, address: '1 Church St', city: 'Burlington' };

    const wrongState = await client.post('/api/user/personal-info', { ...profile, state: 'CA', zipCode: '05401' });
    expect(wrongState.status).toBe(400);
    expect(wrongState.body.fieldErrors).toEqual({ state: ADDRESS_CHECK_MESSAGES.stateMismatch('05401', ['VT'], 'CA') });
    // No state sent: the stored one (VT) is checked against the new ZIP.
    const elsewhere = await client.post('/api/user/personal-info', { ...profile, zipCode: '90210' });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.fieldErrors).toEqual({ state: ADDRESS_CHECK_MESSAGES.stateMismatch('90210', ['CA'], 'VT') });
    const unknown = await client.post('/api/user/personal-info', { ...profile, zipCode: '00000' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors).toEqual({ zipCode: ADDRESS_CHECK_MESSAGES.zipUnknown('00000') });

    expect((await client.get<PublicUser>('/api/user')).body).toMatchObject({ state: 'VT', zipCode: '05401', congressionalDistrict: 'VT-AL' });
  });
});
