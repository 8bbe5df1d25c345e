/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerorderreceived2Inputs */

const de_ch2_customerorderreceived2 = /** @type {(inputs: Customerorderreceived2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eingegangen`)
};

/**

* @param {Customerorderreceived2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerorderreceived2 = de_ch2_customerorderreceived2;
export { customerorderreceived2 as "customerOrderReceived" }