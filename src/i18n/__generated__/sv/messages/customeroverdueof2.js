/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customeroverdueof2Inputs */

const sv_customeroverdueof2 = /** @type {(inputs: Customeroverdueof2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Varav förfallet`)
};

/**

* @param {Customeroverdueof2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customeroverdueof2 = sv_customeroverdueof2;
export { customeroverdueof2 as "customerOverdueOf" }