// Node's `module` as the pdf function's bundle sees it (infra/lib/portal-function.ts aliases `module` here).
// pdfkit's Node build loads its standard fonts lazily with `createRequire(import.meta.url)('#standard-fonts/…')`,
// a subpath import of pdfkit's own package.json, which is gone once pdfkit is inside the bundle: the first PDF
// would fail with "Cannot find module '#standard-fonts/Helvetica'". Here the fonts' data are imported statically
// (about 90 KB) and that require answers them; every other id goes to Node's own require.
import * as nodeModule from 'node:module';
import Courier from 'pdfkit/standard-fonts/Courier';
import CourierBold from 'pdfkit/standard-fonts/CourierBold';
import CourierBoldOblique from 'pdfkit/standard-fonts/CourierBoldOblique';
import CourierOblique from 'pdfkit/standard-fonts/CourierOblique';
import Helvetica from 'pdfkit/standard-fonts/Helvetica';
import HelveticaBold from 'pdfkit/standard-fonts/HelveticaBold';
import HelveticaBoldOblique from 'pdfkit/standard-fonts/HelveticaBoldOblique';
import HelveticaOblique from 'pdfkit/standard-fonts/HelveticaOblique';
import SymbolFont from 'pdfkit/standard-fonts/Symbol';
import TimesBold from 'pdfkit/standard-fonts/TimesBold';
import TimesBoldItalic from 'pdfkit/standard-fonts/TimesBoldItalic';
import TimesItalic from 'pdfkit/standard-fonts/TimesItalic';
import TimesRoman from 'pdfkit/standard-fonts/TimesRoman';
import ZapfDingbats from 'pdfkit/standard-fonts/ZapfDingbats';

const STANDARD_FONTS: Record<string, unknown> = {
  '#standard-fonts/Courier': Courier,
  '#standard-fonts/CourierBold': CourierBold,
  '#standard-fonts/CourierBoldOblique': CourierBoldOblique,
  '#standard-fonts/CourierOblique': CourierOblique,
  '#standard-fonts/Helvetica': Helvetica,
  '#standard-fonts/HelveticaBold': HelveticaBold,
  '#standard-fonts/HelveticaBoldOblique': HelveticaBoldOblique,
  '#standard-fonts/HelveticaOblique': HelveticaOblique,
  '#standard-fonts/Symbol': SymbolFont,
  '#standard-fonts/TimesBold': TimesBold,
  '#standard-fonts/TimesBoldItalic': TimesBoldItalic,
  '#standard-fonts/TimesItalic': TimesItalic,
  '#standard-fonts/TimesRoman': TimesRoman,
  '#standard-fonts/ZapfDingbats': ZapfDingbats,
};

export const createRequire = (path: string | URL): NodeJS.Require => {
  const require = nodeModule.createRequire(path);
  return Object.assign((id: string): unknown => (id in STANDARD_FONTS ? STANDARD_FONTS[id] : require(id)), require);
};

// pdfkit is the only module of the bundle that imports `module` by that name, and it takes createRequire alone;
// the rest of Node's module API is here for anything that imports it whole.
export const { builtinModules, isBuiltin } = nodeModule;
export default { ...nodeModule, createRequire };
