// The lingui macros outside the compiler (see source-imports.mjs): a tagged message becomes its descriptor, the
// source text with `{0}`-style placeholders, which is all a spec reading domain modules needs.
function descriptorOf(strings, ...values) {
  if (!Array.isArray(strings)) return strings;
  const message = strings.raw.reduce((text, part, index) => `${text}{${index - 1}}${part}`);
  return { id: message, message, values: Object.fromEntries(values.map((value, index) => [index, value])) };
}

export const msg = descriptorOf;
export const defineMessage = descriptorOf;
export const t = (...args) => descriptorOf(...args).message;
