// The documents module's public face: what other modules and the app may use of it.
export type { DocumentsContext } from './context';
export { drawHeading, drawParagraph, drawRows, drawTitle, productWording, renderPdf, type Pdf } from './pdf-layout';
export { documentRoutes } from './routes';
