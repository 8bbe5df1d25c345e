/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customershowmaturities2Inputs */

const sv_customershowmaturities2 = /** @type {(inputs: Customershowmaturities2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visa obetalda belopp`)
};

/**

* @param {Customershowmaturities2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customershowmaturities2 = sv_customershowmaturities2;
export { customershowmaturities2 as "customerShowMaturities" }