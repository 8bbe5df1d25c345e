/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerolderperiod2Inputs */

const sv_customerolderperiod2 = /** @type {(inputs: Customerolderperiod2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vilken period? (t.ex. år eller månad)`)
};

/**

* @param {Customerolderperiod2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerolderperiod2 = sv_customerolderperiod2;
export { customerolderperiod2 as "customerOlderPeriod" }