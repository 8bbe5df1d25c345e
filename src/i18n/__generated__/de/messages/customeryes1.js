/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customeryes1Inputs */

const de_customeryes1 = /** @type {(inputs: Customeryes1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ja`)
};

/**

* @param {Customeryes1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customeryes1 = de_customeryes1;
export { customeryes1 as "customerYes" }