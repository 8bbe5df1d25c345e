/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutaccount1Inputs */

const de_ch2_layoutaccount1 = /** @type {(inputs: Layoutaccount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mein Konto`)
};

/**

* @param {Layoutaccount1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const layoutaccount1 = de_ch2_layoutaccount1;
export { layoutaccount1 as "layoutAccount" }