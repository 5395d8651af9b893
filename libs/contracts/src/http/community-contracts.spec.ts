import { discussionCreate, discussionListQuery, replyCreate, DISCUSSION_MESSAGES } from './discussions';
import { userBillCreate, userBillListQuery, USER_BILL_MESSAGES } from './user-bills';
import { notificationsQuery } from './community';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('user bill bodies (SPEC §5 User bill)', () => {
  it('takes a minimal draft and fills the defaults', () => {
    const r = userBillCreate.parse({ title: '  A bill  ', description: 'Does a thing.' });
    expect(r).toEqual({ title: 'A bill', description: 'Does a thing.', fullText: '', tags: [], isPublic: false, moderationStatus: 'draft' });
  });
  it.each([
    [{ description: 'x' }, USER_BILL_MESSAGES.titleRequired],
    [{ title: 'x'.repeat(201), description: 'x' }, USER_BILL_MESSAGES.titleTooLong],
    [{ title: 'x', description: '  ' }, USER_BILL_MESSAGES.descriptionRequired],
    [{ title: 'x', description: 'x'.repeat(1001) }, USER_BILL_MESSAGES.descriptionTooLong],
    [{ title: 'x', description: 'x', policyArea: 'Astrology' }, USER_BILL_MESSAGES.policyArea],
    [{ title: 'x', description: 'x', moderationStatus: 'approved' }, USER_BILL_MESSAGES.submitStatus],
  ])('refuses %j with its message', (body, message) => {
    expect(firstMessage(userBillCreate.safeParse(body))).toBe(message);
  });
  it('filters by a known status only', () => {
    expect(userBillListQuery.parse({ status: 'pending' })).toEqual({ status: 'pending' });
    expect(userBillListQuery.parse({})).toEqual({});
    expect(firstMessage(userBillListQuery.safeParse({ status: 'pending-moderation' }))).toBe(USER_BILL_MESSAGES.status);
  });
});

describe('discussion bodies (SPEC §5 Discussion, Reply)', () => {
  it.each([
    [{ billType: 'congressional', title: 't', content: 'c' }, DISCUSSION_MESSAGES.billRequired],
    [{ billType: 'user', billId: 'b', content: 'c' }, DISCUSSION_MESSAGES.titleRequired],
    [{ billType: 'user', billId: 'b', title: 'x'.repeat(201), content: 'c' }, DISCUSSION_MESSAGES.titleTooLong],
    [{ billType: 'user', billId: 'b', title: 't' }, DISCUSSION_MESSAGES.contentRequired],
    [{ billType: 'user', billId: 'b', title: 't', content: 'x'.repeat(2001) }, DISCUSSION_MESSAGES.contentTooLong],
  ])('refuses %j with its message', (body, message) => {
    expect(firstMessage(discussionCreate.safeParse(body))).toBe(message);
  });
  it('bounds replies at 1000 characters', () => {
    expect(replyCreate.safeParse({ content: 'x'.repeat(1000) }).success).toBe(true);
    expect(firstMessage(replyCreate.safeParse({ content: 'x'.repeat(1001) }))).toBe(DISCUSSION_MESSAGES.replyTooLong);
    expect(firstMessage(replyCreate.safeParse({ content: '' }))).toBe(DISCUSSION_MESSAGES.replyRequired);
  });
  it('lists either a bill or the caller\'s participation', () => {
    expect(discussionListQuery.parse({ userParticipationOnly: 'true' })).toEqual({ userParticipationOnly: 'true' });
    expect(discussionListQuery.parse({ billId: 'hr1-119', billType: 'congressional' })).toEqual({ billId: 'hr1-119', billType: 'congressional' });
    expect(discussionListQuery.safeParse({}).success).toBe(false);
  });
});

describe('notifications query', () => {
  it('is either the unread count or a page', () => {
    expect(notificationsQuery.parse({ view: 'unread-count' })).toEqual({ view: 'unread-count' });
    expect(notificationsQuery.parse({ limit: '20', offset: '40' })).toEqual({ limit: 20, offset: 40 });
    expect(notificationsQuery.parse({})).toEqual({ limit: 20, offset: 0 });
    expect(notificationsQuery.safeParse({ view: 'everything' }).success).toBe(false);
  });
});
