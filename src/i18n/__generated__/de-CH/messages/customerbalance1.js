/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerbalance1Inputs */

const de_ch2_customerbalance1 = /** @type {(inputs: Customerbalance1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontostand`)
};

/**

* @param {Customerbalance1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerbalance1 = de_ch2_customerbalance1;
export { customerbalance1 as "customerBalance" }