/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportcookieid2Inputs */

const nl_supportcookieid2 = /** @type {(inputs: Supportcookieid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cookie-ID`)
};

/**

* @param {Supportcookieid2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const supportcookieid2 = nl_supportcookieid2;
export { supportcookieid2 as "supportCookieId" }