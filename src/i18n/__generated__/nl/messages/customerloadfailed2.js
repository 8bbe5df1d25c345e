/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerloadfailed2Inputs */

const nl_customerloadfailed2 = /** @type {(inputs: Customerloadfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De gegevens konden niet worden geladen. Probeer het later nog eens.`)
};

/**

* @param {Customerloadfailed2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerloadfailed2 = nl_customerloadfailed2;
export { customerloadfailed2 as "customerLoadFailed" }