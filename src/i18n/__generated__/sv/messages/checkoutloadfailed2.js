/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutloadfailed2Inputs */

const sv_checkoutloadfailed2 = /** @type {(inputs: Checkoutloadfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kassan kunde inte laddas. Ladda om sidan.`)
};

/**

* @param {Checkoutloadfailed2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutloadfailed2 = sv_checkoutloadfailed2;
export { checkoutloadfailed2 as "checkoutLoadFailed" }