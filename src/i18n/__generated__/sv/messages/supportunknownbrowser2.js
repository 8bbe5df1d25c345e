/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportunknownbrowser2Inputs */

const sv_supportunknownbrowser2 = /** @type {(inputs: Supportunknownbrowser2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Okänd webbläsare`)
};

/**

* @param {Supportunknownbrowser2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const supportunknownbrowser2 = sv_supportunknownbrowser2;
export { supportunknownbrowser2 as "supportUnknownBrowser" }