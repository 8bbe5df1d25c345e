/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ terms: NonNullable<unknown>, withdrawal: NonNullable<unknown>, privacy: NonNullable<unknown> }} Checkoutlegal1Inputs */

const fr_checkoutlegal1 = /** @type {(inputs: Checkoutlegal1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nos ${i?.terms} s’appliquent. Vous trouverez les informations sur votre droit de rétractation dans l’${i?.withdrawal}, et la manière dont nous traitons vos données dans notre ${i?.privacy}.`)
};

/**

* @param {Checkoutlegal1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutlegal1 = fr_checkoutlegal1;
export { checkoutlegal1 as "checkoutLegal" }