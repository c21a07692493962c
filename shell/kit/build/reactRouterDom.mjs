// What the browser parts use of react-router-dom, shared under that name in its place. Module
// Federation shares a module whole, so sharing the package itself shipped all of react-router
// (its server rendering and RSC halves too) on every page; this module re-exports only what the
// parts import, and webpack drops the rest. The names are checked against every part's sources
// (reactRouterDom.test.mjs): a name missing here would be undefined in the browser.
export {
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Route,
  Routes,
  UNSAFE_DataRouterContext,
  createBrowserRouter,
  matchPath,
  useBlocker,
  useInRouterContext,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
