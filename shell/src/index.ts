// Async boundary so Module Federation can negotiate the shared singletons before React loads.
import('./bootstrap.tsx');
