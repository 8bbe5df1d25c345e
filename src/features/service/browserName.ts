// The browser as customer service asks for it: name and major version from the user agent.
// Order matters: Edge and Opera say 'Chrome' too, Chrome says 'Safari'.
const BROWSERS: ReadonlyArray<readonly [string, RegExp]> = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /OPR\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari/],
];

const SYSTEMS: ReadonlyArray<readonly [string, RegExp]> = [
  ['Android', /Android/],
  ['iOS', /iPhone|iPad|iPod/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X/],
  ['Linux', /Linux/],
];

/** 'Chrome 131 (Linux)'; a browser it does not recognise goes by `unknown` (the shop's word for it). */
export function browserName(userAgent: string, unknown: string): string {
  const browser = BROWSERS.map(([name, pattern]) => [name, pattern.exec(userAgent)?.[1]] as const).find(([, version]) => version);
  const system = SYSTEMS.find(([, pattern]) => pattern.test(userAgent))?.[0];
  const name = browser ? `${browser[0]} ${browser[1]}` : unknown;
  return system ? `${name} (${system})` : name;
}
