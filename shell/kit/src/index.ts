/**
 * @portal/kit — the shared browser kit. Shared as a Module Federation singleton by the shell and
 * every remote, so the session context below is one instance across the whole page.
 *
 * This file is the public API: remotes import only from '@portal/kit'. Keep these names stable.
 */

// API client: GET /api/token before POST/PUT/DELETE, credentials always included, 204 -> undefined,
// failures thrown as ApiError { type, code, status, message, issues? } (see api/errors.ts).
export {
  apiClient,
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type RequestOptions,
  type Result,
} from './api/client.ts';
export {
  ApiError,
  clientError,
  errorMessage,
  isApiError,
  type ApiErrorType,
  type ClientErrorId,
} from './api/errors.ts';
// Checked calls: a GET with its answer's schema and an optional abort; a POST/PUT with its body's.
export { checkedSend, getChecked, withSignal, type RequestSchema } from './calls/checkedCalls.ts';
export type { ResponseSchema } from './api/client.ts';

// Session: <SessionProvider> checks GET /api/check at start; useSession() reads it.
export {
  SessionProvider,
  useSession,
  type SessionState,
  type SessionStatus,
} from './session/SessionProvider.tsx';
export type { SessionMember } from './session/check.ts';
// The session calls SessionProvider and the sign-in page make (also what the Pact consumer test pins).
export { checkSession, logout, requestSignin } from './session/sessionCalls.ts';

// Sign-in helpers and guards.
export { signinPath, signinRedirect, useSigninRedirect, currentPath } from './auth/signin.ts';
export { RequireSignIn, type RequireSignInProps } from './auth/RequireSignIn.tsx';
// A page for members a contracts permission rule allows (signed in first).
export { RequirePermission, type RequirePermissionProps } from './auth/RequirePermission.tsx';
// Page load states (platform §4): LOADING, LOADED, ERROR for one thing a page loads.
export { useLoadState, type LoadState, type LoadControls, type Loaded } from './load/useLoadState.ts';
// Form values kept across sign-in (platform §2/§4): use instead of useState for a page's form.
export { useSavedFormState } from './formState/useSavedFormState.ts';
// ...and for every form of every page, by the controls' values (mounted once by the shell).
export { FormFieldKeeper } from './formState/FormFieldKeeper.tsx';
export {
  saveFormState,
  createFormStateStore,
  type FormStateStore,
  type FormStateStorage,
} from './formState/formStateStore.ts';
export { PleaseSignIn } from './pages/PleaseSignIn.tsx';
export { PageMessage, type PageMessageProps } from './pages/PageMessage.tsx';

// UI building blocks.
export {
  Dialog,
  type DialogProps,
  type DialogButton,
  type DialogButtonSet,
  DIALOG_FADE_IN_MS,
  DIALOG_FADE_OUT_MS,
} from './dialog/Dialog.tsx';
export { Loader, type LoaderProps, LOADER_DELAY_MS } from './loader/Loader.tsx';
export { ColumnHeads } from './table/ColumnHeads.tsx';
export { startDelay } from './loader/delay.ts';
export { TextInput, type TextInputProps } from './inputs/TextInput.tsx';
export { PasswordInput, type PasswordInputProps } from './inputs/PasswordInput.tsx';
export { IntegerInput, parseIntegerInput, type IntegerInputProps } from './inputs/IntegerInput.tsx';
export { Checkbox, type CheckboxProps } from './inputs/Checkbox.tsx';
export { Select, type SelectProps, type SelectOption } from './inputs/Select.tsx';
export { NotFoundPage, firstPathSegment } from './pages/NotFoundPage.tsx';
// A remote's App: its paths, each with its page or the not-found page.
export { RemoteRoutes, type RemoteRoutesProps } from './routes/RemoteRoutes.tsx';
export { ensureKitStyles } from './styles/kitStyles.ts';
export { adoptStyles, type StyleLayer } from './styles/adoptStyles.ts';

// Pickers (platform §2): the member picker 'Select a member'.
export { MemberPicker, type MemberPickerProps } from './pickers/MemberPicker.tsx';
export { MEMBER_LIST_ERROR } from './pickers/useMemberCandidates.ts';
// Events §5 date and time picker: MM/dd/yyyy HH:mm in 15-minute steps, whatever the browser's locale.
export {
  DateTimeInput,
  DATE_TIME_FORMAT,
  DATE_TIME_FORMAT_MESSAGE,
  formatDateTimeText,
  parseDateTimeText,
  type DateTimeInputProps,
} from './pickers/DateTimeInput.tsx';
// One way to show time: 'HH:MM on MM/DD/YYYY' (a day alone: MM/DD/YYYY) in the account's zone.
export {
  AccountZoneProvider,
  forgetAccountZones,
  useAccountZone,
  useViewerZone,
  zoneOfRegistry,
} from './time/accountZone.ts';
export {
  DateTimeText,
  useViewerTimes,
  type DateTimeTextProps,
  type ViewerTimes,
} from './time/DateTimeText.tsx';
// Breadcrumb names a page knows and the address does not (an event's name for 'Event 42').
export {
  EventCrumbName,
  eventCrumbKey,
  forgetCrumbNames,
  nameCrumb,
  useCrumbNames,
  useNameCrumb,
  type CrumbNames,
} from './crumbs/crumbNames.ts';
// What waits for the member changed on this page: the shell reads its counts again.
export { announceUnreadChanged, onUnreadChanged } from './unread/unreadChanged.ts';
