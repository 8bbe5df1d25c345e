/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerperiod1Inputs */

const sv_customerperiod1 = /** @type {(inputs: Customerperiod1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Period`)
};

/**

* @param {Customerperiod1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerperiod1 = sv_customerperiod1;
export { customerperiod1 as "customerPeriod" }