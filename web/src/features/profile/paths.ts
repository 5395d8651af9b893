/**
 * Links into the Profile tab. `edit=1` opens the Profile Information card in edit mode with the
 * address in focus: where a voter without a district is sent to fix it ("Check your address").
 */
export const PROFILE_PATH = '/dashboard?tab=profile';
export const PROFILE_EDIT_ADDRESS_PATH = `${PROFILE_PATH}&edit=1`;
export const EDIT_PARAM = 'edit';
