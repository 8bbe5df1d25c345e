/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketarticlenumber2Inputs */

const sv_basketarticlenumber2 = /** @type {(inputs: Basketarticlenumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikelnummer:`)
};

/**

* @param {Basketarticlenumber2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketarticlenumber2 = sv_basketarticlenumber2;
export { basketarticlenumber2 as "basketArticleNumber" }