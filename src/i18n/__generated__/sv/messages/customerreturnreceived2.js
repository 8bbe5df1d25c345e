/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerreturnreceived2Inputs */

const sv_customerreturnreceived2 = /** @type {(inputs: Customerreturnreceived2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mottagen`)
};

/**

* @param {Customerreturnreceived2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerreturnreceived2 = sv_customerreturnreceived2;
export { customerreturnreceived2 as "customerReturnReceived" }