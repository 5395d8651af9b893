/** The Replies heading's id: the section names itself by it, and focus lands on it after a reply is deleted. */
export const REPLIES_HEADING_ID = 'replies-heading';
