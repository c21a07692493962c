// pdfmake 0.3 ships no type declarations: the little of its API the PDFs here use. The browser
// build (the package's "browser" field) and the Node build (tests) share it.
declare module 'pdfmake' {
  export interface PdfMakeFontFamily {
    normal: string;
    bold: string;
    italics: string;
    bolditalics: string;
  }
  export interface PdfMakeOutput {
    getBuffer(): Promise<Uint8Array>;
  }
  export interface PdfMake {
    setFonts(fonts: Record<string, PdfMakeFontFamily>): void;
    setUrlAccessPolicy(callback: (url: string) => boolean): void;
    setLocalAccessPolicy?(callback: (path: string) => boolean): void;
    createPdf(doc: object): PdfMakeOutput;
  }
  const pdfMake: PdfMake;
  export default pdfMake;
}

// Font files become URLs of the remote's static output (webpack asset/resource, see webpack.config.mjs).
declare module '*.ttf' {
  const url: string;
  export default url;
}
