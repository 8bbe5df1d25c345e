/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcustomertext2Inputs */

const cs_checkoutcustomertext2 = /** @type {(inputs: Checkoutcustomertext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Přihlaste se zákaznickým číslem nebo e-mailovou adresou: Vaše adresa už bude vyplněná.`)
};

/**

* @param {Checkoutcustomertext2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutcustomertext2 = cs_checkoutcustomertext2;
export { checkoutcustomertext2 as "checkoutCustomerText" }