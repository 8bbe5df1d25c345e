/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerperiod1Inputs */

const de_ch2_customerperiod1 = /** @type {(inputs: Customerperiod1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeitraum`)
};

/**

* @param {Customerperiod1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerperiod1 = de_ch2_customerperiod1;
export { customerperiod1 as "customerPeriod" }