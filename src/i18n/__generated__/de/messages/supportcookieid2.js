/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportcookieid2Inputs */

const de_supportcookieid2 = /** @type {(inputs: Supportcookieid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cookie-ID`)
};

/**

* @param {Supportcookieid2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const supportcookieid2 = de_supportcookieid2;
export { supportcookieid2 as "supportCookieId" }