import { billSynthesisProcessor } from './bill-synthesis';
import { ProcessorRegistry } from './registry';

export * from './registry';
export * from './bill-synthesis';

/** Every processor this release has. Moderation processors are added here. */
export function defaultProcessors(): ProcessorRegistry {
  return new ProcessorRegistry([billSynthesisProcessor]);
}
