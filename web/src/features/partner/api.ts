import type { PartnerContactBody } from '@civic/contracts';
import { apiRequest } from '@/lib/api';

/** POST /api/partner-contact (the About page's dialog; nothing cached changes). */
export async function sendPartnerContact(body: PartnerContactBody): Promise<void> {
  await apiRequest('POST', '/api/partner-contact', body);
}
