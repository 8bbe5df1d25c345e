/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutguesttext2Inputs */

const cs_checkoutguesttext2 = /** @type {(inputs: Checkoutguesttext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Objednejte bez zákaznického účtu. Potřebujeme jen Vaši adresu a e-mail pro potvrzení objednávky.`)
};

/**

* @param {Checkoutguesttext2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutguesttext2 = cs_checkoutguesttext2;
export { checkoutguesttext2 as "checkoutGuestText" }