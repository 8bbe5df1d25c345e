/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerreturnreceived2Inputs */

const fr_customerreturnreceived2 = /** @type {(inputs: Customerreturnreceived2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reçu`)
};

/**

* @param {Customerreturnreceived2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerreturnreceived2 = fr_customerreturnreceived2;
export { customerreturnreceived2 as "customerReturnReceived" }