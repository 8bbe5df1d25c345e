/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customeropenamounts2Inputs */

const de_customeropenamounts2 = /** @type {(inputs: Customeropenamounts2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offene Beträge`)
};

/**

* @param {Customeropenamounts2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customeropenamounts2 = de_customeropenamounts2;
export { customeropenamounts2 as "customerOpenAmounts" }