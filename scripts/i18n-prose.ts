/**
 * What the interface's text lint (i18n-lint.ts) takes for words a person reads: a literal that reads as prose, and
 * is not the argument of a developer-facing call, an object key, a comparison or a technical JSX attribute.
 */
import ts from 'typescript';

/** Attributes whose values are never shown to a person. */
const TECHNICAL_ATTRIBUTES = new Set([
  'className',
  'class',
  'id',
  'key',
  'href',
  'src',
  'srcSet',
  'type',
  'name',
  'htmlFor',
  'for',
  'role',
  'rel',
  'target',
  'method',
  'action',
  'autoComplete',
  'autocomplete',
  'inputMode',
  'inputmode',
  'enterKeyHint',
  'accept',
  'pattern',
  'lang',
  'dir',
  'style',
  'viewBox',
  'fill',
  'stroke',
  'd',
  'points',
  'transform',
  'xmlns',
  'strokeWidth',
  'strokeLinecap',
  'strokeLinejoin',
  'fillRule',
  'clipRule',
  'preserveAspectRatio',
  'textAnchor',
  'dominantBaseline',
  'form',
  'formMethod',
  'loading',
  'decoding',
  'fetchPriority',
  'crossOrigin',
  'referrerPolicy',
  'sizes',
  'media',
  'as',
  'slot',
  'tabIndex',
  'capture',
  'wrap',
  'spellCheck',
  'autoCapitalize',
  'variant',
  'size',
  'tone',
  'icon',
  'kind',
  'mode',
  'align',
  'side',
  'position',
  'width',
  'height',
  'x',
  'y',
  'cx',
  'cy',
  'r',
  'x1',
  'x2',
  'y1',
  'y2',
  'strokeDasharray',
  'vectorEffect',
  'shapeRendering',
  'clipPath',
  'mask',
  'filter',
  'opacity',
]);
const isTechnicalAttribute = (name: string) =>
  TECHNICAL_ATTRIBUTES.has(name) ||
  /^(data-|aria-(controls|describedby|labelledby|owns|live|haspopup|current|expanded|hidden|modal|pressed|selected|checked|disabled|invalid|busy|atomic|relevant|sort|orientation|level|posinset|setsize|autocomplete|errormessage|activedescendant|details|flowto|keyshortcuts|multiline|multiselectable|readonly|required|valuemax|valuemin|valuenow|colcount|colindex|rowcount|rowindex)|on[A-Z]|client:|set:|is:|transition:)/.test(
    name,
  );

const HEADERS = new Set(['Authorization', 'Accept', 'Cookie', 'Origin', 'Range', 'Vary', 'ETag']);

