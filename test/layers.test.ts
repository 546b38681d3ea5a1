import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer check (docs/decisions/001-layers.md). Import layers and the pure layers' packages are
 * dependency-cruiser rules (.dependency-cruiser.cjs); what an import graph cannot say is checked
 * here on the TypeScript syntax tree: only src/models/ imports the AI SDK's model calls, src/detect/
 * keeps no module-level mutable state, and the root entry point loads no server, MCP or SQLite code.
 * Every rule is proven by a deliberate violation in a temporary tree.
 */

const projectRoot = resolve(import.meta.dirname, '..');
const depcruise = join(projectRoot, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const configFile = join(projectRoot, '.dependency-cruiser.cjs');

// ---------------------------------------------------------------------------------------------
// dependency-cruiser

interface CruisedDependency {
  readonly resolved: string;
  readonly dynamic: boolean;
  readonly dependencyTypes: readonly string[];
}

interface CruiseOutput {
  readonly modules: readonly { readonly source: string; readonly dependencies: readonly CruisedDependency[] }[];
  readonly summary: { readonly violations: readonly { readonly rule: { readonly name: string }; readonly from: string; readonly to: string }[] };
}

function cruise(root: string): CruiseOutput {
  let stdout: string;
  try {
    stdout = execFileSync(process.execPath, [depcruise, 'src', '--config', configFile, '--output-type', 'json'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    stdout = String((error as { stdout?: unknown }).stdout ?? '');
  }
  return JSON.parse(stdout) as CruiseOutput;
}

function violationsOf(output: CruiseOutput): string[] {
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
}

/** Packages the library entry point must not load: servers, the MCP SDK, SQLite. */
const ENTRY_FORBIDDEN = ['hono', '@hono/node-server', '@modelcontextprotocol/sdk', 'better-sqlite3'];

function packageOf(resolved: string): string | null {
  const match = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(resolved);
  if (match !== null) return match[1] as string;
  // An import that did not resolve keeps its specifier (a bare package name).
  return /^[@a-z]/.test(resolved) && !resolved.startsWith('src/')
    ? resolved
        .split('/')
        .slice(0, resolved.startsWith('@') ? 2 : 1)
        .join('/')
    : null;
}

/**
 * Forbidden packages `src/index.ts` loads when it is imported: static, value imports only (a type
 * import or a lazy `import()` loads nothing), followed through src/, as `a -> b -> package`.
 */
function entryReaches(output: CruiseOutput, forbidden: readonly string[] = ENTRY_FORBIDDEN): string[] {
  const byModule = new Map(output.modules.map((module) => [module.source, module.dependencies]));
  const found: string[] = [];
  const seen = new Set<string>();
  const queue: string[][] = [['src/index.ts']];
  seen.add('src/index.ts');
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    for (const dependency of byModule.get(path[path.length - 1] as string) ?? []) {
      if (dependency.dynamic || dependency.dependencyTypes.some((type) => type === 'type-only' || type === 'type-import' || type === 'dynamic-import')) continue;
      const name = packageOf(dependency.resolved);
      if (name !== null && forbidden.includes(name)) found.push([...path, name].join(' -> '));
      if (name === null && !seen.has(dependency.resolved)) {
        seen.add(dependency.resolved);
        queue.push([...path, dependency.resolved]);
      }
    }
  }
  return [...new Set(found)];
}

// ---------------------------------------------------------------------------------------------
// Source-level rules (TypeScript syntax trees)

/** Test code, excluded from the build (tsconfig.build.json) and from these rules. */
function isTestCode(path: string): boolean {
  return /\.test\.ts$|\.test-helpers\.ts$|(^|\/)contract-suite\.ts$/.test(path);
}

function tsFilesUnder(root: string, dir: string): string[] {
  const out: string[] = [];
  const walk = (absolute: string): void => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(absolute, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(absolute, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) out.push(path);
    }
  };
  walk(join(root, dir));
  return out.sort();
}

function relativeTo(root: string, file: string): string {
  return relative(root, file).split(sep).join('/');
}

function lineOf(node: ts.Node): number {
  const file = node.getSourceFile();
  return file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
}

/** Strips what does not change the value: parentheses, `as`, `!`, `satisfies`, `await`. */
function bare(expression: ts.Expression): ts.Expression {
  let current = expression;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isNonNullExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isTypeAssertionExpression(current) ||
    ts.isAwaitExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

/** The AI SDK functions that call a model. */
const MODEL_CALLS = new Set(['generateText', 'streamText', 'generateObject', 'streamObject', 'embed', 'embedMany']);

function isAiSpecifier(node: ts.Node | undefined): boolean {
  return node !== undefined && ts.isStringLiteralLike(node) && (node.text === 'ai' || node.text.startsWith('ai/'));
}

/** `import('ai')` or `require('ai')`. */
function isAiLoad(node: ts.Expression): boolean {
  const expression = bare(node);
  if (!ts.isCallExpression(expression)) return false;
  const loads = expression.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(expression.expression) && expression.expression.text === 'require');
  return loads && isAiSpecifier(expression.arguments[0]);
}

/**
 * Where a file takes a model call (`generateText`, `streamText`, ...) from the AI SDK: named
 * imports (renamed or not), re-exports, namespace or dynamic imports and the members read from
 * them. Type-only imports count too: a model call's types come from src/models/.
 */
function modelCallImports(root: string, dirs: readonly string[] = ['src', 'bench']): string[] {
  const found: string[] = [];
  for (const file of dirs.flatMap((dir) => tsFilesUnder(root, dir))) {
    const path = relativeTo(root, file);
    if (path.startsWith('src/models/') || isTestCode(path)) continue;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const report = (node: ts.Node, what: string): void => void found.push(`${path}:${lineOf(node)} ${what}`);
    const namespaces = new Set<string>();
    const checkBinding = (pattern: ts.ObjectBindingPattern): void => {
      for (const element of pattern.elements) {
        const name = element.propertyName ?? element.name;
        if ((ts.isIdentifier(name) || ts.isStringLiteralLike(name)) && MODEL_CALLS.has(name.text)) report(element, `takes ${name.text} from 'ai'`);
      }
    };
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) && isAiSpecifier(node.moduleSpecifier)) {
        const clause = node.importClause;
        if (clause?.name !== undefined) namespaces.add(clause.name.text);
        const bindings = clause?.namedBindings;
        if (bindings !== undefined && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
        if (bindings !== undefined && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements)
            if (MODEL_CALLS.has((element.propertyName ?? element.name).text)) report(element, `imports ${(element.propertyName ?? element.name).text} from 'ai'`);
        }
      } else if (ts.isExportDeclaration(node) && isAiSpecifier(node.moduleSpecifier)) {
        const clause = node.exportClause;
        if (clause === undefined || ts.isNamespaceExport(clause)) report(node, "re-exports all of 'ai'");
        else
          for (const element of clause.elements)
            if (MODEL_CALLS.has((element.propertyName ?? element.name).text)) report(element, `re-exports ${(element.propertyName ?? element.name).text} from 'ai'`);
      } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference) && isAiSpecifier(node.moduleReference.expression)) {
        namespaces.add(node.name.text);
      } else if (ts.isVariableDeclaration(node) && node.initializer !== undefined && isAiLoad(node.initializer)) {
        if (ts.isIdentifier(node.name)) namespaces.add(node.name.text);
        else if (ts.isObjectBindingPattern(node.name)) checkBinding(node.name);
        else report(node, "loads 'ai' into a pattern that is not checked");
      } else if (ts.isCallExpression(node) && isAiLoad(node)) {
        // A load of 'ai' bound to a name is checked above; otherwise only a member read can be.
        let outer: ts.Node = node;
        while (ts.isParenthesizedExpression(outer.parent) || ts.isAwaitExpression(outer.parent)) outer = outer.parent;
        const parent = outer.parent;
        if (ts.isPropertyAccessExpression(parent) && parent.expression === outer && parent.name.text !== 'then') {
          if (MODEL_CALLS.has(parent.name.text)) report(parent, `reads ${parent.name.text} from a load of 'ai'`);
        } else if (ts.isElementAccessExpression(parent) && parent.expression === outer && ts.isStringLiteralLike(parent.argumentExpression)) {
          if (MODEL_CALLS.has(parent.argumentExpression.text)) report(parent, `reads ${parent.argumentExpression.text} from a load of 'ai'`);
        } else if (!ts.isVariableDeclaration(parent)) {
          report(node, "loads 'ai' in a form that is not checked");
        }
      } else if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && namespaces.has(node.expression.text) && MODEL_CALLS.has(node.name.text)) {
        report(node, `uses ${node.expression.text}.${node.name.text}`);
      } else if (
        ts.isElementAccessExpression(node) &&
        ts.isIdentifier(node.expression) &&
        namespaces.has(node.expression.text) &&
        ts.isStringLiteralLike(node.argumentExpression) &&
        MODEL_CALLS.has(node.argumentExpression.text)
      ) {
        report(node, `uses ${node.expression.text}['${node.argumentExpression.text}']`);
      } else if (ts.isVariableDeclaration(node) && node.initializer !== undefined && ts.isIdentifier(bare(node.initializer)) && namespaces.has((bare(node.initializer) as ts.Identifier).text)) {
        if (ts.isObjectBindingPattern(node.name)) checkBinding(node.name);
        else if (ts.isIdentifier(node.name)) namespaces.add(node.name.text);
      }
      ts.forEachChild(node, visit);
    };
    // Namespace names are collected first (an import may follow its use in the text).
    ts.forEachChild(source, (node) => {
      if (ts.isImportDeclaration(node) || ts.isImportEqualsDeclaration(node)) visit(node);
    });
    ts.forEachChild(source, (node) => {
      if (!ts.isImportDeclaration(node) && !ts.isImportEqualsDeclaration(node)) visit(node);
    });
  }
  return found;
}

