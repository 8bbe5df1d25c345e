/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerolderperiod2Inputs */

const nl_customerolderperiod2 = /** @type {(inputs: Customerolderperiod2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welke periode? (bijv. jaar of maand)`)
};

/**

* @param {Customerolderperiod2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerolderperiod2 = nl_customerolderperiod2;
export { customerolderperiod2 as "customerOlderPeriod" }