/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ terms: NonNullable<unknown>, withdrawal: NonNullable<unknown>, privacy: NonNullable<unknown> }} Checkoutlegal1Inputs */

const sk_checkoutlegal1 = /** @type {(inputs: Checkoutlegal1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Platia naše ${i?.terms}. Informácie o práve na odstúpenie od zmluvy nájdete v ${i?.withdrawal}, ako spracúvame Vaše údaje, v časti ${i?.privacy}.`)
};

/**

* @param {Checkoutlegal1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutlegal1 = sk_checkoutlegal1;
export { checkoutlegal1 as "checkoutLegal" }