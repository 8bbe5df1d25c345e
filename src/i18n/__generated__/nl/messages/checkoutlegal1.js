/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ terms: NonNullable<unknown>, withdrawal: NonNullable<unknown>, privacy: NonNullable<unknown> }} Checkoutlegal1Inputs */

const nl_checkoutlegal1 = /** @type {(inputs: Checkoutlegal1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Onze ${i?.terms} zijn van toepassing. Informatie over je herroepingsrecht vind je in de ${i?.withdrawal}, hoe we je gegevens verwerken in onze ${i?.privacy}.`)
};

/**

* @param {Checkoutlegal1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutlegal1 = nl_checkoutlegal1;
export { checkoutlegal1 as "checkoutLegal" }