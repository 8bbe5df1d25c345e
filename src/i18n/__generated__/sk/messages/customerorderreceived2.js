/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerorderreceived2Inputs */

const sk_customerorderreceived2 = /** @type {(inputs: Customerorderreceived2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prijatá`)
};

/**

* @param {Customerorderreceived2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerorderreceived2 = sk_customerorderreceived2;
export { customerorderreceived2 as "customerOrderReceived" }