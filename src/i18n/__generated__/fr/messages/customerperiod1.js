/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerperiod1Inputs */

const fr_customerperiod1 = /** @type {(inputs: Customerperiod1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Période`)
};

/**

* @param {Customerperiod1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerperiod1 = fr_customerperiod1;
export { customerperiod1 as "customerPeriod" }