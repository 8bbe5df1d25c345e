/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportunknownbrowser2Inputs */

const de_supportunknownbrowser2 = /** @type {(inputs: Supportunknownbrowser2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unbekannter Browser`)
};

/**

* @param {Supportunknownbrowser2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const supportunknownbrowser2 = de_supportunknownbrowser2;
export { supportunknownbrowser2 as "supportUnknownBrowser" }