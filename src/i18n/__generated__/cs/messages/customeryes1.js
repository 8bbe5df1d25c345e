/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customeryes1Inputs */

const cs_customeryes1 = /** @type {(inputs: Customeryes1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ano`)
};

/**

* @param {Customeryes1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customeryes1 = cs_customeryes1;
export { customeryes1 as "customerYes" }