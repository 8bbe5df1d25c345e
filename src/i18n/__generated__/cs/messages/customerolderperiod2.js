/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerolderperiod2Inputs */

const cs_customerolderperiod2 = /** @type {(inputs: Customerolderperiod2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jaké období? (např. rok nebo měsíc)`)
};

/**

* @param {Customerolderperiod2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerolderperiod2 = cs_customerolderperiod2;
export { customerolderperiod2 as "customerOlderPeriod" }