import { billSynthesisProcessor } from './bill-synthesis';
import { localEventModerationProcessor, postModerationProcessor, userBillModerationProcessor } from './moderation';
import { ProcessorRegistry } from './registry';

export * from './registry';
export * from './request-reply';
export * from './bill-synthesis';
export * from './moderation';

/** Every processor this release has: synthesis on ai.synthesis; user-bill, post and partner-event moderation on ai.moderation. */
export function defaultProcessors(): ProcessorRegistry {
  return new ProcessorRegistry([billSynthesisProcessor, userBillModerationProcessor, postModerationProcessor, localEventModerationProcessor]);
}
