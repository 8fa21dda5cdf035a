// The signed-in layout and the home page as lazy pages, in the entry (for preloadRoute, router.tsx) and in the
// signed-in route table (signedInRoutes.tsx): with a stored session on /home their code and texts start loading
// beside the route table's, instead of after it (issue 25: one stage of the first load, not two).
import { lazyPage } from './lazyChunk';

// The header's texts (layout, the language switch's pages, the personal menu's personal) load with the layout.
export const MainLayout = lazyPage(() => import('./layout/MainLayout'), { namespaces: ['layout', 'pages', 'personal'] });
// flow: the to-do and favourite-process widgets of home's first screen (useFavouriteStart) suspend on it.
export const HomePage = lazyPage(() => import('../features/home/HomePage'), { namespaces: ['home', 'flow'] });
