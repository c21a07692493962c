// Standalone entry: the async boundary lets the federation runtime negotiate the shared singletons
// (react, react-router-dom, @portal/kit) before any of them is used.
import('./bootstrap.tsx');
