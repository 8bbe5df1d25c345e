/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerreturnreceived2Inputs */

const nl_customerreturnreceived2 = /** @type {(inputs: Customerreturnreceived2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontvangen`)
};

/**

* @param {Customerreturnreceived2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerreturnreceived2 = nl_customerreturnreceived2;
export { customerreturnreceived2 as "customerReturnReceived" }