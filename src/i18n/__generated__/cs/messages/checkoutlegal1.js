/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ terms: NonNullable<unknown>, withdrawal: NonNullable<unknown>, privacy: NonNullable<unknown> }} Checkoutlegal1Inputs */

const cs_checkoutlegal1 = /** @type {(inputs: Checkoutlegal1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Platí naše ${i?.terms}. Informace o právu na odstoupení od smlouvy najdete v ${i?.withdrawal}, jak zpracováváme Vaše údaje, v části ${i?.privacy}.`)
};

/**

* @param {Checkoutlegal1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutlegal1 = cs_checkoutlegal1;
export { checkoutlegal1 as "checkoutLegal" }