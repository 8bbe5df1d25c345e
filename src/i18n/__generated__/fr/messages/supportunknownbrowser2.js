/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportunknownbrowser2Inputs */

const fr_supportunknownbrowser2 = /** @type {(inputs: Supportunknownbrowser2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Navigateur inconnu`)
};

/**

* @param {Supportunknownbrowser2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const supportunknownbrowser2 = fr_supportunknownbrowser2;
export { supportunknownbrowser2 as "supportUnknownBrowser" }