/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerbalance1Inputs */

const cs_customerbalance1 = /** @type {(inputs: Customerbalance1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zůstatek`)
};

/**

* @param {Customerbalance1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerbalance1 = cs_customerbalance1;
export { customerbalance1 as "customerBalance" }