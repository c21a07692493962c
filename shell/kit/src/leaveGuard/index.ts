// '@portal/kit/leaveGuard': ask before leaving a form with unsaved changes (beforeunload, and
// react-router's blocker in a data router). An entry point of its own, shared like the kit, so
// pages without a form (the home page) do not load it.
export {
  useUnsavedChangesGuard,
  UNSAVED_CHANGES_TITLE,
  UNSAVED_CHANGES_MESSAGE,
  UNSAVED_CHANGES_STAY,
  UNSAVED_CHANGES_LEAVE,
} from './useUnsavedChangesGuard.tsx';
