export { SAMPLE_BILLS, SAMPLE_SOURCE } from './congress-sample';
