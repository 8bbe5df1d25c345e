/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerperiod1Inputs */

const nl_customerperiod1 = /** @type {(inputs: Customerperiod1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Periode`)
};

/**

* @param {Customerperiod1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerperiod1 = nl_customerperiod1;
export { customerperiod1 as "customerPeriod" }