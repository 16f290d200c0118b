// pdfkit's standard font data (./node-module.ts imports them), which pdfkit ships without types.
declare module 'pdfkit/standard-fonts/*' {
  const font: { name: string };
  export default font;
}
