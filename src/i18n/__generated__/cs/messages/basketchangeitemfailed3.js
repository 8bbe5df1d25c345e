/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketchangeitemfailed3Inputs */

const cs_basketchangeitemfailed3 = /** @type {(inputs: Basketchangeitemfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zboží se nepodařilo aktualizovat, zkuste to prosím znovu.`)
};

/**

* @param {Basketchangeitemfailed3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketchangeitemfailed3 = cs_basketchangeitemfailed3;
export { basketchangeitemfailed3 as "basketChangeItemFailed" }