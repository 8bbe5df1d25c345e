/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketchangeitemfailed3Inputs */

const fr_basketchangeitemfailed3 = /** @type {(inputs: Basketchangeitemfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'article n'a pas pu être mis à jour, veuillez réessayer.`)
};

/**

* @param {Basketchangeitemfailed3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketchangeitemfailed3 = fr_basketchangeitemfailed3;
export { basketchangeitemfailed3 as "basketChangeItemFailed" }