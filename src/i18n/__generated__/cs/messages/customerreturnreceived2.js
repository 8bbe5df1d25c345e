/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerreturnreceived2Inputs */

const cs_customerreturnreceived2 = /** @type {(inputs: Customerreturnreceived2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Přijata`)
};

/**

* @param {Customerreturnreceived2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerreturnreceived2 = cs_customerreturnreceived2;
export { customerreturnreceived2 as "customerReturnReceived" }