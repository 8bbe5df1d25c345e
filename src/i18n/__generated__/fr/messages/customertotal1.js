/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertotal1Inputs */

const fr_customertotal1 = /** @type {(inputs: Customertotal1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montant total`)
};

/**

* @param {Customertotal1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customertotal1 = fr_customertotal1;
export { customertotal1 as "customerTotal" }