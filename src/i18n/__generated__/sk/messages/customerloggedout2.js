/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerloggedout2Inputs */

const sk_customerloggedout2 = /** @type {(inputs: Customerloggedout2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boli ste odhlásení.`)
};

/**

* @param {Customerloggedout2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerloggedout2 = sk_customerloggedout2;
export { customerloggedout2 as "customerLoggedOut" }