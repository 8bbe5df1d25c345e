/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportcookieid2Inputs */

const cs_supportcookieid2 = /** @type {(inputs: Supportcookieid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cookie ID`)
};

/**

* @param {Supportcookieid2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const supportcookieid2 = cs_supportcookieid2;
export { supportcookieid2 as "supportCookieId" }