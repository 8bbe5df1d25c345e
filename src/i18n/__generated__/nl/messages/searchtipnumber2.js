/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchtipnumber2Inputs */

const nl_searchtipnumber2 = /** @type {(inputs: Searchtipnumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoek met het artikelnummer uit de catalogus.`)
};

/**

* @param {Searchtipnumber2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const searchtipnumber2 = nl_searchtipnumber2;
export { searchtipnumber2 as "searchTipNumber" }