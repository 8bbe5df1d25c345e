/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerorderreceived2Inputs */

const nl_customerorderreceived2 = /** @type {(inputs: Customerorderreceived2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontvangen`)
};

/**

* @param {Customerorderreceived2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerorderreceived2 = nl_customerorderreceived2;
export { customerorderreceived2 as "customerOrderReceived" }