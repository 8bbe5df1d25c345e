/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutguesttext2Inputs */

const nl_checkoutguesttext2 = /** @type {(inputs: Checkoutguesttext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestel zonder klantaccount. We hebben alleen je adres en je e-mailadres nodig voor de orderbevestiging.`)
};

/**

* @param {Checkoutguesttext2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutguesttext2 = nl_checkoutguesttext2;
export { checkoutguesttext2 as "checkoutGuestText" }