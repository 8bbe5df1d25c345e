/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutasguest2Inputs */

const cs_checkoutasguest2 = /** @type {(inputs: Checkoutasguest2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Objednat jako host`)
};

/**

* @param {Checkoutasguest2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutasguest2 = cs_checkoutasguest2;
export { checkoutasguest2 as "checkoutAsGuest" }