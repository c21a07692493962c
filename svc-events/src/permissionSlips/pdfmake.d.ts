// pdfmake 0.3 ships no type declarations: the little of its Node API the signed slip uses.
declare module 'pdfmake' {
  export interface PdfMakeFontFamily {
    normal: string;
    bold: string;
    italics: string;
    bolditalics: string;
  }
  export interface PdfMake {
    setFonts(fonts: Record<string, PdfMakeFontFamily>): void;
    setUrlAccessPolicy(callback: (url: string) => boolean): void;
    setLocalAccessPolicy(callback: (path: string) => boolean): void;
    createPdf(doc: object): { getBuffer(): Promise<Uint8Array> };
  }
  const pdfMake: PdfMake;
  export default pdfMake;
}
