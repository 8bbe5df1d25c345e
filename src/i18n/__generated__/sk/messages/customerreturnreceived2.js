/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerreturnreceived2Inputs */

const sk_customerreturnreceived2 = /** @type {(inputs: Customerreturnreceived2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prijaté`)
};

/**

* @param {Customerreturnreceived2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerreturnreceived2 = sk_customerreturnreceived2;
export { customerreturnreceived2 as "customerReturnReceived" }