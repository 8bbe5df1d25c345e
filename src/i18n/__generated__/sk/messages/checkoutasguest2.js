/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutasguest2Inputs */

const sk_checkoutasguest2 = /** @type {(inputs: Checkoutasguest2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Objednať ako hosť`)
};

/**

* @param {Checkoutasguest2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutasguest2 = sk_checkoutasguest2;
export { checkoutasguest2 as "checkoutAsGuest" }