/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertotal1Inputs */

const de_customertotal1 = /** @type {(inputs: Customertotal1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gesamtbetrag`)
};

/**

* @param {Customertotal1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customertotal1 = de_customertotal1;
export { customertotal1 as "customerTotal" }