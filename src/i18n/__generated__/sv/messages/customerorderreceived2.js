/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerorderreceived2Inputs */

const sv_customerorderreceived2 = /** @type {(inputs: Customerorderreceived2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mottagen`)
};

/**

* @param {Customerorderreceived2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerorderreceived2 = sv_customerorderreceived2;
export { customerorderreceived2 as "customerOrderReceived" }