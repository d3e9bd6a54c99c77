// The route table as the benchmark reads it: lib/routing/route-table.ts parsed with the TypeScript
// parser, so the page ids, English paths, parents and the groups (`competenceRouteIds`, …) are not
// copied into the benchmark.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { root } from '../production-build.mjs';

function stringValue(node) {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;
}

function withoutTypeAssertions(node) {
  let current = node;
  while (current && (ts.isSatisfiesExpression(current) || ts.isAsExpression(current) || ts.isParenthesizedExpression(current))) {
    current = current.expression;
  }
  return current;
}

/** The entries (`page(id, de, en, options)`) and the id groups (`const …RouteIds = [...]`) of the route table. */
export function readRouteTable() {
  const file = join(root, 'lib/routing/route-table.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const entries = new Map();
  const groups = new Map();
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'page') {
      const [idNode, , enNode, optionsNode] = node.arguments;
      const id = stringValue(idNode);
      const en = stringValue(enNode);
      if (!id || !en) throw new Error(`${file}: cannot read the id and English path of ${node.getText(source)}`);
      let parent;
      if (optionsNode && ts.isObjectLiteralExpression(optionsNode)) {
        const property = optionsNode.properties.find((candidate) => ts.isPropertyAssignment(candidate) && candidate.name.getText(source) === 'parent');
        parent = property ? stringValue(property.initializer) : undefined;
      }
      entries.set(id, { id, en, parent });
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
      const value = withoutTypeAssertions(node.initializer);
      if (value && ts.isArrayLiteralExpression(value) && value.elements.length > 0 && value.elements.every((element) => stringValue(element))) {
        groups.set(node.name.text, value.elements.map(stringValue));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (entries.size === 0) throw new Error(`${file}: no page(...) entries found`);
  return { entries, groups };
}
