/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportunknownbrowser2Inputs */

const sk_supportunknownbrowser2 = /** @type {(inputs: Supportunknownbrowser2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neznámy prehliadač`)
};

/**

* @param {Supportunknownbrowser2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const supportunknownbrowser2 = sk_supportunknownbrowser2;
export { supportunknownbrowser2 as "supportUnknownBrowser" }