/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcustomertext2Inputs */

const sv_checkoutcustomertext2 = /** @type {(inputs: Checkoutcustomertext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logga in med kundnummer eller e-postadress, så är din adress redan ifylld.`)
};

/**

* @param {Checkoutcustomertext2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutcustomertext2 = sv_checkoutcustomertext2;
export { checkoutcustomertext2 as "checkoutCustomerText" }