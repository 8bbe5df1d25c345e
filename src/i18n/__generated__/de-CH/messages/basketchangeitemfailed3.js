/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketchangeitemfailed3Inputs */

const de_ch2_basketchangeitemfailed3 = /** @type {(inputs: Basketchangeitemfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Artikel konnte nicht aktualisiert werden, bitte versuchen Sie es erneut.`)
};

/**

* @param {Basketchangeitemfailed3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const basketchangeitemfailed3 = de_ch2_basketchangeitemfailed3;
export { basketchangeitemfailed3 as "basketChangeItemFailed" }