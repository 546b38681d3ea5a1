import type { Domain } from '../../../contracts/index.js';
import type { DomainSpec } from '../types.js';
import { CORPORATE } from './corporate.js';
import { FINANCE } from './finance.js';
import { HEALTHCARE } from './healthcare.js';
import { LEGAL } from './legal.js';

/** The four domains, in the order scenarios are generated (AgentLeak §IV-C). */
export const DOMAIN_SPECS: Readonly<Record<Domain, DomainSpec>> = {
  healthcare: HEALTHCARE,
  finance: FINANCE,
  legal: LEGAL,
  corporate: CORPORATE,
};

/** Domain names in generation order. */
export const DOMAIN_ORDER: readonly Domain[] = ['healthcare', 'finance', 'legal', 'corporate'];