/** A literal that reads as words for a person, not a class list, a key, a path or a format. */
export function readsAsProse(text: string): boolean {
  const t = text.trim();
  if (!/\p{L}{2}/u.test(t)) return false;
  if (/^[a-z0-9:_\-\s/[\]().%#!,>=+*~&@]+$/.test(t)) return false; // class lists, keys, selectors, paths
  if (/^(https?:|mailto:|tel:|\/|\.\/|#|data:|image\/|application\/|text\/|[a-z]+\/[a-z])/.test(t)) return false;
  if (/^[A-Z0-9_-]+$/.test(t)) return false; // constants, codes
  if (/^[MmLlHhVvCcSsQqTtAaZz][\d\s.,\-MmLlHhVvCcSsQqTtAaZz]*$/.test(t)) return false; // SVG path data
  if (/:not\(|\[[a-z-]+(=|\])/.test(t)) return false; // CSS selectors
  if (/'(self|none|unsafe-[a-z-]+|strict-dynamic)'|\b(max-age|includeSubDomains|no-store|no-cache)\b/.test(t))
    return false; // header values
  if (
    /^(SELECT|INSERT|UPDATE|DELETE|WITH|CREATE|ALTER|DROP|BEGIN|COMMIT|ROLLBACK|LISTEN|UNLISTEN|NOTIFY|SET|SHOW|DISCARD|DEALLOCATE|PREPARE|EXECUTE|TRUNCATE|VACUUM|ANALYZE|LOCK|COPY|DO)\b/.test(
      t,
    )
  )
    return false;
  if (/^[A-Z][a-zA-Z]*(-[A-Z][a-zA-Z]*)+$/.test(t)) return false; // header names
  if (
    t
      .split(', ')
      .every((item) => /^[A-Z]+$/.test(item) || /^[A-Z][a-z]+(-[A-Z][a-z]+)+$/.test(item) || HEADERS.has(item))
  ) {
    return false; // header and method lists
  }
  if (/^[A-Za-z]+$/.test(t) && /[a-z][A-Z]/.test(t)) return false; // camelCase identifiers
  return /^[A-ZÀ-Ý✅❌⚠]/.test(t) || /\s/.test(t);
}

/** Calls whose string arguments are for developers and operators, not members. */
const DEVELOPER_CALLS =
  /^(super|listenNative|registerPlugin|console\.\w+|.*\.log\.\w+|log\.\w+|logger\.\w+|new \w*Error|\w*Error|assert\w*|.*\.(debug|info|warn|trace|fatal)|describe|it|test|expect|sql|sql\.raw|.*\.prepare|.*\.query|.*\.exec|.*\.execute|.*\.listen|fail|.*\.set|.*\.get|.*\.has|.*\.append|.*\.delete|.*\.header|.*\.(get|set|has|append|remove)Header|.*\.getItem|.*\.setItem|.*\.removeItem|.*\.querySelector\w*|.*\.getElementById|.*\.closest|.*\.matches|.*\.addEventListener|.*\.removeEventListener|.*\.dispatchEvent|new CustomEvent|new Event|.*\.startsWith|.*\.endsWith|.*\.includes|.*\.split|.*\.replace|.*\.join|.*\.toLocale\w*|Intl\.\w+|new Intl\.\w+|.*\.createElement|.*\.setAttribute|.*\.getAttribute|.*\.toggleAttribute|.*\.removeAttribute|.*\.mark|.*\.measure|.*\.emit|.*\.on|.*\.once|import|require|z\.\w+|.*\.enum|.*\.literal|.*\.describe|pgTable|.*\.references|text|integer|timestamp|index|uniqueIndex|check|.*\.url|.*\.json|.*\.text|c\.\w+|.*\.redirect|.*\.route|.*\.(post|put|patch|options)|params|count|defineText|translation|textIn|useText)$/;

function callName(node: ts.CallExpression | ts.NewExpression, sf: ts.SourceFile): string {
  const prefix = ts.isNewExpression(node) ? 'new ' : '';
  return prefix + node.expression.getText(sf).replace(/\s+/g, '');
}

/** True when the literal is an argument of a developer-facing call, an object key, an import or a type. */
export function isDeveloperLiteral(node: ts.Node, sf: ts.SourceFile): boolean {
  for (let n: ts.Node = node, parent = node.parent; parent; n = parent, parent = parent.parent) {
    if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isImportTypeNode(parent)) return true;
    if (ts.isLiteralTypeNode(parent) || ts.isTypeNode(parent)) return true;
    if (ts.isPropertyAssignment(parent) && parent.name === n) return true;
    if (ts.isElementAccessExpression(parent) && parent.argumentExpression === n) return true;
    if (
      ts.isCaseClause(parent) ||
      (ts.isBinaryExpression(parent) && /^(===|!==|==|!=|in)$/.test(parent.operatorToken.getText(sf)))
    )
      return true;
    if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && n !== parent.expression) {
      if (DEVELOPER_CALLS.test(callName(parent, sf))) return true;
      return false;
    }
    if (ts.isJsxAttribute(parent)) return isTechnicalAttribute(parent.name.getText(sf));
    if (ts.isFunctionLike(parent) || ts.isSourceFile(parent) || ts.isBlock(parent)) return false;
  }
  return false;
}
