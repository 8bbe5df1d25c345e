/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutasguest2Inputs */

const sv_checkoutasguest2 = /** @type {(inputs: Checkoutasguest2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beställ som gäst`)
};

/**

* @param {Checkoutasguest2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutasguest2 = sv_checkoutasguest2;
export { checkoutasguest2 as "checkoutAsGuest" }