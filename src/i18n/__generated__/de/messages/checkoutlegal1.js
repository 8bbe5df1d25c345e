/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ terms: NonNullable<unknown>, withdrawal: NonNullable<unknown>, privacy: NonNullable<unknown> }} Checkoutlegal1Inputs */

const de_checkoutlegal1 = /** @type {(inputs: Checkoutlegal1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Es gelten unsere ${i?.terms}. Informationen zu Ihrem Widerrufsrecht finden Sie in der ${i?.withdrawal}, wie wir Ihre Daten verarbeiten, in unseren ${i?.privacy}.`)
};

/**

* @param {Checkoutlegal1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const checkoutlegal1 = de_checkoutlegal1;
export { checkoutlegal1 as "checkoutLegal" }