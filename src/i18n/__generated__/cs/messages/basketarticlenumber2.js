/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketarticlenumber2Inputs */

const cs_basketarticlenumber2 = /** @type {(inputs: Basketarticlenumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Číslo zboží:`)
};

/**

* @param {Basketarticlenumber2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketarticlenumber2 = cs_basketarticlenumber2;
export { basketarticlenumber2 as "basketArticleNumber" }