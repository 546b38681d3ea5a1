import type { Defense } from './types.js';

/** No defense: every flow passes unchanged (the baseline). */
export const noDefense: Defense = {
  id: 'none',
  description: 'No defense: every flow passes unchanged.',
  transform: (flow) => ({ content: flow.content }),
};
