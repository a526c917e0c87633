import path from 'node:path';

/** Where pictures uploaded from the console are kept: beside the database, in the data folder. */
export const catalogueImageDir = (dataDir: string) => path.resolve(dataDir, 'catalogue-images');
