// The home page's engine: only the layout and column kinds. The app's engine (src/engine) holds every kind,
// their validators and renderers (about 120 KB of gzip JavaScript); home prepares nothing else, and the bodies
// that need other kinds (charts, custom dialogs, data templates) bring the app's engine in their own chunks.
import { columnKind, createEngine, layoutKind } from '../../../renderers';

export const homeEngine = createEngine({ kinds: [layoutKind, columnKind] });
