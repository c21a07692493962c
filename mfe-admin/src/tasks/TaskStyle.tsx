import { TASK_STYLE_ID, taskCss } from './taskStyles.ts';

/** The task pages' CSS, hoisted once into the document head. */
export function TaskStyle() {
  return (
    <style href={TASK_STYLE_ID} precedence="default">
      {taskCss}
    </style>
  );
}
