/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerlogout1Inputs */

const sk_customerlogout1 = /** @type {(inputs: Customerlogout1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odhlásiť sa`)
};

/**

* @param {Customerlogout1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerlogout1 = sk_customerlogout1;
export { customerlogout1 as "customerLogout" }