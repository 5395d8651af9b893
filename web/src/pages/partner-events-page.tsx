/** /partner/events (ADR 0031): the page lives with its feature; the router loads it from here like other pages. */
export { PartnerEventsPage } from '@/features/partner/events-page';
