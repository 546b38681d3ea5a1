/** Instantiating a workflow's tool templates into scenario tool specs with mock rules. */
import type { ToolSpec } from '../../contracts/index.js';
import type { DomainSpec, ToolTemplate, VaultView, WorkflowSpec } from './types.js';

/** The templates of a workflow's tools, in workflow order (throws on an unknown name: a spec bug). */
export function workflowTools(domain: DomainSpec, workflow: WorkflowSpec): ToolTemplate[] {
  return workflow.tools.map((name) => {
    const template = domain.tools[name];
    if (template === undefined) throw new Error(`scenario generator: workflow ${workflow.id} names unknown tool ${name}`);
    return template;
  });
}

/** One tool spec, with its mock rules computed from the vault. */
export function instantiateTool(template: ToolTemplate, view: VaultView): ToolSpec {
  const mock = template.mock(view);
  return {
    name: template.name,
    description: template.description,
    inputSchema: structuredClone(template.inputSchema) as Record<string, unknown>,
    kind: template.kind,
    scope: template.scope,
    mock: {
      rules: mock.rules.map((rule) => ({ when: { ...rule.when }, returns: [...rule.returns] })),
      otherwise: [...mock.otherwise],
      effect: template.effect,
    },
  };
}
