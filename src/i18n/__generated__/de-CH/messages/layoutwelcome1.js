/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutwelcome1Inputs */

const de_ch2_layoutwelcome1 = /** @type {(inputs: Layoutwelcome1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Willkommen`)
};

/**

* @param {Layoutwelcome1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const layoutwelcome1 = de_ch2_layoutwelcome1;
export { layoutwelcome1 as "layoutWelcome" }