/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketchangeitemfailed3Inputs */

const sv_basketchangeitemfailed3 = /** @type {(inputs: Basketchangeitemfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Varan kunde inte uppdateras, försök igen.`)
};

/**

* @param {Basketchangeitemfailed3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketchangeitemfailed3 = sv_basketchangeitemfailed3;
export { basketchangeitemfailed3 as "basketChangeItemFailed" }