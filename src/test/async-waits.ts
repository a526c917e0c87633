// Vitest setup file: how long Testing Library's findBy… and waitFor wait for what a person would
// see. Its default second is shorter than a page's answer takes on CI's two busy cores, where
// three workers, the build and PostgreSQL share them: a wait that succeeds late still succeeds.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 10_000 });
