// react-pdf's English hyphenation patterns, as the pdf function's bundle sees them (infra/lib/portal-function.ts
// aliases `@react-pdf/hyphenate/en-us` here): render-pdf.ts registers its own word breaking, which never
// asks for them, so the 40 KB of patterns stay out of the bundle.
export const syllables = (word: string): string[] => [word];
