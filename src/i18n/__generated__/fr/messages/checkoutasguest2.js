/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutasguest2Inputs */

const fr_checkoutasguest2 = /** @type {(inputs: Checkoutasguest2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commander en tant qu’invité`)
};

/**

* @param {Checkoutasguest2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutasguest2 = fr_checkoutasguest2;
export { checkoutasguest2 as "checkoutAsGuest" }