import { reserveSiteName } from '../../domain/reserved-names.ts';
import { publicConfig } from './public-config.ts';

// Imported beside the schemas that check names, so that the browser refuses the build's
// SITE_NAME as the server does (the server refuses pages built with another).
reserveSiteName(publicConfig.identity.siteName);
