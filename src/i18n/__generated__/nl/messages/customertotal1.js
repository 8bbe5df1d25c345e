/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertotal1Inputs */

const nl_customertotal1 = /** @type {(inputs: Customertotal1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Totaalbedrag`)
};

/**

* @param {Customertotal1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customertotal1 = nl_customertotal1;
export { customertotal1 as "customerTotal" }