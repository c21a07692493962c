// Files made in the browser (§7 "Spreadsheet and PDF files are generated in the browser ...; the
// libraries load on demand") and handed to it as downloads. exceljs is imported dynamically, so
// webpack puts it in a chunk of its own that is fetched on the first spreadsheet only.

export type ExcelModule = typeof import('exceljs');

export async function loadExcel(): Promise<ExcelModule> {
  const mod = (await import('exceljs')) as ExcelModule & { default?: ExcelModule };
  // exceljs is CommonJS: the bundler and Node both hand its exports over as `default`
  return mod.default ?? mod;
}

/** Hands a file to the browser as a download. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // revoked after the click has been handled (some browsers read the URL asynchronously)
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves a workbook's bytes as an .xlsx download. */
export function saveWorkbook(bytes: ArrayBuffer, name: string): void {
  saveFile(
    new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    name,
  );
}
