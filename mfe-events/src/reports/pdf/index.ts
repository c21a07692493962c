// Report PDFs (60-1 and 60-20), for the reports widget. pdfmake loads on demand; a failed
// import rejects with the §8 message 'Could not import pdfmake' (PDFMAKE_IMPORT_ERROR).
export { fitnessReportPdf, fitnessReportPdfName } from './fitnessReportPdf.ts';
export { PDFMAKE_IMPORT_ERROR } from './loadPdfMake.ts';
export type { PdfReportInput } from './reportPdfCommon.ts';
export { squadronReportPdf, squadronReportPdfName } from './squadronReportPdf.ts';
