/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportunknownbrowser2Inputs */

const nl_supportunknownbrowser2 = /** @type {(inputs: Supportunknownbrowser2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Onbekende browser`)
};

/**

* @param {Supportunknownbrowser2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const supportunknownbrowser2 = nl_supportunknownbrowser2;
export { supportunknownbrowser2 as "supportUnknownBrowser" }