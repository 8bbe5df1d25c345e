/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportcookieid2Inputs */

const fr_supportcookieid2 = /** @type {(inputs: Supportcookieid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID de cookie`)
};

/**

* @param {Supportcookieid2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const supportcookieid2 = fr_supportcookieid2;
export { supportcookieid2 as "supportCookieId" }