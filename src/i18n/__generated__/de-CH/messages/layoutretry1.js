/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutretry1Inputs */

const de_ch2_layoutretry1 = /** @type {(inputs: Layoutretry1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erneut versuchen`)
};

/**

* @param {Layoutretry1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const layoutretry1 = de_ch2_layoutretry1;
export { layoutretry1 as "layoutRetry" }