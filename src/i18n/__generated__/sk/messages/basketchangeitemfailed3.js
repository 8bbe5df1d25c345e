/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketchangeitemfailed3Inputs */

const sk_basketchangeitemfailed3 = /** @type {(inputs: Basketchangeitemfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tovar sa nepodarilo aktualizovať, skúste to prosím znova.`)
};

/**

* @param {Basketchangeitemfailed3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketchangeitemfailed3 = sk_basketchangeitemfailed3;
export { basketchangeitemfailed3 as "basketChangeItemFailed" }