/** Methods that change a collection (or a typed array) in place. */
const MUTATORS = new Set(['set', 'add', 'delete', 'clear', 'push', 'pop', 'shift', 'unshift', 'splice', 'sort', 'reverse', 'fill', 'copyWithin', 'getOrInsert', 'getOrInsertComputed']);
/** Methods that hand out an element by reference (a mutation through them changes the collection). */
const ELEMENT_READERS = new Set(['get', 'at', 'find', 'findLast']);
/** Built-in constructors of mutable collections. */
const COLLECTIONS = new Set([
  'Map',
  'Set',
  'WeakMap',
  'WeakSet',
  'Array',
  'ArrayBuffer',
  'Int8Array',
  'Uint8Array',
  'Uint8ClampedArray',
  'Int16Array',
  'Uint16Array',
  'Int32Array',
  'Uint32Array',
  'Float32Array',
  'Float64Array',
  'BigInt64Array',
  'BigUint64Array',
]);
/** Calls that only read their arguments (copying a collection is not letting it escape). */
const READ_ONLY_CALLS = new Set(['Array.from', 'Array.isArray', 'Object.keys', 'Object.values', 'Object.entries', 'JSON.stringify', 'String', 'Number', 'Boolean', 'Math.max', 'Math.min']);

function isFunctionLike(node: ts.Node): node is ts.FunctionLikeDeclaration {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

/** A function expression called where it is written: `(() => { ... })()`. */
function isIife(node: ts.Node): boolean {
  if (!ts.isFunctionExpression(node) && !ts.isArrowFunction(node)) return false;
  let outer: ts.Node = node;
  while (ts.isParenthesizedExpression(outer.parent)) outer = outer.parent;
  return ts.isCallExpression(outer.parent) && outer.parent.expression === outer;
}

function isAssignment(node: ts.Node): node is ts.BinaryExpression {
  return ts.isBinaryExpression(node) && node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && node.operatorToken.kind <= ts.SyntaxKind.LastAssignment;
}

/**
 * The variable a place belongs to: `a.b[c]`, `a.get(k).d` and `(a as T).b` belong to `a` (or to
 * `this`); null for anything else (a call's result, a literal).
 */
function rootOf(expression: ts.Expression): ts.Identifier | ts.ThisExpression | null {
  let current = bare(expression);
  for (;;) {
    if (ts.isIdentifier(current) || current.kind === ts.SyntaxKind.ThisKeyword) return current as ts.Identifier | ts.ThisExpression;
    if (ts.isPropertyAccessExpression(current) || ts.isElementAccessExpression(current)) current = bare(current.expression);
    else if (ts.isCallExpression(current) && ts.isPropertyAccessExpression(current.expression) && ELEMENT_READERS.has(current.expression.name.text)) current = bare(current.expression.expression);
    else return null;
  }
}

/** The place a node changes, with how, or null when it changes nothing. */
function mutationOf(node: ts.Node): { readonly target: ts.Expression; readonly how: string } | null {
  if (isAssignment(node)) {
    const left = bare(node.left);
    if (ts.isPropertyAccessExpression(left) || ts.isElementAccessExpression(left)) return { target: left, how: 'assigns to it' };
    return null;
  }
  if ((ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) && (node.operator === ts.SyntaxKind.PlusPlusToken || node.operator === ts.SyntaxKind.MinusMinusToken)) {
    const operand = bare(node.operand);
    if (ts.isPropertyAccessExpression(operand) || ts.isElementAccessExpression(operand)) return { target: operand, how: 'increments it' };
    return null;
  }
  if (ts.isDeleteExpression(node)) return { target: node.expression, how: 'deletes from it' };
  if (ts.isCallExpression(node)) {
    const callee = bare(node.expression);
    if (ts.isPropertyAccessExpression(callee) && MUTATORS.has(callee.name.text)) return { target: callee.expression, how: `calls .${callee.name.text}()` };
    const name = callee.getText();
    const first = node.arguments[0];
    if (first !== undefined && /^(Object\.(assign|defineProperty|defineProperties|setPrototypeOf)|Reflect\.(set|defineProperty|deleteProperty))$/.test(name))
      return { target: first, how: `passes it to ${name}` };
  }
  return null;
}

/** The identifier a plain reassignment (`x = ...`, `x ??= ...`, `x++`) writes, if any. */
function reassignedOf(node: ts.Node): ts.Identifier | null {
  if (isAssignment(node) && ts.isIdentifier(bare(node.left))) return bare(node.left) as ts.Identifier;
  if (
    (ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) &&
    (node.operator === ts.SyntaxKind.PlusPlusToken || node.operator === ts.SyntaxKind.MinusMinusToken) &&
    ts.isIdentifier(bare(node.operand))
  ) {
    return bare(node.operand) as ts.Identifier;
  }
  return null;
}

function isReadonlyType(type: ts.TypeNode | undefined): boolean {
  if (type === undefined) return false;
  if (ts.isTypeOperatorNode(type)) return type.operator === ts.SyntaxKind.ReadonlyKeyword;
  if (ts.isTypeReferenceNode(type)) return /^(ReadonlyMap|ReadonlySet|ReadonlyArray|Readonly)$/.test(type.typeName.getText());
  return false;
}

/** A new mutable collection: `new Map()`, `new Uint8Array(n)`, `[]`, `Array.from(...)`, `Buffer.alloc(n)`. */
function isCollection(expression: ts.Expression): boolean {
  const value = bare(expression);
  if (ts.isArrayLiteralExpression(value)) return true;
  if (ts.isNewExpression(value) && ts.isIdentifier(value.expression)) return COLLECTIONS.has(value.expression.text);
  if (ts.isCallExpression(value)) return /^(Array\.(from|of)|Buffer\.(alloc|allocUnsafe|from))$/.test(value.expression.getText());
  return false;
}

function isFrozen(expression: ts.Expression): boolean {
  let value = expression;
  while (ts.isParenthesizedExpression(value) || ts.isSatisfiesExpression(value)) value = value.expression;
  if (ts.isAsExpression(value) && ts.isTypeReferenceNode(value.type) && value.type.typeName.getText() === 'const') return true;
  return ts.isCallExpression(value) && value.expression.getText() === 'Object.freeze';
}

/** A regex whose `exec`/`test` move its `lastIndex` (global or sticky). */
function isStatefulRegex(expression: ts.Expression): boolean {
  const value = bare(expression);
  if (ts.isRegularExpressionLiteral(value)) return /\/[a-z]*[gy][a-z]*$/.test(value.text);
  if (ts.isNewExpression(value) && ts.isIdentifier(value.expression) && value.expression.text === 'RegExp') {
    const flags = value.arguments?.[1];
    return flags === undefined ? false : !ts.isStringLiteralLike(flags) || /[gy]/.test(flags.text);
  }
  return false;
}

/** Where an expression's value ends up once it leaves conditionals, `??` and casts. */
function consumerOf(node: ts.Node): ts.Node {
  let current = node;
  for (;;) {
    const parent = current.parent;
    if (ts.isParenthesizedExpression(parent) || ts.isAsExpression(parent) || ts.isNonNullExpression(parent) || ts.isSatisfiesExpression(parent) || ts.isTypeAssertionExpression(parent))
      current = parent;
    else if (ts.isConditionalExpression(parent) && parent.condition !== current) current = parent;
    else if (ts.isBinaryExpression(parent) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(parent.operatorToken.kind))
      current = parent;
    else return current;
  }
}

/** True when the value at `node` is handed on: passed, returned, stored or aliased. */
function escapes(node: ts.Identifier): boolean {
  const value = consumerOf(node);
  const parent = value.parent;
  if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && parent.arguments?.includes(value as ts.Expression) === true) {
    const callee = parent.expression.getText();
    if (READ_ONLY_CALLS.has(callee) || (ts.isNewExpression(parent) && COLLECTIONS.has(callee))) return false;
    return true;
  }
  if (ts.isReturnStatement(parent) || ts.isYieldExpression(parent) || ts.isExportAssignment(parent)) return true;
  if (ts.isArrowFunction(parent) && parent.body === value) return true;
  if (ts.isVariableDeclaration(parent) && parent.initializer === value) return true;
  if (isAssignment(parent) && parent.right === value) return true;
  if (ts.isPropertyAssignment(parent) && parent.initializer === value) return true;
  if (ts.isShorthandPropertyAssignment(parent)) return true;
  if (ts.isArrayLiteralExpression(parent)) return true;
  return false;
}

