/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerolderperiod2Inputs */

const de_customerolderperiod2 = /** @type {(inputs: Customerolderperiod2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcher Zeitraum? (z. B. Jahr oder Monat)`)
};

/**

* @param {Customerolderperiod2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerolderperiod2 = de_customerolderperiod2;
export { customerolderperiod2 as "customerOlderPeriod" }