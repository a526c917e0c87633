export interface FirstLoadJs {
  files: { url: string; gzip: number }[];
  inlineGzip: number;
  total: number;
}

export function firstLoadJs(root: string, pagePath: string): FirstLoadJs;
