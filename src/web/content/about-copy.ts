/**
 * The about page's copy, from content/site/about.json, with the number of programs the catalogue
 * holds written in.
 */
import about from '../../../content/site/about.json';
import { PROGRAMS } from '../../domain/catalogue/programs.ts';
import { fillPlaceholders } from './fill-placeholders.ts';

export type AboutSection = (typeof about.sections)[number];

export const ABOUT = fillPlaceholders(about, { programCount: PROGRAMS.length });
