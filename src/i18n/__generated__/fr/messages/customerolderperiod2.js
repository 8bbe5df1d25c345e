/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerolderperiod2Inputs */

const fr_customerolderperiod2 = /** @type {(inputs: Customerolderperiod2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelle période ? (p. ex. année ou mois)`)
};

/**

* @param {Customerolderperiod2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerolderperiod2 = fr_customerolderperiod2;
export { customerolderperiod2 as "customerOlderPeriod" }