function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === kind);
}

interface StateBinding {
  readonly name: string;
  readonly node: ts.Node;
  readonly kind: 'let' | 'const' | 'declaration';
  readonly initializer?: ts.Expression;
  readonly readonlyTyped: boolean;
  /** Declared in the body of a module-level IIFE (state only if a closure keeps it). */
  readonly inIife: boolean;
}

/** One finding of the module-state check: `file name — reason`. */
interface ModuleState {
  readonly file: string;
  readonly line: number;
  readonly name: string;
  readonly reason: string;
}

function bindingNames(name: ts.BindingName): ts.Identifier[] {
  if (ts.isIdentifier(name)) return [name];
  return name.elements.flatMap((element) => (ts.isOmittedExpression(element) ? [] : bindingNames(element.name)));
}

/**
 * Module-level mutable state in the files under `dirs`: `let`/`var`; a module constant that a
 * function changes (a lazily filled Map, a memo object, a regex whose `lastIndex` moves); a mutable
 * collection that is exported or handed out by a function without a read-only type; an instance of
 * a class that changes itself, or what a factory returns that keeps state in its closure.
 * What the module does while it loads (filling a lookup table once) is initialisation, not state.
 */
function moduleState(root: string, dirs: readonly string[]): ModuleState[] {
  const files = dirs.flatMap((dir) => tsFilesUnder(root, dir)).filter((file) => !isTestCode(relativeTo(root, file)));
  const options: ts.CompilerOptions = { noLib: true, types: [], noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext };
  const host = ts.createCompilerHost(options, true);
  const fileExists = host.fileExists.bind(host);
  // Only the project's own sources are resolved: packages are not read (faster, and their classes are not ours to judge).
  host.fileExists = (file) => !file.includes(`${sep}node_modules${sep}`) && !file.includes('/node_modules/') && fileExists(file);
  const program = ts.createProgram(files, options, host);
  const checker = program.getTypeChecker();
  const found: ModuleState[] = [];
  const seen = new Set<string>();
  const report = (file: string, node: ts.Node, name: string, reason: string): void => {
    const key = `${file} ${name} ${reason}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push({ file, line: lineOf(node), name, reason });
  };

  const symbolOf = (node: ts.Node): ts.Symbol | undefined => {
    let symbol = ts.isShorthandPropertyAssignment(node.parent) && node.parent.name === node ? checker.getShorthandAssignmentValueSymbol(node.parent) : checker.getSymbolAtLocation(node);
    if (symbol !== undefined && (symbol.flags & ts.SymbolFlags.Alias) !== 0) symbol = checker.getAliasedSymbol(symbol);
    return symbol;
  };

  const declarationOf = (expression: ts.Expression): ts.Declaration | undefined => {
    const target = bare(expression);
    const symbol = ts.isIdentifier(target) || ts.isPropertyAccessExpression(target) ? symbolOf(ts.isPropertyAccessExpression(target) ? target.name : target) : undefined;
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  };

  const classCache = new Map<ts.Node, boolean>();
  /** A class whose instances change: a field without `readonly`, or a method that writes to `this`. */
  const statefulClass = (declaration: ts.ClassLikeDeclaration, depth = 0): boolean => {
    const cached = classCache.get(declaration);
    if (cached !== undefined) return cached;
    classCache.set(declaration, false);
    let stateful = false;
    for (const member of declaration.members) {
      if (hasModifier(member, ts.SyntaxKind.StaticKeyword)) continue;
      if (ts.isPropertyDeclaration(member) && !hasModifier(member, ts.SyntaxKind.ReadonlyKeyword)) stateful = true;
      if (ts.isConstructorDeclaration(member)) {
        for (const parameter of member.parameters) {
          const isProperty = (ts.getModifiers(parameter) ?? []).some((modifier) => [ts.SyntaxKind.PublicKeyword, ts.SyntaxKind.PrivateKeyword, ts.SyntaxKind.ProtectedKeyword].includes(modifier.kind));
          if (isProperty && !hasModifier(parameter, ts.SyntaxKind.ReadonlyKeyword)) stateful = true;
        }
        continue;
      }
      if (isFunctionLike(member) && member.body !== undefined) {
        const visit = (node: ts.Node): void => {
          const mutation = mutationOf(node);
          if (mutation !== null && rootOf(mutation.target)?.kind === ts.SyntaxKind.ThisKeyword) stateful = true;
          if (!stateful && !(ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node))) ts.forEachChild(node, visit);
        };
        visit(member.body);
      }
    }
    for (const clause of declaration.heritageClauses ?? []) {
      if (clause.token !== ts.SyntaxKind.ExtendsKeyword || depth > 4) continue;
      for (const type of clause.types) {
        const base = declarationOf(type.expression);
        if (base !== undefined && (ts.isClassDeclaration(base) || ts.isClassExpression(base)) && statefulClass(base, depth + 1)) stateful = true;
      }
    }
    classCache.set(declaration, stateful);
    return stateful;
  };

  const functionCache = new Map<ts.Node, boolean>();
  /** What makes a value stateful: an instance of a stateful class, or the result of a stateful factory. */
  const statefulValue = (expression: ts.Expression, depth: number): string | null => {
    const value = bare(expression);
    if (depth > 4) return null;
    if (ts.isNewExpression(value)) {
      const declaration = declarationOf(value.expression);
      if (declaration !== undefined && (ts.isClassDeclaration(declaration) || ts.isClassExpression(declaration)) && statefulClass(declaration))
        return `an instance of ${value.expression.getText()}, which changes itself`;
    }
    if (ts.isCallExpression(value)) {
      const declaration = declarationOf(value.expression);
      const fn = declaration !== undefined && ts.isVariableDeclaration(declaration) && declaration.initializer !== undefined ? bare(declaration.initializer) : declaration;
      if (fn !== undefined && (ts.isFunctionDeclaration(fn) || ts.isFunctionExpression(fn) || ts.isArrowFunction(fn)) && statefulFactory(fn, depth + 1))
        return `what ${value.expression.getText()}() returns, which keeps state in a closure`;
    }
    return null;
  };
  /** A function whose result keeps state: a local a nested function changes, or a stateful value returned. */
  const statefulFactory = (fn: ts.FunctionLikeDeclaration, depth: number): boolean => {
    const cached = functionCache.get(fn);
    if (cached !== undefined) return cached;
    functionCache.set(fn, false);
    const body = fn.body;
    if (body === undefined) return false;
    const locals = new Map<ts.Symbol, ts.VariableDeclaration | ts.ParameterDeclaration>();
    const collect = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) || ts.isParameter(node)) {
        for (const name of bindingNames(node.name)) {
          const symbol = symbolOf(name);
          if (symbol !== undefined) locals.set(symbol, node);
        }
      }
      if (!isFunctionLike(node) || node === fn) ts.forEachChild(node, collect);
    };
    collect(fn);
    let stateful = false;
    const inner = (node: ts.Node): void => {
      if (stateful) return;
      const reassigned = reassignedOf(node);
      if (reassigned !== null) {
        const symbol = symbolOf(reassigned);
        if (symbol !== undefined && locals.has(symbol)) stateful = true;
      }
      const mutation = mutationOf(node);
      const root = mutation === null ? null : rootOf(mutation.target);
      if (root !== null && ts.isIdentifier(root)) {
        const symbol = symbolOf(root);
        if (symbol !== undefined && locals.has(symbol)) stateful = true;
      }
      if (ts.isIdentifier(node)) {
        const local = locals.get(symbolOf(node) as ts.Symbol);
        if (local !== undefined && ts.isVariableDeclaration(local) && local.initializer !== undefined && statefulValue(local.initializer, depth) !== null) stateful = true;
      }
      ts.forEachChild(node, inner);
    };
    const outer = (node: ts.Node): void => {
      if (stateful) return;
      if (isFunctionLike(node) && node !== fn) {
        // A callback handed to a call (`items.forEach(() => n++)`) is taken to run during the call;
        // a function the factory keeps or returns is what carries state out of it.
        const callee = consumerOf(node).parent;
        const isCallback = (ts.isCallExpression(callee) || ts.isNewExpression(callee)) && callee.arguments?.includes(consumerOf(node) as ts.Expression) === true;
        if (!isCallback) ts.forEachChild(node, inner);
        return;
      }
      if (ts.isReturnStatement(node) && node.expression !== undefined && statefulValue(node.expression, depth) !== null) stateful = true;
      ts.forEachChild(node, outer);
    };
    if (ts.isBlock(body)) outer(body);
    else if (statefulValue(body, depth) !== null) stateful = true;
    else outer(body);
    functionCache.set(fn, stateful);
    return stateful;
  };

  for (const file of files) {
    const source = program.getSourceFile(file);
    if (source === undefined) continue;
    const path = relativeTo(root, file);
    const state = new Map<ts.Symbol, StateBinding>();
    const exported = new Set<ts.Symbol>();

    const addVariables = (statement: ts.VariableStatement, inIife: boolean): void => {
      const isConst = (statement.declarationList.flags & ts.NodeFlags.Const) !== 0;
      if (!isConst && !inIife) for (const declaration of statement.declarationList.declarations) report(path, declaration, declaration.name.getText(), 'module-level let/var');
      const isExported = hasModifier(statement, ts.SyntaxKind.ExportKeyword);
      for (const declaration of statement.declarationList.declarations) {
        for (const name of bindingNames(declaration.name)) {
          const symbol = symbolOf(name);
          if (symbol === undefined) continue;
          const initializer = ts.isIdentifier(declaration.name) ? declaration.initializer : undefined;
          state.set(symbol, {
            name: name.text,
            node: declaration,
            kind: isConst ? 'const' : 'let',
            ...(initializer === undefined ? {} : { initializer }),
            readonlyTyped: isReadonlyType(declaration.type) || (initializer !== undefined && isFrozen(initializer)),
            inIife,
          });
          if (isExported) exported.add(symbol);
        }
      }
    };

    // Module scope, and the scope of every IIFE run while the module loads.
    const scopes = (node: ts.Node, inIife: boolean): void => {
      if (ts.isVariableStatement(node)) addVariables(node, inIife);
      else if ((ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node)) && node.name !== undefined) {
        const symbol = symbolOf(node.name);
        if (symbol !== undefined) state.set(symbol, { name: node.name.text, node, kind: 'declaration', readonlyTyped: false, inIife });
        if (ts.isClassDeclaration(node)) {
          for (const member of node.members) {
            if (!ts.isPropertyDeclaration(member) || !hasModifier(member, ts.SyntaxKind.StaticKeyword)) continue;
            if (!hasModifier(member, ts.SyntaxKind.ReadonlyKeyword)) report(path, member, `${node.name.text}.${member.name.getText()}`, 'static field without readonly');
            else if (member.initializer !== undefined && isCollection(member.initializer) && !isReadonlyType(member.type))
              report(path, member, `${node.name.text}.${member.name.getText()}`, 'static mutable collection');
          }
        }
        if (hasModifier(node, ts.SyntaxKind.ExportKeyword) && symbol !== undefined) exported.add(symbol);
        return;
      }
      if (ts.isExportDeclaration(node) && node.moduleSpecifier === undefined && node.exportClause !== undefined && ts.isNamedExports(node.exportClause)) {
        for (const element of node.exportClause.elements) {
          const symbol = checker.getExportSpecifierLocalTargetSymbol(element);
          if (symbol !== undefined) exported.add(symbol);
        }
      }
      if (isFunctionLike(node)) {
        if (!isIife(node) || node.body === undefined) return;
        if (ts.isBlock(node.body)) for (const statement of node.body.statements) scopes(statement, true);
        else scopes(node.body, true);
        return;
      }
      if (ts.isClassLike(node)) return;
      ts.forEachChild(node, (child) => scopes(child, inIife));
    };
    for (const statement of source.statements) scopes(statement, false);

    const stateOf = (identifier: ts.Node | null): [ts.Symbol, StateBinding] | null => {
      if (identifier === null || !ts.isIdentifier(identifier)) return null;
      const symbol = symbolOf(identifier);
      const binding = symbol === undefined ? undefined : state.get(symbol);
      return binding === undefined || symbol === undefined ? null : [symbol, binding];
    };

    // What functions do to module state; `deferred` = inside a function that does not run at load.
    const visit = (node: ts.Node, deferred: boolean): void => {
      if (deferred) {
        const mutation = mutationOf(node);
        const mutated = mutation === null ? null : stateOf(rootOf(mutation.target));
        if (mutation !== null && mutated !== null) report(path, node, mutated[1].name, `changed by a function (${mutation.how})`);
        const reassigned = stateOf(reassignedOf(node));
        if (reassigned !== null) report(path, node, reassigned[1].name, 'reassigned by a function');
        if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(bare(node.expression))) {
          const callee = bare(node.expression) as ts.PropertyAccessExpression;
          const regex = ['exec', 'test'].includes(callee.name.text) ? stateOf(bare(callee.expression)) : null;
          if (regex !== null && regex[1].initializer !== undefined && isStatefulRegex(regex[1].initializer))
            report(path, node, regex[1].name, `global/sticky regex run by a function (.${callee.name.text}() moves lastIndex)`);
        }
        if (ts.isIdentifier(node)) {
          const referenced = stateOf(node);
          if (referenced !== null) {
            const [, binding] = referenced;
            if (binding.kind === 'const' && !binding.readonlyTyped && binding.initializer !== undefined && isCollection(binding.initializer) && escapes(node)) {
              report(path, node, binding.name, 'mutable collection handed out by a function (type it read-only)');
            }
          }
        }
      }
      const enters =
        isFunctionLike(node) || ts.isClassStaticBlockDeclaration(node)
          ? !isIife(node) && !ts.isClassStaticBlockDeclaration(node)
          : ts.isPropertyDeclaration(node) && !hasModifier(node, ts.SyntaxKind.StaticKeyword);
      ts.forEachChild(node, (child) => visit(child, deferred || enters));
    };
    visit(source, false);

    for (const [symbol, binding] of state) {
      if (binding.kind === 'const' && exported.has(symbol) && !binding.readonlyTyped && binding.initializer !== undefined && isCollection(binding.initializer)) {
        report(path, binding.node, binding.name, 'exported mutable collection (type it read-only)');
      }
      if (binding.kind !== 'declaration' && binding.initializer !== undefined) {
        const why = statefulValue(binding.initializer, 0);
        if (why !== null) report(path, binding.node, binding.name, `holds ${why}`);
      }
    }
  }
  return found.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

function stateLines(found: readonly ModuleState[]): string[] {
  return found.map((entry) => `${entry.file}:${entry.line} ${entry.name} — ${entry.reason}`);
}

// ---------------------------------------------------------------------------------------------
// Temporary trees

function writeTree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'leakscope-layers-'));
  writeFileSync(join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext' } }));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** The pure layers and the package kinds they may not import (one import of each kind is tried). */
const PURE_LAYER_VIOLATIONS: Record<string, string> = {
  'src/trace/http.ts': "import { createServer } from 'node:http';\nexport const server = createServer;\n",
  'src/trace/https.ts': "import { request } from 'node:https';\nexport const get = request;\n",
  'src/scenario/net.ts': "import { connect } from 'node:net';\nexport const dial = connect;\n",
  'src/metrics/undici.ts': "import { fetch } from 'undici';\nexport const get = fetch;\n",
  'src/detect/hono.ts': "import { Hono } from 'hono';\nexport const app = Hono;\n",
  'src/detect/hono-server.ts': "import { serve } from '@hono/node-server';\nexport const start = serve;\n",
  'src/metrics/mcp.ts': "import { Server } from '@modelcontextprotocol/sdk/server/index.js';\nexport const mcp = Server;\n",
  'src/trace/ai.ts': "import { tool } from 'ai';\nexport const t = tool;\n",
  'src/scenario/ai-sdk.ts': "import { createOpenAI } from '@ai-sdk/openai';\nexport const provider = createOpenAI;\n",
  'src/detect/openai-agents.ts': "import { Agent } from '@openai/agents';\nexport const agent = Agent;\n",
  'src/trace/langchain-core.ts': "import type { BaseMessage } from '@langchain/core/messages';\nexport type Message = BaseMessage;\n",
  'src/metrics/langchain.ts': "import { createAgent } from 'langchain';\nexport const agent = createAgent;\n",
  'src/scenario/sqlite.ts': "export async function open() {\n  const { default: Database } = await import('better-sqlite3');\n  return Database;\n}\n",
};

describe('import layers', () => {
  let project: CruiseOutput;
  beforeAll(() => {
    project = cruise(projectRoot);
  });

  it('src/ has no layer violations or cycles', () => {
    expect(violationsOf(project)).toEqual([]);
  });

  it('the library entry point loads no server, MCP or SQLite code', () => {
    expect(entryReaches(project)).toEqual([]);
  });

  describe('on a tree with deliberate violations', () => {
    let root: string;
    let output: CruiseOutput;
    beforeAll(() => {
      root = writeTree({
        'src/cli/main.ts': 'export const main = 1;\n',
        'src/detect/bad.ts': "import { main } from '../cli/main.js';\nexport const bad = main;\n",
        ...PURE_LAYER_VIOLATIONS,
        // Allowed in a pure layer: Node's file system, and test code.
        'src/trace/files.ts': "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
        'src/detect/stub.test-helpers.ts': "import { createServer } from 'node:http';\nexport const stub = createServer;\n",
        // The entry point: a static chain to hono, and a type import and a lazy import of the MCP SDK (allowed).
        'src/index.ts': "export { serveApp } from './run/serve.js';\nexport type { Lazy } from './run/lazy.js';\n",
        'src/run/serve.ts': "import { app } from './app.js';\nexport const serveApp = app;\n",
        'src/run/app.ts': "import { Hono } from 'hono';\nexport const app = new Hono();\nexport async function mcp() {\n  return import('@modelcontextprotocol/sdk/server/index.js');\n}\n",
        'src/run/lazy.ts': "import type { Server } from '@modelcontextprotocol/sdk/server/index.js';\nexport type Lazy = Server;\n",
      });
      output = cruise(root);
    });
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('catches detect/ importing cli/', () => {
      expect(violationsOf(output)).toContain('layer-detect: src/detect/bad.ts -> src/cli/main.ts');
    });

    it('catches trace/, detect/, metrics/ and scenario/ importing an HTTP, MCP or model package', () => {
      const reported = violationsOf(output).filter((line) => line.startsWith('pure-layer-packages: '));
      const from = new Set(reported.map((line) => line.slice('pure-layer-packages: '.length).split(' -> ')[0]));
      expect([...from].sort()).toEqual(Object.keys(PURE_LAYER_VIOLATIONS).sort());
      expect(reported.some((line) => line.startsWith('pure-layer-packages: src/trace/files.ts') || line.startsWith('pure-layer-packages: src/detect/stub.test-helpers.ts'))).toBe(false);
    });

    it('catches the entry point reaching a server package, and not a type or lazy import', () => {
      expect(entryReaches(output)).toEqual(['src/index.ts -> src/run/serve.ts -> src/run/app.ts -> hono']);
    });
  });
});

describe('model calls', () => {
  it('only src/models/ imports generateText or streamText from the AI SDK', () => {
    expect(modelCallImports(projectRoot)).toEqual([]);
  });

  it('catches named, renamed, namespace, dynamic and re-exported model calls', () => {
    const root = writeTree({
      'src/models/layer.ts': "import { generateText, streamText } from 'ai';\nexport { generateText, streamText };\n",
      'src/run/named.ts': "import { generateText } from 'ai';\nexport const call = generateText;\n",
      'src/run/renamed.ts': "import { streamText as s, tool } from 'ai';\nexport const call = [s, tool];\n",
      'src/run/namespace.ts': "import * as ai from 'ai';\nexport const call = () => ai.generateText;\nexport const fine = ai.tool;\n",
      'src/run/element.ts': "import * as sdk from 'ai';\nexport const call = sdk['streamText'];\n",
      'src/run/dynamic.ts': "export async function call() {\n  const { generateText: g } = await import('ai');\n  return g;\n}\n",
      'src/run/dynamic-member.ts': "export async function call() {\n  return (await import('ai')).streamText;\n}\n",
      'src/run/reexport.ts': "export { generateText } from 'ai';\n",
      'src/run/type-only.ts': "import type { streamText } from 'ai';\nexport type Call = typeof streamText;\n",
      'src/run/fine.ts': "import { tool, jsonSchema } from 'ai';\n// generateText is only named in this comment\nexport const fine = [tool, jsonSchema, 'generateText'];\n",
      'src/run/named.test.ts': "import { generateText } from 'ai';\nexport const test = generateText;\n",
      'bench/model.ts': "import { generateText } from 'ai';\nexport const call = generateText;\n",
    });
    try {
      const files = modelCallImports(root).map((line) => line.split(':')[0]);
      expect(files.sort()).toEqual([
        'bench/model.ts',
        'src/run/dynamic-member.ts',
        'src/run/dynamic.ts',
        'src/run/element.ts',
        'src/run/named.ts',
        'src/run/namespace.ts',
        'src/run/reexport.ts',
        'src/run/renamed.ts',
        'src/run/type-only.ts',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('module-level mutable state', () => {
  it('src/detect/ keeps none (caches belong to an engine or detector instance)', () => {
    expect(stateLines(moduleState(projectRoot, ['src/detect']))).toEqual([]);
  });

  it('nor do the other pure layers (trace/, metrics/, scenario/)', () => {
    expect(stateLines(moduleState(projectRoot, ['src/trace', 'src/metrics', 'src/scenario']))).toEqual([]);
  });

  it('catches lets, lazily filled constants, memo objects, stateful instances and singletons', () => {
    const root = writeTree({
      'src/detect/memo.ts': [
        'export class Memo {',
        '  private readonly entries = new Map<string, number>();',
        '  get(key: string): number | undefined {',
        '    return this.entries.get(key);',
        '  }',
        '  remember(key: string, value: number): void {',
        '    this.entries.set(key, value);',
        '  }',
        '}',
        'export class Frozen {',
        '  constructor(readonly value: number) {}',
        '  twice(): number {',
        '    return this.value * 2;',
        '  }',
        '}',
        '',
      ].join('\n'),
      'src/detect/factory.ts': [
        'export function createCounter() {',
        '  let count = 0;',
        '  return { next: () => ++count };',
        '}',
        'export function countWords(words: readonly string[]): number {',
        '  let count = 0;',
        '  words.forEach(() => {',
        '    count += 1;',
        '  });',
        '  return count;',
        '}',
        'export function createPure(step: number) {',
        '  const table = new Map([[1, step]]);',
        '  return { at: (key: number) => table.get(key) };',
        '}',
        '',
      ].join('\n'),
      'src/detect/bad.ts': [
        "import { Frozen, Memo } from './memo.js';",
        "import { createCounter, createPure } from './factory.js';",
        'let cache: string | undefined;',
        'export var hits = 0;',
        'const memo = new Map<string, string>();',
        'const seen: string[] = [];',
        'const counts: Record<string, number> = {};',
        'const box = { last: "" };',
        'const nested = { list: [] as string[] };',
        'const weak = new WeakMap<object, string>();',
        'const buffer = new Uint8Array(16);',
        'export const EXPORTED = new Set<string>();',
        'const handedOut = new Set<string>();',
        'const GLOBAL = /a/g;',
        'const memoInstance = new Memo();',
        'const counter = createCounter();',
        'const singleton = (() => {',
        '  const inner = new Map<string, number>();',
        '  return (key: string) => inner.set(key, 1);',
        '})();',
        'class Holder {',
        '  static shared = new Map<string, string>();',
        '}',
        'export function use(key: string, o: object): unknown {',
        '  cache ??= key;',
        '  memo.set(key, key);',
        '  seen.push(key);',
        '  counts[key] = (counts[key] ?? 0) + 1;',
        '  box.last = key;',
        '  nested.list.push(key);',
        '  weak.set(o, key);',
        '  buffer[0] = 1;',
        '  GLOBAL.test(key);',
        '  return [handedOut, memoInstance, counter, singleton, Holder];',
        '}',
        '',
      ].join('\n'),
      'src/detect/fine.ts': [
        "import { Frozen } from './memo.js';",
        "import { countWords, createPure } from './factory.js';",
        'const WORDS = new Set(["a", "b"]);',
        'const TABLE: ReadonlyMap<string, number> = new Map([["a", 1]]);',
        'export const LIST: readonly string[] = ["x"];',
        'export const KINDS: ReadonlySet<string> = new Set(["k"]);',
        'const FROZEN = Object.freeze({ a: 1 });',
        'const PATTERN = /a/;',
        'const GLOBAL_REPLACE = /a/g;',
        'const BY_LAST = new Map<string, string[]>();',
        'for (const word of WORDS) BY_LAST.set(word, [word]);',
        'const frozen = new Frozen(2);',
        'const pure = createPure(3);',
        'const COUNT = countWords(["a", "b"]);',
        'const decoder = new TextDecoder();',
        'export function read(word: string): unknown {',
        '  const local = new Map<string, number>();',
        '  local.set(word, 1);',
        '  let count = 0;',
        '  count += 1;',
        '  return [WORDS.has(word), TABLE.get(word), LIST, KINDS, FROZEN.a, PATTERN.test(word), word.replace(GLOBAL_REPLACE, ""), BY_LAST.get(word), [...WORDS], frozen.twice(), pure.at(1), decoder, local, count, COUNT];',
        '}',
        '',
      ].join('\n'),
    });
    try {
      const found = moduleState(root, ['src/detect']);
      const names = (file: string): string[] => [...new Set(found.filter((entry) => entry.file === file).map((entry) => entry.name))].sort();
      expect(names('src/detect/bad.ts')).toEqual(
        ['EXPORTED', 'GLOBAL', 'Holder.shared', 'buffer', 'cache', 'counter', 'counts', 'box', 'handedOut', 'hits', 'inner', 'memo', 'memoInstance', 'nested', 'seen', 'weak'].sort(),
      );
      expect(names('src/detect/fine.ts')).toEqual([]);
      expect(names('src/detect/memo.ts')).toEqual([]);
      expect(names('src/detect/factory.ts')).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
