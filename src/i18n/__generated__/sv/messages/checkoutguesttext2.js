/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutguesttext2Inputs */

const sv_checkoutguesttext2 = /** @type {(inputs: Checkoutguesttext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beställ utan kundkonto. Vi behöver bara din adress och din e-postadress för orderbekräftelsen.`)
};

/**

* @param {Checkoutguesttext2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutguesttext2 = sv_checkoutguesttext2;
export { checkoutguesttext2 as "checkoutGuestText" }