/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerbalance1Inputs */

const fr_customerbalance1 = /** @type {(inputs: Customerbalance1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solde`)
};

/**

* @param {Customerbalance1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerbalance1 = fr_customerbalance1;
export { customerbalance1 as "customerBalance" }