/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerbalance1Inputs */

const nl_customerbalance1 = /** @type {(inputs: Customerbalance1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saldo`)
};

/**

* @param {Customerbalance1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerbalance1 = nl_customerbalance1;
export { customerbalance1 as "customerBalance" }