/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerolderperiod2Inputs */

const sk_customerolderperiod2 = /** @type {(inputs: Customerolderperiod2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aké obdobie? (napr. rok alebo mesiac)`)
};

/**

* @param {Customerolderperiod2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerolderperiod2 = sk_customerolderperiod2;
export { customerolderperiod2 as "customerOlderPeriod" }