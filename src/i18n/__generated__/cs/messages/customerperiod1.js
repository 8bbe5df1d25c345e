/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerperiod1Inputs */

const cs_customerperiod1 = /** @type {(inputs: Customerperiod1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Období`)
};

/**

* @param {Customerperiod1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerperiod1 = cs_customerperiod1;
export { customerperiod1 as "customerPeriod" }