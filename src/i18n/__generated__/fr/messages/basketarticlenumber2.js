/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketarticlenumber2Inputs */

const fr_basketarticlenumber2 = /** @type {(inputs: Basketarticlenumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réf. article :`)
};

/**

* @param {Basketarticlenumber2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketarticlenumber2 = fr_basketarticlenumber2;
export { basketarticlenumber2 as "basketArticleNumber" }