// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A visitor-facing string written into a component instead of the catalogues would stay English
 * in Bengali. This check reads every component (src/**\/*.tsx) and fails on text that looks like
 * words: JSX text, and strings given to the props a visitor sees or hears (alt, aria-label,
 * title, placeholder, label…), directly or as a branch of a condition. Symbols, numbers and
 * punctuation pass; brand names may be listed below.
 */

/** Props whose value is shown, or read out by a screen reader. */
const VISIBLE_PROPS = new Set([
  'alt',
  'aria-label',
  'aria-roledescription',
  'aria-valuetext',
  'aria-description',
  'aria-placeholder',
  'title',
  'placeholder',
  'label',
  'closeLabel',
  'caption',
  'submitLabel',
  'sentNext',
  'intro',
  'heading',
  'collected',
  'what',
  'dismiss',
]);

/** Words that are the same in every language. None yet: brand names come from src/shared/site.ts. */
const ALLOWED = new Set<string>([]);

const WORD = /\p{Script=Latin}{2,}/u;

interface Finding {
  file: string;
  line: number;
  text: string;
}

/** The strings an expression can evaluate to, as far as they can be seen without running it. */
function visibleStrings(node: ts.Expression): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
  }
  if (ts.isParenthesizedExpression(node)) return visibleStrings(node.expression);
  if (ts.isConditionalExpression(node)) {
    return [...visibleStrings(node.whenTrue), ...visibleStrings(node.whenFalse)];
  }
  if (ts.isBinaryExpression(node)) {
    const operator = node.operatorToken.kind;
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return visibleStrings(node.right);
    if (
      operator === ts.SyntaxKind.BarBarToken ||
      operator === ts.SyntaxKind.QuestionQuestionToken ||
      operator === ts.SyntaxKind.PlusToken
    ) {
      return [...visibleStrings(node.left), ...visibleStrings(node.right)];
    }
  }
  return [];
}

const propName = (name: ts.PropertyName | ts.JsxAttributeName) =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : name.getText();

/** Every place in one component's source where English words bypass the catalogue. */
function findHardCodedText(file: string, source: string): Finding[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const findings: Finding[] = [];
  const report = (node: ts.Node, texts: string[]) => {
    for (const text of texts) {
      const trimmed = text.replace(/\s+/g, ' ').trim();
      if (WORD.test(trimmed) && !ALLOWED.has(trimmed)) {
        const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart());
        findings.push({ file, line: line + 1, text: trimmed });
      }
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, [node.text]);
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      // {'text'} or {open ? 'Close' : 'Open'} as a child of an element.
      report(node, visibleStrings(node.expression));
    } else if (ts.isJsxAttribute(node) && VISIBLE_PROPS.has(propName(node.name))) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) report(node, [value.text]);
      else if (value && ts.isJsxExpression(value) && value.expression) {
        report(node, visibleStrings(value.expression));
      }
    } else if (ts.isPropertyAssignment(node) && VISIBLE_PROPS.has(propName(node.name))) {
      // { label: 'Home' } in a list a component renders.
      report(node, visibleStrings(node.initializer));
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return findings;
}

function componentFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

describe('text in components', () => {
  it('comes from the message catalogues, never written into a component', () => {
    const root = process.cwd();
    const findings = componentFiles(join(root, 'src')).flatMap((path) =>
      findHardCodedText(relative(root, path), readFileSync(path, 'utf8')),
    );
    expect(findings.map(({ file, line, text }) => `${file}:${line} "${text}"`)).toEqual([]);
  });

  it('is caught when written straight into a component', () => {
    const component = `
      export function Broken({ open, t }) {
        return (
          <div>
            <p>Loading…</p>
            <img src="/x.webp" alt="The centre" />
            <button aria-label={open ? 'Close menu' : t.open}>×</button>
            <input placeholder={\`Search \${t.what}\`} />
            <Tabs tabs={[{ key: 'a', label: 'Online Feedback' }]} />
            {status === 'sent' && 'Sent!'}
            <span>{t.ok} · {count}</span>
            <a href={telHref()} className="btn btn-primary">{label}</a>
          </div>
        );
      }`;
    expect(findHardCodedText('broken.tsx', component).map(({ text }) => text)).toEqual([
      'Loading…',
      'The centre',
      'Close menu',
      'Search',
      'Online Feedback',
      'Sent!',
    ]);
  });
});
