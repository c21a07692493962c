import { PAGE_STYLE_ID, pageCss } from './pageStyles.ts';

/** The forms' CSS, hoisted once into the document head. */
export function PageStyle() {
  return (
    <style href={PAGE_STYLE_ID} precedence="default">
      {pageCss}
    </style>
  );
}
