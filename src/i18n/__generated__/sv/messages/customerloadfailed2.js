/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerloadfailed2Inputs */

const sv_customerloadfailed2 = /** @type {(inputs: Customerloadfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uppgifterna kunde inte laddas. Försök igen senare.`)
};

/**

* @param {Customerloadfailed2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerloadfailed2 = sv_customerloadfailed2;
export { customerloadfailed2 as "customerLoadFailed" }