import { createContext } from 'react';
import type { Heading } from './headings.ts';

/** The headings of the page being rendered, for its table of contents. */
export const PageHeadingsContext = createContext<readonly Heading[]>([]);
