/** /partner (ADR 0031): the page lives with its feature; the router loads it from here like other pages. */
export { PartnerDashboardPage } from '@/features/partner/dashboard-page';
