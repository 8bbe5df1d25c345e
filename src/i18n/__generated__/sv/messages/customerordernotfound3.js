/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerordernotfound3Inputs */

const sv_customerordernotfound3 = /** @type {(inputs: Customerordernotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vi hittade inte den här beställningen i ditt konto.`)
};

/**

* @param {Customerordernotfound3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerordernotfound3 = sv_customerordernotfound3;
export { customerordernotfound3 as "customerOrderNotFound" }