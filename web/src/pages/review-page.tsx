/** /review (ADR 0020): the page lives with its feature; the router loads it from here like other pages. */
export { ReviewPage } from '@/features/review/review-page';
