/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportunknownbrowser2Inputs */

const cs_supportunknownbrowser2 = /** @type {(inputs: Supportunknownbrowser2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neznámý prohlížeč`)
};

/**

* @param {Supportunknownbrowser2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const supportunknownbrowser2 = cs_supportunknownbrowser2;
export { supportunknownbrowser2 as "supportUnknownBrowser" }