/**
 * The defense interface, from `contracts/defense.ts`: a defense sees every flow (a piece of
 * content about to move on a channel) before it is recorded and delivered, and returns what
 * actually flows. `Flow` and `FlowDecision` are the harness's names for the contract shapes.
 */
export type { Defense, DefenseScope, DefenseSession, DefenseFlow as Flow, DefenseDecision as FlowDecision } from '../../contracts/index.js';
