/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customeroverdueof2Inputs */

const fr_customeroverdueof2 = /** @type {(inputs: Customeroverdueof2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dont en retard`)
};

/**

* @param {Customeroverdueof2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customeroverdueof2 = fr_customeroverdueof2;
export { customeroverdueof2 as "customerOverdueOf" }