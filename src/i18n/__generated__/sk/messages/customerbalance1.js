/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerbalance1Inputs */

const sk_customerbalance1 = /** @type {(inputs: Customerbalance1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zostatok`)
};

/**

* @param {Customerbalance1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerbalance1 = sk_customerbalance1;
export { customerbalance1 as "customerBalance" }