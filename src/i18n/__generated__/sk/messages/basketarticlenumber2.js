/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketarticlenumber2Inputs */

const sk_basketarticlenumber2 = /** @type {(inputs: Basketarticlenumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Číslo tovaru:`)
};

/**

* @param {Basketarticlenumber2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketarticlenumber2 = sk_basketarticlenumber2;
export { basketarticlenumber2 as "basketArticleNumber" }