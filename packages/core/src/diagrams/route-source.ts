// flow-routes.ts read as text, so the statecharts README can show each route as it is written
// (`paths.x` resolved to its path): a small bracket- and string-aware reader, not a TypeScript parser.
import { paths } from '../routes.ts';

/** The source text from `start` up to the bracket that closes the one at `open` (strings skipped). */
const closing = (text: string, open: number): number => {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i] as string;
    if (c === "'" || c === '"' || c === '`') {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++;
    } else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c) && --depth === 0) return i;
  }
  return text.length;
};

/** Splits at the commas that are not inside brackets or strings. */
const splitTopLevel = (text: string): string[] => {
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if ('([{\'"`'.includes(c))
      i = c === "'" || c === '"' || c === '`' ? skipString(text, i) : closing(text, i);
    else if (c === ',') {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter((part) => part !== '');
};

const skipString = (text: string, open: number): number => {
  let i = open + 1;
  for (; i < text.length && text[i] !== text[open]; i++) if (text[i] === '\\') i++;
  return i;
};

/** What an arrow function returns, as written; the text unchanged if it is not an arrow. */
const arrowBody = (text: string): string => {
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if ('([{'.includes(c)) i = closing(text, i);
    else if (text.startsWith('=>', i)) return text.slice(i + 2).trim();
  }
  return text;
};

const unwrapParens = (text: string): string =>
  text.startsWith('(') && closing(text, 0) === text.length - 1
    ? unwrapParens(text.slice(1, -1).trim())
    : text;

// The text without its comments: an apostrophe in one would otherwise open a string.
const stripComments = (text: string): string => {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === "'" || c === '"' || c === '`') {
      const end = skipString(text, i);
      out += text.slice(i, end + 1);
      i = end;
    } else if (text.startsWith('//', i)) {
      const end = text.indexOf('\n', i);
      i = (end === -1 ? text.length : end) - 1;
    } else if (text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 1;
    } else out += c;
  }
  return out;
};

/** A table's entries as [state, route as written], with `paths.x` constants and local helpers resolved. */
export const routeEntries = (fileText: string, table: string): [state: string, route: string][] => {
  const source = stripComments(fileText);
  const declared = new RegExp(`export const ${table}\\b[^=]*=\\s*\\[`).exec(source);
  if (!declared) throw new Error(`flow-routes.ts has no table ${table}`);
  const open = declared.index + declared[0].length - 1;
  return splitTopLevel(source.slice(open + 1, closing(source, open))).map((entry) => {
    const [state = '', expression = ''] = splitTopLevel(entry.replace(/^\[|\]$/g, ''));
    return [state.replace(/^['"`]|['"`]$/g, ''), describeRoute(source, expression)];
  });
};

const describeRoute = (source: string, expression: string): string => {
  let body = unwrapParens(arrowBody(expression));
  // A helper of the same file (`leftTo`): show what it returns.
  const helper = /^[A-Za-z_$][\w$]*$/.test(body)
    ? new RegExp(`const ${body.replace(/\$/g, '\\$')}\\s*=`).exec(source)
    : null;
  if (helper) {
    const rest = source.slice(helper.index + helper[0].length);
    body = unwrapParens(arrowBody(rest.slice(0, rest.search(/;\s*\n/))).trim());
  }
  const constants = paths as Record<string, unknown>;
  const resolved = body.replace(/\bpaths\.(\w+)\b(?!\s*\()/g, (whole, name: string) => {
    const value = constants[name];
    return typeof value === 'string' ? `'${value}'` : whole;
  });
  return resolved.replace(/\s+/g, ' ');
};
