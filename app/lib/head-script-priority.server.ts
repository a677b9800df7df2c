import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const MODULE_PRELOAD = /<link rel="modulepreload"/g;

/**
 * Marks the head's module preloads `fetchpriority="low"`. The page is server-rendered, so its scripts only
 * hydrate it: on a slow phone connection the stylesheet, the font and the HTML itself should get the bandwidth
 * first, and the first paint should not wait behind a hundred kilobytes of JavaScript. Stops looking once the
 * head has passed; the body streams through untouched.
 */
export function lowPriorityModulePreloads(): Transform {
  let inHead = true;
  // A chunk may end inside a multi-byte character: decode across chunk boundaries.
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const html = decoder.write(chunk);
      if (!inHead) return callback(null, html);
      if (html.includes("</head>")) inHead = false;
      callback(null, html.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"'));
    },
    flush(callback) {
      callback(null, decoder.end());
    },
  });
}
