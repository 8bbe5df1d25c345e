/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketarticlenumber2Inputs */

const nl_basketarticlenumber2 = /** @type {(inputs: Basketarticlenumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikelnummer:`)
};

/**

* @param {Basketarticlenumber2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketarticlenumber2 = nl_basketarticlenumber2;
export { basketarticlenumber2 as "basketArticleNumber" }