// Which routes a data template's screens go to: the statement area's by default; a top menu's child routes
// (MenuContentLayout) provide their own, so a list opened under /<alias>/preview/… keeps its forms there.
import { createContext } from 'react';
import { STATEMENT_AREA, type TemplateArea } from './paths';

export const TemplateAreaContext = createContext<TemplateArea>(STATEMENT_AREA);
