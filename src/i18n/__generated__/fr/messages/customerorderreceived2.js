/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerorderreceived2Inputs */

const fr_customerorderreceived2 = /** @type {(inputs: Customerorderreceived2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reçue`)
};

/**

* @param {Customerorderreceived2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerorderreceived2 = fr_customerorderreceived2;
export { customerorderreceived2 as "customerOrderReceived" }